/**
 * Lighthouse (mobile preset, its default) on a page of the product as shipped: the built app
 * served by the reference server (embedded database, sandbox), on 127.0.0.1. Chromium is Debian's,
 * through chrome-launcher (CHROME_PATH / tests/chromium.ts): nothing is downloaded, nothing leaves
 * the machine. The median of `runs` runs, by performance score.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumPath } from '../tests/chromium.ts';
import { precompress } from '../server/src/http/precompress.ts';
import { repoRoot, startApp } from '../tests/e2e/app-process.ts';

export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  runs: Array<{ performance: number; accessibility: number; bestPractices: number; lcpMs: number }>;
}

const score = (s: number | null | undefined) => Math.round((s ?? 0) * 100);

/** Expects a fresh `dist/` (the first-load bench builds it). */
export async function measureLighthouse(path = '/login', runs = 3): Promise<LighthouseFigures> {
  // The compressed twins the server sends, made now rather than racing the first run.
  await precompress(`${repoRoot}dist`);
  const app = await startApp({ LOG: '0', HOST: '127.0.0.1' });
  const { url } = app;
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', ...chromiumArgs],
  });
  try {
    const results: LighthouseFigures['runs'] = [];
    for (let i = 0; i < runs; i++) {
      const result = await lighthouse(`${url}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
      });
      if (!result) throw new Error('lighthouse returned nothing');
      const { categories, audits } = result.lhr;
      results.push({
        performance: score(categories.performance?.score),
        accessibility: score(categories.accessibility?.score),
        bestPractices: score(categories['best-practices']?.score),
        lcpMs: audits['largest-contentful-paint']?.numericValue ?? 0,
      });
    }
    const median = [...results].sort((a, b) => a.performance - b.performance)[Math.floor(results.length / 2)]!;
    return { ...median, runs: results };
  } finally {
    chrome.kill();
    await app.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(await measureLighthouse());
