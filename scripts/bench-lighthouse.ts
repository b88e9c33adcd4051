/**
 * Lighthouse (mobile preset, its default) on a page of the product as shipped: the built app
 * served by the reference server (embedded database, sandbox), on 127.0.0.1. Chromium is Debian's,
 * through chrome-launcher (CHROME_PATH / tests/chromium.ts): nothing is downloaded, nothing leaves
 * the machine. The median of `runs` runs, by performance score.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { chromiumArgs, chromiumPath } from '../tests/chromium.ts';
import { precompress } from '../server/src/http/precompress.ts';
import { repoRoot, startApp } from '../tests/e2e/app-process.ts';

export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  tbtMs: number;
  runs: Array<{ performance: number; accessibility: number; bestPractices: number; lcpMs: number; tbtMs: number }>;
}

const score = (s: number | null | undefined) => Math.round((s ?? 0) * 100);

/**
 * A returning member's browser (issue 21.1's member-home row): the demo member signs in through
 * the API and the token (and the accepted agreement) are written where the app keeps them; the
 * runs then keep storage (`disableStorageReset`), as a phone that launches the app again would.
 */
async function signInBrowser(port: number, url: string): Promise<void> {
  const reply = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'wallet-user' },
    body: JSON.stringify({ username: '0812340000', password: 'demo1234' }),
  });
  const { token } = (await reply.json()) as { token?: string };
  if (!token) throw new Error(`demo member sign-in failed (${reply.status})`);
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const page = await browser.newPage();
    // A same-origin file, not an app page: the guest screens clear the token when they mount.
    await page.goto(`${url}/favicon.svg`);
    await page.evaluate((value) => {
      localStorage.setItem('token', value);
      localStorage.setItem('remember-agreement', 'accepted');
    }, token);
    await page.close();
  } finally {
    await browser.disconnect();
  }
}

/** Expects a fresh `dist/` (the first-load bench builds it). `signedIn`: a member's browser profile. */
export async function measureLighthouse(path = '/login', runs = 3, { signedIn = false } = {}): Promise<LighthouseFigures> {
  // The compressed twins the server sends, made now rather than racing the first run.
  await precompress(`${repoRoot}${process.env.E2E_DIST ?? 'dist'}`);
  const app = await startApp({ LOG: '0', HOST: '127.0.0.1' });
  const { url } = app;
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', ...chromiumArgs],
  });
  try {
    if (signedIn) await signInBrowser(chrome.port, url);
    const results: LighthouseFigures['runs'] = [];
    for (let i = 0; i < runs; i++) {
      const result = await lighthouse(`${url}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
        disableStorageReset: signedIn,
      });
      if (!result) throw new Error('lighthouse returned nothing');
      const { categories, audits, finalDisplayedUrl } = result.lhr;
      // A signed-out member profile would measure /login under the home's name.
      if (new URL(finalDisplayedUrl).pathname !== path) throw new Error(`lighthouse ended on ${finalDisplayedUrl}, not ${path}`);
      results.push({
        performance: score(categories.performance?.score),
        accessibility: score(categories.accessibility?.score),
        bestPractices: score(categories['best-practices']?.score),
        lcpMs: audits['largest-contentful-paint']?.numericValue ?? 0,
        tbtMs: audits['total-blocking-time']?.numericValue ?? 0,
      });
    }
    const median = [...results].sort((a, b) => a.performance - b.performance)[Math.floor(results.length / 2)]!;
    return { ...median, runs: results };
  } finally {
    chrome.kill();
    await app.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [path = '/login', signedIn] = process.argv.slice(2);
  console.log(await measureLighthouse(path, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3), { signedIn: signedIn === 'signed-in' }));
}
