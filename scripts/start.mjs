#!/usr/bin/env node
// `npm start`: build the client when its sources are newer than dist/, then run the reference
// server with the embedded database and, outside production, the sandbox on (see start-env.mjs).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverEnv } from './start-env.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const built = path.join(root, 'dist', 'index.html');

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

const sources = ['src', 'locales', 'index.html', 'vite.config.ts', 'public'].map((p) => path.join(root, p));
const builtAt = fs.existsSync(built) ? fs.statSync(built).mtimeMs : 0;
if (Math.max(...sources.map(newestMtime)) > builtAt) {
  console.log('Building the client (vite build)…');
  const build = spawnSync(process.execPath, [path.join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) {
    console.warn(fs.existsSync(built) ? 'Client build failed: serving the previous build.' : 'Client build failed: serving the API only.');
  }
}

const env = serverEnv(process.env);
const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server', 'src', 'main.ts')], {
  cwd: root,
  env,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
