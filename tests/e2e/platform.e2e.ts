import type { Browser, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asReturningMember, baseUrl, launchBrowser, newPhone, open, withServer } from './harness';
import { simulateLine, simulateTelegram } from './hosts';
import { registeredMember } from './sandbox';
import { passBanners } from './dialogs';
import { text } from './texts';

/**
 * The platform adapter in the built app (issue 5): Telegram's native back button, the clipboard
 * fallback, and a plain browser that downloads neither host SDK.
 */

// Strings that only the SDK bundles contain: @twa-dev/sdk's log prefix, LIFF init's CDN origin.
const telegramSdkMark = 'Telegram.WebView';
const liffSdkMark = 'static.line-scdn.net';

interface NetworkLog {
  urls: string[];
  scripts: Map<string, string>;
}

/** Records every request and the body of every script the page loads. */
function recordNetwork(page: Page): NetworkLog {
  const log: NetworkLog = { urls: [], scripts: new Map() };
  page.on('request', (request) => log.urls.push(request.url()));
  page.on('response', (response: Response) => {
    const type = response.request().resourceType();
    if (type === 'script' || response.url().endsWith('.js')) {
      void response
        .text()
        .then((body) => log.scripts.set(response.url(), body))
        .catch(() => undefined);
    }
  });
  return log;
}

const scriptsContaining = (log: NetworkLog, mark: string) =>
  [...log.scripts].filter(([, body]) => body.includes(mark)).map(([url]) => url);

function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  return errors;
}

describe('platform adapter in the built app', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it.each(['6.0', '7.0', '8.0'])('boots as a Telegram %s Mini App: ready, expand, theme, no uncaught error', async (version) => {
    const { page, context } = await newPhone(browser, { locale: 'en' });
    const errors = collectErrors(page);
    const network = recordNetwork(page);
    const telegram = await simulateTelegram(page, { version, path: '/login', theme: 'light' });
    await expect(telegram.callsOf('web_app_ready')).resolves.toHaveLength(1);
    await expect(telegram.callsOf('web_app_expand')).resolves.toHaveLength(1);
    const html = await page.evaluate(() => ({
      platform: document.documentElement.dataset.platform,
      theme: document.documentElement.dataset.theme,
      bg: getComputedStyle(document.body).backgroundColor,
    }));
    expect(html).toEqual({ platform: 'telegram', theme: 'light', bg: 'rgb(255, 255, 255)' });
    await expect(telegram.backButtonVisible()).resolves.toBe(false);
    // The Telegram SDK was downloaded here: the same check proves its absence in the browser test.
    await page.waitForLoadState('networkidle');
    expect(scriptsContaining(network, telegramSdkMark)).not.toEqual([]);
    expect(scriptsContaining(network, liffSdkMark)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each(['7.0', '8.0'])(
    'Telegram %s: the native back button shows on /register and the host back event returns to /login',
    async (version) => {
      const { page, context } = await newPhone(browser, { locale: 'en' });
      const errors = collectErrors(page);
      const telegram = await simulateTelegram(page, { version, path: '/login' });
      await expect(telegram.backButtonVisible()).resolves.toBe(false);
      await page.locator('a[href="/register"]').first().click();
      await page.waitForURL('**/register*');
      await telegram.waitForBackButton(true);
      // Telegram draws the button; the app must not draw a second one.
      await expect(page.getByTestId('host-back').count()).resolves.toBe(0);
      await telegram.emit('back_button_pressed');
      await page.waitForURL((url) => url.pathname === '/login');
      await telegram.waitForBackButton(false);
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it('Telegram 6.0 has no native back button: the in-app control takes its place', async () => {
    const { page, context } = await newPhone(browser, { locale: 'en' });
    const telegram = await simulateTelegram(page, { version: '6.0', path: '/login' });
    await page.locator('a[href="/register"]').first().click();
    await page.waitForURL('**/register*');
    await page.getByRole('button', { name: text('en', 'common.back') }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await expect(telegram.callsOf('web_app_setup_back_button')).resolves.toEqual([]);
    await context.close();
  });

  it('a plain browser session downloads neither SDK', async () => {
    const { page, context } = await newPhone(browser, { locale: 'en' });
    const network = recordNetwork(page);
    const errors = collectErrors(page);
    await open(page, '/login');
    await page.locator('a[href="/register"]').first().click();
    await page.waitForURL('**/register*');
    await open(page, '/howto');
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => document.documentElement.dataset.platform)).toBe('browser');
    expect(network.scripts.size).toBeGreaterThan(0);
    expect(scriptsContaining(network, telegramSdkMark)).toEqual([]);
    expect(scriptsContaining(network, liffSdkMark)).toEqual([]);
    const origin = new URL(baseUrl()).origin;
    expect(network.urls.filter((url) => !url.startsWith(origin) && !url.startsWith('data:'))).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('LINE in-app browser: detected, no login loop, no uncaught error', async () => {
    const { page, context } = await newPhone(browser, { locale: 'en' });
    const errors = collectErrors(page);
    await simulateLine(page, { path: '/login' });
    expect(await page.evaluate(() => document.documentElement.dataset.platform)).toBe('line');
    await page.reload();
    await page.waitForSelector('#root > *');
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a copy action still succeeds where navigator.clipboard is unavailable', async (ctx) => {
    if (!withServer()) ctx.skip();
    const { page, context } = await newPhone(browser, { locale: 'en' });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(baseUrl()).origin });
    // The webviews this guards against: no async Clipboard API at all.
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'clipboard', { get: () => undefined, configurable: true });
    });
    const member = await registeredMember();
    // The agreement was accepted before, so it does not cover the dialog.
    await asReturningMember(context, member.token);
    // The invite dialog holds the invite link with a copy button (spec §2).
    await open(page, '/user/home?dialog=invite');
    await passBanners(page, 'en', 'invite.title');
    await page
      .getByRole('button', { name: text('en', 'ui.copy.button') })
      .first()
      .click();
    await page
      .getByText(text('en', 'ui.copy.copied', { text: '' }).trim())
      .first()
      .waitFor();
    // Read the system clipboard from a page that has the API: the fallback really copied.
    const reader = await context.newPage();
    await reader.goto(`${baseUrl()}/howto`);
    const copied = await reader.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(/\/register\?code=PR\d+$/);
    await context.close();
  });
});
