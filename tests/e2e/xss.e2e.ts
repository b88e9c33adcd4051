import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/src/config.ts';
import { openDatabase } from '../../server/src/db/index.ts';
import { getSetting, setSetting } from '../../server/src/core/settings.ts';
import { startApp, type RunningApp } from './app-process';
import { launchBrowser, newPhone } from './harness';

/**
 * XSS payloads in every field the server sends as HTML (agreements, conditions, contact text,
 * notice, banners, bonus and promotion descriptions, spin coupon descriptions) must run no script in
 * Chromium. No API writes those fields, so the payloads go straight into the database of a server
 * this file starts on its own data folder (stopped while the database is written, then restarted).
 */
const payload = (field: string) =>
  `<b>XSSMARK-${field}-END</b> ` +
  `<img src="x" onerror="window.__xss=(window.__xss||[]).concat('img-${field}')">` +
  `<script>window.__xss=(window.__xss||[]).concat('script-${field}')</script>` +
  `<svg onload="window.__xss=(window.__xss||[]).concat('svg-${field}')"></svg>` +
  `<a href="javascript:window.__xss=(window.__xss||[]).concat('href-${field}')">go</a>` +
  `<iframe srcdoc="<script>parent.__xss=(parent.__xss||[]).concat('iframe-${field}')</script>"></iframe>` +
  `<math><mtext><table><mglyph><style><img src=x onerror="window.__xss=['mxss-${field}']"></style></mglyph></table></mtext></math>`;

const inEveryLanguage = (value: unknown) => JSON.stringify({ th: value, la: value, en: value });

async function plantPayloads(dataDir: string): Promise<void> {
  const database = await openDatabase(loadConfig({ DATA_DIR: dataDir, DATABASE_URL: '' }));
  const db = database.db;
  try {
    await setSetting(db, 'agreements', [payload('agreements')]);
    await setSetting(db, 'conditions', [payload('conditions')]);
    await setSetting(db, 'notice', payload('notice'));
    await setSetting(db, 'contact', { ...(await getSetting(db, 'contact')), contactText: payload('contact') });
    // Content is answered in the reader's language (migration 0005): the payload goes into every
    // language's text too, so whichever the page asks for carries it.
    const translations = {
      agreements: [payload('agreements')],
      conditions: [payload('conditions')],
      notice: payload('notice'),
      contact: { contactText: payload('contact') },
    };
    for (const [key, value] of Object.entries(translations)) {
      await db
        .updateTable('settings')
        .set({ value_i18n: inEveryLanguage(value) })
        .where('key', '=', key)
        .execute();
    }
    await db
      .updateTable('banners')
      .set({ html: payload('banner'), html_i18n: inEveryLanguage(payload('banner')) })
      .execute();
    await db
      .updateTable('bonuses')
      .set({ description: payload('bonus'), description_i18n: inEveryLanguage(payload('bonus')) })
      .execute();
    await db
      .updateTable('promotions')
      .set({ description: payload('promotion'), description_i18n: inEveryLanguage(payload('promotion')) })
      .execute();
    await db
      .updateTable('spin_slices')
      .set({ html_description: payload('coupon'), html_description_i18n: inEveryLanguage(payload('coupon')) })
      .execute();
  } finally {
    await database.close();
  }
}

describe('server HTML fields in Chromium', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'wallet-xss-'));
  const env = { DATA_DIR: dataDir, DATABASE_URL: '', LOG: '0' };
  let app: RunningApp;
  let browser: Browser;
  let token = '';

  beforeAll(async () => {
    // First start migrates and seeds; the payloads replace the seeded texts while it is stopped.
    app = await startApp(env);
    await app.stop();
    await plantPayloads(dataDir);
    app = await startApp(env);
    const call = async (path: string, body: unknown) =>
      (await (
        await fetch(`${app.url}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-requested-with': 'wallet-user' },
          body: JSON.stringify(body),
        })
      ).json()) as {
        token?: string;
      };
    await call('/api/account', {
      name: 'Xss Check',
      username: '0891000001',
      password: 'secret-123',
      bankCode: 'SCB',
      bankAccountName: 'XSS CHECK',
      bankAccountNo: '8910000001',
    });
    token = (await call('/api/login', { username: '0891000001', password: 'secret-123' })).token!;
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('render as text or sanitised markup on every page that shows them, and run nothing', async () => {
    const { context, page } = await newPhone(browser, { locale: 'en' });
    await context.addInitScript((t) => window.localStorage.setItem('token', t), token);
    // A payload that runs assigns window.__xss: every page reports it here, so a navigation loses none.
    const ran: string[] = [];
    await context.exposeBinding('__reportXss', (_source, value: unknown) => void ran.push(String(value)));
    await context.addInitScript(() => {
      const report = (window as unknown as { __reportXss: (value: unknown) => void }).__reportXss;
      Object.defineProperty(window, '__xss', { get: () => undefined, set: (value: unknown) => report(value) });
    });
    const alerts: string[] = [];
    page.on('dialog', (d) => {
      alerts.push(d.message());
      void d.dismiss();
    });
    const rendered = new Set<string>();
    const dangerous: string[] = [];
    // Each page with the payloads it shows, and whether its conditions dialog is opened too. The
    // check runs once those payloads are on screen (that is the signal the page has loaded them).
    const visits: Array<{ path: string; marks: string[]; conditions?: boolean }> = [
      // The agreement opens about 1.5 s after the home.
      { path: '/user/home', marks: ['agreements'] },
      { path: '/user/bonus', marks: [], conditions: true },
      { path: '/user/spin', marks: [], conditions: true },
      { path: '/user/contact', marks: ['contact'], conditions: true },
      { path: '/contact', marks: ['contact'] },
      { path: '/register', marks: [] },
      { path: '/login', marks: [] },
    ];
    const mark = (field: string) => page.getByText(`XSSMARK-${field}-END`, { exact: true }).first();
    for (const { path, marks, conditions } of visits) {
      await page.goto(`${app.url}${path}`);
      await page.waitForSelector('#root > *');
      for (const field of marks) await mark(field).waitFor();
      if (conditions) {
        await page
          .getByRole('button', { name: /condition/i })
          .first()
          .click();
        await mark('conditions').waitFor();
      }
      const seen = await page.evaluate(() => {
        const marks = [...document.body.innerText.matchAll(/XSSMARK-(\w+?)-END/g)].map((m) => m[1]!);
        // The page body, where server HTML is rendered; the head's one inline script is the build's
        // boot-frame picker (allowed by its CSP hash).
        const nodes = [
          ...document.body.querySelectorAll('[onerror],[onload],script:not([src]),iframe[srcdoc],a[href^="javascript:"]'),
        ].map((n) => n.outerHTML.slice(0, 80));
        return { marks, nodes };
      });
      seen.marks.forEach((m) => rendered.add(m));
      dangerous.push(...seen.nodes.map((n) => `${path}: ${n}`));
    }
    expect({ ran, alerts, dangerous }).toEqual({ ran: [], alerts: [], dangerous: [] });
    // The payloads were really on screen.
    expect([...rendered].sort()).toEqual(['agreements', 'conditions', 'contact', 'notice']);
    console.log(`XSS payloads rendered inert: ${[...rendered].sort().join(', ')}`);
    await context.close();
  });
});
