#!/usr/bin/env node
// Optional visual review in Chromatic's cloud. Off unless a project token is configured, so a
// fresh clone and CI (which has no internet beyond the npm registry) never depend on it.
import { spawnSync } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log('chromatic: skipped — set CHROMATIC_PROJECT_TOKEN to upload the Storybook for visual review.');
  process.exit(0);
}
const result = spawnSync('npx', ['chromatic', '--exit-zero-on-changes', '--build-script-name', 'build-storybook'], { stdio: 'inherit' });
process.exit(result.status ?? 1);
