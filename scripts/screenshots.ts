import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions, phoneViewport } from '../tests/chromium.ts';

/**
 * Screenshots of running screens for review: `node --import tsx scripts/screenshots.ts URL OUTDIR
 * /login /register …` takes each path in th, la and en on a 390×844 phone.
 * Set TOKEN to open member screens signed in.
 */
const [base, outDir = '/tmp/shots', ...paths] = process.argv.slice(2);
if (!base) throw new Error('usage: screenshots.ts BASE_URL [OUTDIR] PATH...');
mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch(chromiumLaunchOptions);
for (const locale of ['th', 'la', 'en']) {
  const context = await browser.newContext({
    viewport: phoneViewport,
    isMobile: true,
    hasTouch: true,
    colorScheme: process.env.THEME === 'light' ? 'light' : 'dark',
  });
  await context.addInitScript(
    ([l, token]) => {
      // This callback runs in the page, not in Node.
      // eslint-disable-next-line no-restricted-globals
      window.localStorage.setItem('locale', l ?? 'th');
      // eslint-disable-next-line no-restricted-globals
      if (token) window.localStorage.setItem('token', token);
    },
    [locale, process.env.TOKEN ?? ''],
  );
  const page = await context.newPage();
  for (const path of paths.length ? paths : ['/login']) {
    await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(300);
    const file = `${outDir}/${path.replace(/\W+/g, '_').replace(/^_/, '') || 'root'}-${locale}.png`;
    await page.screenshot({ path: file, fullPage: true });
    console.log(file);
  }
  await context.close();
}
await browser.close();
