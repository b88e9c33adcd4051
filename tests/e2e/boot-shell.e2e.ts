import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { asReturningMember, baseUrl, phonesPerSuite } from './harness';
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
    release();
    await page.getByText('Somchai Test').waitFor();
    await expect(shell(page).count()).resolves.toBe(0);
    await expect(page.getByRole('navigation', { name: text('th', 'nav.memberMenu') }).count()).resolves.toBe(1);
  });
});
