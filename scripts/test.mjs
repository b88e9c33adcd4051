#!/usr/bin/env node
/**
 * `npm test`: every check, arranged to keep two cores busy.
 *
 * One `vitest run` runs the end-to-end files and the server files one file at a time, in a single
 * lane after everything else (both projects set `fileParallelism: false`: journeys share one app
 * server, server files one PostgreSQL database), so for about nineteen of its twenty-six minutes a
 * clean-clone run used under one core of two — a journey mostly waits on the browser and the app.
 * Neither needs the other's lane: the journeys run on an embedded database of their own, and two
 * Vitest processes each start their own app (global setup), so their sandbox settings never meet.
 *
 * Stages, each after the one before (a failed stage 1 stops the run; later ones all run, and the
 * run fails if any lane did):
 *  1. typecheck ‖ lint (each one process on one core)
 *  2. unit, stories and tooling (one Vitest: its browser files share a Chromium)
 *  3. the client build the journeys serve, once (their lanes skip it)
 *  4. journeys lane 1 ‖ journeys lane 2 ‖ server suite (at a lower priority)
 *
 * `npm test -- <vitest arguments>` runs the checks and then one `vitest run <arguments>` as before.
 */
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';

const vitest = ['node_modules/vitest/vitest.mjs', 'run'];

/** Runs a command; its output is printed line by line with `label` in front, or whole at the end. */
function run(label, command, args, { env = {}, whole = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
    const held = [];
    let partial = '';
    const onData = (chunk) => {
      if (whole) return void held.push(chunk);
      const lines = (partial + chunk.toString()).split('\n');
      partial = lines.pop();
      for (const line of lines) console.log(`[${label}] ${line}`);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('close', (code) => {
      if (partial) console.log(`[${label}] ${partial}`);
      const text = Buffer.concat(held).toString().trimEnd();
      console.log(`${code === 0 ? '✓' : '✗'} ${label}${text ? `\n${text}` : ''}`);
      resolve(code === 0);
    });
  });
}

const checks = () =>
  Promise.all([
    run('typecheck', 'npm', ['run', '--silent', 'typecheck'], { whole: true }),
    run('lint', 'npm', ['run', '--silent', 'lint'], { whole: true }),
  ]);

/**
 * Seconds each journey file took in a clean-clone run on 2 cores (2026-11-28); a file not listed
 * counts as 30. The files go to the lane with less so far, longest first, so both end together.
 */
const journeySeconds = {
  'storybook-static': 112,
  resilience: 92,
  guest: 70,
  money: 57,
  'browser-back': 56,
  'follow-money': 56,
  'small-phone': 52,
  chat: 50,
  member: 35,
  'sandbox-console': 32,
  laos: 29,
  brand: 27,
  rewards: 22,
  xss: 22,
  guards: 18,
  platform: 18,
  host: 15,
  'spin-back': 11,
  'boot-shell': 10,
};

export function journeyLanes(files, lanes = 2) {
  const weight = (file) => journeySeconds[file.replace(/\.e2e\.ts$/, '')] ?? 30;
  const out = Array.from({ length: lanes }, () => ({ seconds: 0, files: [] }));
  for (const file of [...files].sort((a, b) => weight(b) - weight(a) || a.localeCompare(b))) {
    const lane = out.reduce((least, next) => (next.seconds < least.seconds ? next : least));
    lane.seconds += weight(file);
    lane.files.push(`tests/e2e/${file}`);
  }
  return out.map((lane) => lane.files);
}

async function main(args) {
  if (!(await checks()).every(Boolean)) return false;
  if (args.length) return run('vitest', process.execPath, [...vitest, ...args]);

  const stage2 = await run('unit, stories, tooling', process.execPath, [
    ...vitest,
    ...['unit', 'storybook', 'tooling'].flatMap((name) => ['--project', name]),
  ]);

  const dist = process.env.E2E_DIST ?? 'dist';
  const built = await run('client build', process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn', '--outDir', dist], {
    env: { NODE_ENV: 'production' },
  });
  const journeys = journeyLanes(readdirSync('tests/e2e').filter((file) => file.endsWith('.e2e.ts')));
  const stage4 = await Promise.all([
    ...(built
      ? journeys.map((files, index) =>
          run(`journeys ${index + 1}`, process.execPath, [...vitest, '--project', 'e2e', ...files], {
            env: { E2E_DIST: dist, E2E_SKIP_BUILD: '1' },
          }),
        )
      : []),
    // Niced: the journeys (their browsers, apps and timers) come first, and the server suite, whose
    // timeouts are generous, takes what they leave; at equal priority a journey's page waited
    // behind it (two lanes of journeys and the suite asked for over four cores' worth of two).
    run('server', 'nice', ['-n', '10', process.execPath, ...vitest, '--project', 'server']),
  ]);
  return stage2 && built && stage4.every(Boolean);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exit((await main(process.argv.slice(2))) ? 0 : 1);
}
