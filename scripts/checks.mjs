#!/usr/bin/env node
/**
 * `npm test`'s first step: the typecheck and the lint at once (each is one process on one core; in
 * turn they held the tests back about a minute and a half on a 2-core machine). Each one's output
 * is printed whole when it ends, not interleaved; the step fails when either does.
 */
import { spawn } from 'node:child_process';

const run = (name, script) =>
  new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      const text = Buffer.concat(output).toString().trimEnd();
      console.log(`${code === 0 ? '✓' : '✗'} ${name}${text ? `\n${text}` : ''}`);
      resolve(code === 0);
    });
  });

const results = await Promise.all([run('typecheck', 'typecheck'), run('lint', 'lint')]);
process.exit(results.every(Boolean) ? 0 : 1);
