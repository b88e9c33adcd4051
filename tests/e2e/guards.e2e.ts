import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, newPhone, open } from './harness';
import { registeredMember } from './sandbox';
import { passwordField } from './texts';

describe('routes and guards (spec §2)', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });
  beforeEach(async () => {
    ({ page } = await newPhone(browser, { locale: 'en' }));
  });

  const pathOf = (p: Page) => new URL(p.url()).pathname;

  it('sends / through /user to /login when no token is stored', async () => {
    // Record every in-app redirect so the whole chain is checked, not just where it ends.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { seenPaths: string[] }).seenPaths = seen;
      const replace = history.replaceState.bind(history);
      history.replaceState = (data, unused, url) => {
        if (url) seen.push(new URL(String(url), location.href).pathname);
        replace(data, unused, url);
      };
    });
    await open(page, '/');
    await page.waitForURL('**/login');
    expect(pathOf(page)).toBe('/login');
    const seen = await page.evaluate(() => (window as unknown as { seenPaths: string[] }).seenPaths);
    expect(seen.filter((path, i) => path !== seen[i - 1])).toEqual(['/user', '/login']);
    await page.waitForFunction(() => document.title.startsWith('Sign in'));
  });

  it('sends a member route without a token to /login', async () => {
    await open(page, '/user/spin');
    await page.waitForURL('**/login');
    expect(pathOf(page)).toBe('/login');
  });

  it('lets a stored token into the member area, and the guest layout clears it', async () => {
    const member = await registeredMember();
    await page.goto(`${baseUrl()}/notfound-warmup`);
    await page.evaluate((token) => window.localStorage.setItem('token', token), member.token);
    await open(page, '/user');
    await page.waitForURL('**/user/home');
    await page.getByRole('navigation', { name: 'Member menu' }).waitFor();
    await open(page, '/login');
    await page.waitForFunction(() => window.localStorage.getItem('token') === null);
  });

  it('signing in leaves /login out of the history: a back press from the home does not sign the player out', async () => {
    const member = await registeredMember();
    await page.goto(`${baseUrl()}/notfound-warmup`);
    // Accepted before, so the home opens without the agreement.
    await page.evaluate(() => window.localStorage.setItem('remember-agreement', '1'));
    await open(page, '/login');
    await page.getByRole('textbox', { name: 'Phone number' }).fill(member.phone);
    await passwordField(page, 'Password').fill(member.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL('**/user/home');
    await page.goBack();
    // Back lands on the page before the login (here the warm-up page), never on /login.
    await page.waitForURL((url) => url.pathname !== '/user/home');
    expect(pathOf(page)).not.toBe('/login');
    await expect(page.evaluate(() => window.localStorage.getItem('token'))).resolves.toBeTruthy();
  });

  it('sends a member with a token the server no longer accepts back to /login', async () => {
    await page.goto(`${baseUrl()}/notfound-warmup`);
    await page.evaluate(() => window.localStorage.setItem('token', 'revoked-token'));
    await open(page, '/user/home');
    await page.waitForURL('**/login');
    await expect(page.evaluate(() => window.localStorage.getItem('token'))).resolves.toBeNull();
  });

  it('shows Page Not Found on an unknown path', async () => {
    await open(page, '/nope');
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Page Not Found');
  });

  it('sets the page title on /terminated', async () => {
    await open(page, '/terminated');
    await page.waitForFunction(() => document.title === 'Page not found');
  });

  it('lands on /terminated when the site answers gone on /login', async () => {
    await page.route('**/api/lookup/active', (route) =>
      route.fulfill({ status: 410, contentType: 'application/json', body: JSON.stringify({ message: 'gone' }) }),
    );
    await open(page, '/login');
    await page.waitForURL('**/terminated');
    expect(pathOf(page)).toBe('/terminated');
  });

  it('clears the body class on /login when the site is active', async () => {
    await page.route('**/api/lookup/active', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ active: true }) }),
    );
    await page.addInitScript(() => document.addEventListener('DOMContentLoaded', () => document.body.classList.add('landing')));
    await open(page, '/login');
    await page.waitForFunction(() => document.body.className === '');
  });

  it('keeps the chosen language across a reload and switches <html lang>', async () => {
    const { page: thai } = await newPhone(browser);
    await open(thai, '/login');
    await expect(thai.evaluate(() => document.documentElement.lang)).resolves.toBe('th');
    await thai.getByLabel('ภาษา').selectOption('la');
    await thai.waitForFunction(() => document.documentElement.lang === 'lo');
    await thai.reload();
    await thai.waitForSelector('#root > *');
    await expect(thai.evaluate(() => document.documentElement.lang)).resolves.toBe('lo');
    await expect(thai.evaluate(() => window.localStorage.getItem('locale'))).resolves.toBe('la');
    await thai.getByLabel('ພາສາ').selectOption('en');
    await thai.waitForFunction(() => document.documentElement.lang === 'en');
  });
});
