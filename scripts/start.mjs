#!/usr/bin/env node
// `npm start`: build the client when its sources are newer than dist/, then run the reference
// server with the embedded database and, outside production, the sandbox on (see start-env.mjs).
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildFlavour, clientBuildEnv, serverEnv } from './start-env.mjs';

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

/**
 * Which True Wallet key and country the client in dist/ was built for, as a hash `npm start` keeps
 * with the build caches, not in dist/ (which is served). The client holds its default key even when
 * built with another, so the bundle cannot tell.
 */
const flavourStamp = path.join(root, 'node_modules', '.cache', 'member-wallet-build-flavour.sha256');
const flavourHash = (flavour) => createHash('sha256').update(flavour).digest('hex');
const builtFor = (flavour) => fs.existsSync(flavourStamp) && fs.readFileSync(flavourStamp, 'utf8') === flavourHash(flavour);

const sources = ['src', 'locales', 'index.html', 'vite.config.ts', 'public'].map((p) => path.join(root, p));
const builtAt = fs.existsSync(built) ? fs.statSync(built).mtimeMs : 0;
const buildEnv = clientBuildEnv(process.env);
// A build made with another True Wallet key (the sandbox's, say) or for the other country, or not by
// `npm start`, is stale too: production would refuse it, the sandbox could not read its links, and a
// Thai client would sit in front of a Lao server.
const otherFlavour = fs.existsSync(built) && !builtFor(buildFlavour(buildEnv));
if (Math.max(...sources.map(newestMtime)) > builtAt || otherFlavour) {
  console.log('Building the client (vite build)…');
  const build = spawnSync(process.execPath, [path.join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build'], {
    cwd: root,
    env: buildEnv,
    stdio: 'inherit',
  });
  if (build.status === 0) {
    fs.mkdirSync(path.dirname(flavourStamp), { recursive: true });
    fs.writeFileSync(flavourStamp, flavourHash(buildFlavour(buildEnv)));
  } else {
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
