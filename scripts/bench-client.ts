import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions, phoneViewport } from '../tests/chromium.ts';
import { serveStatic } from '../tests/e2e/static-server.ts';
import { buildClient } from '../tests/e2e/app-process.ts';

export interface FirstLoad {
  path: string;
  jsGzipBytes: number;
  cssGzipBytes: number;
  files: Array<{ url: string; type: 'js' | 'css'; gzipBytes: number }>;
}

const repoRoot = new URL('..', import.meta.url).pathname;

/**
 * First load of a path in a plain browser: every script and stylesheet the page fetched before the
 * network went idle, measured as gzip bytes (what a phone on a mobile network downloads).
 */
export async function measureFirstLoad(path = '/login', build = true): Promise<FirstLoad> {
  if (build) buildClient();
  const { server, url } = await serveStatic(join(repoRoot, process.env.E2E_DIST ?? 'dist'));
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const page = await browser.newPage({ viewport: phoneViewport });
    const files: FirstLoad['files'] = [];
    const pending: Promise<void>[] = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type !== 'script' && type !== 'stylesheet') return;
      pending.push(
        response.body().then((body) => {
          files.push({
            url: new URL(response.url()).pathname,
            type: type === 'script' ? 'js' : 'css',
            gzipBytes: gzipSync(body, { level: 9 }).length,
          });
        }),
      );
    });
    await page.goto(`${url}${path}`, { waitUntil: 'networkidle' });
    await Promise.all(pending);
    const sum = (type: 'js' | 'css') => files.filter((f) => f.type === type).reduce((total, f) => total + f.gzipBytes, 0);
    return { path, jsGzipBytes: sum('js'), cssGzipBytes: sum('css'), files };
  } finally {
    await browser.close();
    server.close();
  }
}
