import { defineConfig } from 'vitest/config';
import { playwright } from '@vitest/browser-playwright';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import react from '@vitejs/plugin-react';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { chromiumLaunchOptions, phoneViewport } from './tests/chromium.ts';
import { localeGroups } from './scripts/vite/locale-groups.ts';

const dirname = fileURLToPath(new URL('.', import.meta.url));

/**
 * Whether Vitest gives every project one worker: its default is a core less than the machine has;
 * `--maxWorkers=N` (or `--maxWorkers N`) says otherwise, and any other form counts as more than one.
 */
const oneWorkerEach = (() => {
  const at = process.argv.findIndex((arg) => arg === '--maxWorkers' || arg.startsWith('--maxWorkers='));
  if (at < 0) return availableParallelism() <= 2;
  const flag = process.argv[at]!;
  const value = flag.includes('=') ? flag.split('=')[1] : process.argv[at + 1];
  return value === '1';
})();

// A fresh object per project: Vitest names the instances it is given, so sharing one would mislabel them.
const browser = () => ({
  enabled: true,
  headless: true,
  // The runner's window must be taller than the 390×844 phone frame, or the frame is scaled down
  // and Thai/Lao text in screenshots gets blurred.
  provider: playwright({ launchOptions: chromiumLaunchOptions, contextOptions: { viewport: { width: 1280, height: 900 } } }),
  instances: [{ browser: 'chromium' as const, viewport: phoneViewport }],
  screenshotFailures: false,
});

// Every dependency the browser projects load, pre-bundled up front: otherwise Vite discovers one
// mid-run on a cold cache (a fresh CI clone), re-optimises and reloads, failing the file in flight.
const optimizeDeps = {
  include: [
    'react',
    'react/jsx-runtime',
    'react/jsx-dev-runtime',
    'react-dom',
    'react-dom/client',
    'react-i18next',
    'i18next',
    'valtio',
    'wouter',
    'wouter/memory-location',
    'wouter/use-browser-location',
    'axios',
    'dompurify',
    'msw',
    'msw/browser',
    'storybook/test',
    '@storybook/react-vite',
    '@twa-dev/sdk',
    '@line/liff-mock',
    'socket.io-client',
    '@line/liff/core',
    ...[
      'close-window',
      'get-app-language',
      'get-id-token',
      'is-api-available',
      'is-in-client',
      'is-logged-in',
      'login',
      'open-window',
      'share-target-picker',
    ].map((module) => `@line/liff/${module}`),
  ],
};

export default defineConfig({
  test: {
    projects: [
      {
        // Client unit tests run in real Chromium: platform detection, storage and http rules need a DOM.
        plugins: [react(), localeGroups()],
        optimizeDeps,
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup/unit.ts'],
          browser: browser(),
        },
      },
      {
        test: {
          name: 'server',
          include: ['server/test/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['server/test/pglite-template.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Both engines share one PostgreSQL database; files run one at a time to keep them apart.
          fileParallelism: false,
          // Vitest refuses one group holding projects of different worker counts (this one 1, the
          // others a core less than the machine has): on three cores or more `npm test` stopped
          // before its first test. There it is a group of its own, after the browser projects. On
          // two, every project has one worker and it shares their group, running beside the stories
          // (CI: about 150 s less than after them).
          sequence: { groupOrder: oneWorkerEach ? 0 : 1 },
          // One module graph for every file: isolated, each of the 22 files imported the server
          // (fastify, kysely, pg, PGlite) afresh, about 1.3 s apiece on the run's critical path. The
          // server keeps its state per instance (settings caches per database handle), so servers
          // of different files in one process stay apart, as two servers of one file always have.
          isolate: false,
        },
      },
      {
        // Repository tooling in Node: CI workflows, deploy scripts (against local fakes).
        test: {
          name: 'tooling',
          include: ['tests/tooling/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        plugins: [storybookTest({ configDir: `${dirname}.storybook` }), localeGroups()],
        optimizeDeps,
        test: {
          name: 'storybook',
          browser: browser(),
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.e2e.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/global-setup.ts'],
          testTimeout: 90_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
