import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { asReturningMember, baseUrl, phonesPerSuite } from './harness';
import { simulateTelegram } from './hosts';
import { registeredMember } from './sandbox';
import { text } from './texts';

/**
 * Issue 21.1: the built index.html paints the screen's frame before any JavaScript runs, and the
 * real screen replaces it without leaving a copy behind.
 */

/** Holds the app's entry module until `release()`: the page shows what HTML and CSS alone give. */
async function holdEntryScript(context: BrowserContext): Promise<() => void> {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  await context.route(/\/assets\/main-[^/]*\.js$/, async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

const shell = (page: Page) => page.locator('#boot-shell');

describe('prerendered boot shell', () => {
  const { phone, browser } = phonesPerSuite();

  it('shows the guest frame (brand, sign-in title, form) with JavaScript off', async () => {
    const context = await browser().newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(`${baseUrl()}/login`);
      await expect(shell(page).getByText(text('th', 'app.name'), { exact: true }).first().isVisible()).resolves.toBe(true);
      await expect(shell(page).locator('h1').isVisible()).resolves.toBe(true);
      expect(await shell(page).locator('h1').innerText()).toBe(text('th', 'login.title'));
      await expect(shell(page).getByText(text('th', 'login.phone'), { exact: true }).isVisible()).resolves.toBe(true);
    } finally {
      await context.close();
    }
  });

  it('the real sign-in screen takes over from the frame, in the stored language, leaving one heading', async () => {
    const { context, page } = await phone({ locale: 'en' });
    const release = await holdEntryScript(context);
    // Not waiting for `load`: that needs the held script.
    await page.goto(`${baseUrl()}/login`, { waitUntil: 'commit' });
    await shell(page).locator('.bs-register').waitFor();
    // Before the app's script: the frame in the stored language, the Thai texts hidden.
    expect(await shell(page).locator('h1').innerText()).toBe(text('en', 'login.title'));
    await expect(shell(page).locator('.bs-guest').isVisible()).resolves.toBe(true);
    // It says it is loading (on a slow network it stays for seconds): a bar running under the top
    // bar, and the form's boxes faint — not a finished form that takes no typing.
    const bar = shell(page).locator('.bs-guest .bs-progress');
    await expect(bar.isVisible()).resolves.toBe(true);
    expect(await bar.evaluate((el) => getComputedStyle(el, '::before').animationName)).toBe('bs-load');
    expect(await shell(page).locator('.bs-fields').evaluate((el) => Number(getComputedStyle(el).opacity))).toBeLessThan(1);
    release();
    await page.getByRole('heading', { name: text('en', 'login.title') }).waitFor();
    await expect(shell(page).count()).resolves.toBe(0);
    await expect(page.getByRole('heading', { level: 1 }).count()).resolves.toBe(1);
    await expect(page.getByText(text('en', 'login.subtitle')).count()).resolves.toBe(1);
  });

  it('a signed-in launch paints the member-home frame, then the real home replaces it', async () => {
    const member = await registeredMember();
    const { context, page } = await phone();
    await asReturningMember(context, member.token);
    const release = await holdEntryScript(context);
    await page.goto(`${baseUrl()}/user/home`, { waitUntil: 'commit' });
    await shell(page).locator('.bs-nav5').waitFor({ state: 'attached' });
    await expect(shell(page).locator('.bs-member').isVisible()).resolves.toBe(true);
    await expect(shell(page).locator('.bs-guest').isVisible()).resolves.toBe(false);
    await expect(shell(page).locator('.bs-card').isVisible()).resolves.toBe(true);
    await expect(shell(page).locator('.bs-member .bs-progress').isVisible()).resolves.toBe(true);
    release();
    await page.getByText('Somchai Test').waitFor();
    await expect(shell(page).count()).resolves.toBe(0);
    await expect(page.getByRole('navigation', { name: text('th', 'nav.memberMenu') }).count()).resolves.toBe(1);
  });

  it("at the reader's large text size the frame's tiles are two a row, as the home's are (no jump from three)", async () => {
    const member = await registeredMember();
    const { context, page } = await phone();
    // The browser's own text size (what a phone's accessibility setting sets), 1.5× the default.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Page.setFontSizes', { fontSizes: { standard: 24, fixed: 20 } });
    await asReturningMember(context, member.token);
    const release = await holdEntryScript(context);
    await page.goto(`${baseUrl()}/user/home`, { waitUntil: 'commit' });
    const tiles = shell(page).locator('.bs-tiles li');
    await tiles.first().waitFor();
    const columns = (lefts: number[]) => new Set(lefts).size;
    const frameLefts = await tiles.evaluateAll((items) => items.map((li) => Math.round(li.getBoundingClientRect().left)));
    release();
    const home = page.getByRole('list', { name: text('th', 'home.actions') }).getByRole('listitem');
    await home.first().waitFor();
    const homeLefts = await home.evaluateAll((items) => items.map((li) => Math.round(li.getBoundingClientRect().left)));
    expect(columns(frameLefts)).toBe(2);
    expect(columns(frameLefts)).toBe(columns(homeLefts));
  });

  /** The Accept-Language of the home's three early GETs (the browser's own is en-US here). */
  const homeLanguages = (page: Page) => {
    const asked = new Map<string, string | undefined>();
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (['/api/wallet', '/api/lookup/notice', '/api/spinwheel/active'].includes(path) && !asked.has(path))
        asked.set(path, request.headers()['accept-language']);
    });
    return asked;
  };

  it("a signed-in launch asks for the home's replies in the reader's language: the stored one, or Telegram's", async () => {
    const member = await registeredMember();
    // A plain browser with Lao chosen before: the notice comes in Lao, never in the browser's English.
    const lao = await phone({ locale: 'la' });
    await asReturningMember(lao.context, member.token);
    const laoAsked = homeLanguages(lao.page);
    await lao.page.goto(`${baseUrl()}/user/home`);
    await lao.page.getByRole('note', { name: text('la', 'home.notice') }).getByText('ຍິນດີຕ້ອນຮັບ', { exact: false }).waitFor();
    expect(Object.fromEntries(laoAsked)).toEqual({ '/api/wallet': 'lo', '/api/lookup/notice': 'lo', '/api/spinwheel/active': 'lo' });

    // Telegram with no language chosen in the app: the player's Telegram language (th in the launch data).
    const telegram = await phone();
    await asReturningMember(telegram.context, member.token);
    const telegramAsked = homeLanguages(telegram.page);
    await simulateTelegram(telegram.page, { path: '/user/home' });
    await telegram.page.getByRole('note', { name: text('th', 'home.notice') }).getByText('ยินดีต้อนรับ', { exact: false }).waitFor();
    expect(Object.fromEntries(telegramAsked)).toEqual({ '/api/wallet': 'th', '/api/lookup/notice': 'th', '/api/spinwheel/active': 'th' });
  });
});
