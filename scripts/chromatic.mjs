#!/usr/bin/env node
// Visual review in Chromatic's cloud (chromatic.config.json: TurboSnap `onlyChanged`, zipped upload).
// Off unless a project token is configured, so a fresh clone and CI without the secret never depend
// on it. The CLI is the pinned devDependency (16.10.1, the last release whose engines accept Node 20);
// extra arguments pass through, e.g. `npm run chromatic -- --storybook-build-dir storybook-static`.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log('chromatic: skipped — set CHROMATIC_PROJECT_TOKEN to upload the Storybook for visual review.');
  process.exit(0);
}
// The package exports no bin path; its package.json (exported) locates the CLI beside it.
const pkg = createRequire(import.meta.url).resolve('chromatic/package.json');
const bin = path.join(path.dirname(pkg), 'dist', 'bin.cjs');
const args = process.argv.slice(2);
const hasBuild = args.some((arg) => arg === '--storybook-build-dir' || arg === '-d' || arg.startsWith('--storybook-build-dir='));
const result = spawnSync(
  process.execPath,
  [bin, '--exit-zero-on-changes', ...(hasBuild ? [] : ['--build-script-name', 'build-storybook']), ...args],
  { stdio: 'inherit' },
);
process.exit(result.status ?? 1);
