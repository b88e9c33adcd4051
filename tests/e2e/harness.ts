import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { chromiumLaunchOptions, phoneViewport } from '../chromium';

export type Locale = 'th' | 'la' | 'en';

/** Where the product under test answers (started once by global-setup.ts). */
export const baseUrl = (): string => inject('baseUrl');
export const withServer = (): boolean => inject('withServer');

export const launchBrowser = (): Promise<Browser> => chromium.launch(chromiumLaunchOptions);

export interface PhoneOptions {
  locale?: Locale;
  userAgent?: string;
}

/** A phone-sized context; `locale` pre-selects the app language as a returning player would have it. */
export async function newPhone(browser: Browser, options: PhoneOptions = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: phoneViewport,
    deviceScaleFactor: 1,
    isMobile: true,
    hasTouch: true,
    userAgent: options.userAgent,
  });
  if (options.locale) {
    await context.addInitScript((locale) => {
      if (!window.localStorage.getItem('locale')) window.localStorage.setItem('locale', locale);
    }, options.locale);
  }
  const page = await context.newPage();
  return { context, page };
}

/** Opens a path of the product and waits for the app to render. */
export async function open(page: Page, path: string): Promise<void> {
  await page.goto(`${baseUrl()}${path}`);
  await page.waitForSelector('#root > *');
}

/** A returning member on this device: signed in, and the agreement accepted on an earlier visit. */
export async function asReturningMember(context: BrowserContext, token: string): Promise<void> {
  await context.addInitScript((stored) => {
    window.localStorage.setItem('token', stored);
    window.localStorage.setItem('remember-agreement', '1');
  }, token);
}
