import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { localeGroups } from './scripts/vite/locale-groups.ts';

// The API server (server/) serves the built app and /api on one port; in dev, Vite proxies to it.
const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:8080';

/** Leaves axios's unused fetch adapter out of the bundle (see src/api/axios-fetch-stub.ts). */
const axiosWithoutFetch: Plugin = {
  name: 'axios-without-fetch-adapter',
  enforce: 'pre',
  apply: 'build',
  resolveId(source, importer) {
    if (source === './fetch.js' && importer?.replaceAll('\\', '/').includes('/axios/lib/adapters/')) {
      return fileURLToPath(new URL('./src/api/axios-fetch-stub.ts', import.meta.url));
    }
    return null;
  },
};

export default defineConfig({
  plugins: [react(), axiosWithoutFetch, localeGroups()],
  server: {
    proxy: {
      '/api': apiTarget,
      '/socket.io': { target: apiTarget, ws: true },
      '/static': apiTarget,
      '/sandbox': apiTarget,
    },
  },
  build: {
    target: 'es2020',
    cssCodeSplit: true,
    // Budgets are measured in gzip bytes by `npm run bench`; Vite's own warning is not the budget.
    chunkSizeWarningLimit: 400,
  },
});
