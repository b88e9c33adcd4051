import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import type { Plugin as PostcssPlugin } from 'postcss';
import { localeGroups } from './scripts/vite/locale-groups.ts';
import { bootShell } from './scripts/vite/boot-shell.ts';

// The API server (server/) serves the built app and /api on one port; in dev, Vite proxies to it.
const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:8080';

/**
 * Leaves the parts of axios the app never uses out of the bundle: its fetch adapter (see
 * src/api/axios-fetch-stub.ts) and its table of HTTP status names (see src/api/axios-status-stub.ts).
 */
const axiosStubs: Record<string, { from: string; stub: string }> = {
  './fetch.js': { from: '/axios/lib/adapters/', stub: './src/api/axios-fetch-stub.ts' },
  './helpers/HttpStatusCode.js': { from: '/axios/lib/axios.js', stub: './src/api/axios-status-stub.ts' },
};
const axiosWithoutUnused: Plugin = {
  name: 'axios-without-unused-parts',
  enforce: 'pre',
  apply: 'build',
  resolveId(source, importer) {
    const stub = axiosStubs[source];
    if (stub && importer?.replaceAll('\\', '/').includes(stub.from)) {
      return fileURLToPath(new URL(stub.stub, import.meta.url));
    }
    return null;
  },
};

/**
 * `composes: x from './other.module.css'` makes postcss-modules inject the other file's rules into
 * this one, parsed without a `from`, so Vite's url() rewriter warns that it cannot tell where they
 * came from. Those declarations are given the importing file as their source; one that holds a url()
 * is left alone, because a url() must resolve against its own file and the warning is then real.
 */
const composedSources: PostcssPlugin = {
  postcssPlugin: 'composed-declarations-source',
  OnceExit(root) {
    const input = root.source?.input;
    if (!input?.file) return;
    root.walkDecls((decl) => {
      if (decl.source?.input.file || /url\(|image-set\(/i.test(decl.value)) return;
      decl.source = { ...decl.source, input };
    });
  },
};

export default defineConfig({
  plugins: [react(), axiosWithoutUnused, localeGroups(), bootShell()],
  css: { postcss: { plugins: [composedSources] } },
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
    rollupOptions: {
      // The sandbox console is a second page with its own entry: built into dist/, served by the
      // server at /sandbox only with the sandbox on, and never imported by the member app.
      input: {
        main: fileURLToPath(new URL('./index.html', import.meta.url)),
        sandbox: fileURLToPath(new URL('./sandbox.html', import.meta.url)),
      },
      output: {
        // Seven characters of hash (42 bits; rolldown's least for this many chunks) name a build's files apart as well as eight: the entry
        // names every lazy chunk, and each name's random characters are bytes gzip cannot shrink
        // (about 70 on the /login download, §7 budget).
        entryFileNames: 'assets/[name]-[hash:7].js',
        chunkFileNames: 'assets/[name]-[hash:7].js',
        assetFileNames: 'assets/[name]-[hash:7][extname]',
        // The libraries every page starts with, as one download: split across the chunks the
        // entries happen to share, the same bytes gzip worse and cost one request each (§7 budget).
        codeSplitting: {
          groups: [
            {
              name: 'vendor',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|i18next|react-i18next|use-sync-external-store|axios|valtio|proxy-compare|wouter|regexparam)[\\/]/,
            },
            {
              // The small shared pieces /login renders (form controls, icons, validation, the DOM
              // helpers, storage and the http client): one request instead of a dozen, each with its
              // own gzip and import overhead. Not the icons outside the first download (ui/Icon/icons.tsx).
              name: 'ui',
              test: /[\\/]src[\\/](ui[\\/](Button|Icon|IconButton|Field|TextField|PasswordField|Checkbox|Dialog|AlertDialog|ErrorBoundary|Toast|Select|BottomNav|Page|Loader|LanguageDropdown|TopBar|BrandMark)[\\/](?!icons-extra|all-icons)|lib[\\/](validation|back-stack|storage|session|locale|cx|focus-arrival|focus-invalid)\.ts|api[\\/]http\.ts|platform[\\/]dom\.ts|config[\\/]build\.ts)/,
            },
          ],
        },
      },
    },
  },
});
