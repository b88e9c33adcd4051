import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The API server (server/) serves the built app and /api on one port; in dev, Vite proxies to it.
const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react()],
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
