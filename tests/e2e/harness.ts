import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import { chromiumLaunchOptions, phoneViewport } from '../chromium';

export type Locale = 'th' | 'la' | 'en';

/** Where the product under test answers (started once by global-setup.ts). */
export const baseUrl = (): string => inject('baseUrl');
export const withServer = (): boolean => inject('withServer');

export const launchBrowser = (): Promise<Browser> => chromium.launch(chromiumLaunchOptions);

export interface PhoneOptions {
  locale?: Locale;
  userAgent?: string;
  /** Another screen than the 390×844 phone (the narrowest phones are 320 px wide). */
  viewport?: { width: number; height: number };
}

let phonesMade = 0;
/**
 * Each phone is its own player on its own network: the servers under test believe the loopback's
 * X-Forwarded-For (TRUST_PROXY in app-process.ts), so the per-address budgets (registration
 * lookups: 30 a minute; members made: 5) count each phone apart, as they would count players, and a suite that
 * registers dozens of members from one test machine is not refused halfway through a minute.
 */
export const phoneAddress = () => {
  phonesMade += 1;
  return `10.${process.pid % 256}.${Math.floor(phonesMade / 256) % 256}.${phonesMade % 256}`;
};

/** A phone-sized context; `locale` pre-selects the app language as a returning player would have it. */
export async function newPhone(browser: Browser, options: PhoneOptions = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: options.viewport ?? phoneViewport,
    deviceScaleFactor: 1,
    isMobile: true,
    hasTouch: true,
    userAgent: options.userAgent,
    extraHTTPHeaders: { 'x-forwarded-for': phoneAddress() },
  });
  if (options.locale) {
    await context.addInitScript((locale) => {
      if (!window.localStorage.getItem('locale')) window.localStorage.setItem('locale', locale);
    }, options.locale);
  }
  const page = await context.newPage();
  return { context, page };
}

/**
 * One browser for a describe block and fresh phones for its tests: call inside `describe`. Every
 * phone a test opens is closed after that test (cookies, storage and sockets never leak into the
 * next one), and the browser after the block.
 */
export function phonesPerSuite(): {
  phone: (options?: PhoneOptions) => Promise<{ context: BrowserContext; page: Page }>;
  desktop: () => Promise<BrowserContext>;
  browser: () => Browser;
} {
  let browser: Browser | undefined;
  const open: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterEach(async () => {
    await Promise.all(open.splice(0).map((context) => context.close()));
  });
  afterAll(async () => {
    await browser?.close();
  });
  const current = () => {
    if (!browser) throw new Error('phonesPerSuite(): the browser starts in beforeAll');
    return browser;
  };
  return {
    browser: current,
    phone: async (options = {}) => {
      const made = await newPhone(current(), options);
      open.push(made.context);
      return made;
    },
    /** A desktop-sized window (the operator's sandbox console), closed after the test too. */
    desktop: async () => {
      const context = await current().newContext({ viewport: { width: 1280, height: 900 } });
      open.push(context);
      return context;
    },
  };
}

/** Opens a path of the product and waits for the app to render. */
export async function open(page: Page, path: string): Promise<void> {
  // A sheet closed just before leaves the app dropping its back guard (platform/browser-back: one
  // history.back()); a goto in that instant is aborted by the traversal (seen once in a loaded run).
  // A player's next address is never typed in the same millisecond: go again.
  await page.goto(`${baseUrl()}${path}`).catch(async (error: Error) => {
    if (!/ERR_ABORTED/.test(error.message)) throw error;
    await page.goto(`${baseUrl()}${path}`);
  });
  await page.waitForSelector('#root > *');
}

/** A returning member on this device: signed in, and the agreement accepted on an earlier visit. */
export async function asReturningMember(context: BrowserContext, token: string): Promise<void> {
  await context.addInitScript((stored) => {
    window.localStorage.setItem('token', stored);
    window.localStorage.setItem('remember-agreement', '1');
  }, token);
}

/**
 * No live-balance socket on this page (long-polling refused, the WebSocket closed): money moved from
 * another device, which pings the member's room, leaves the open screen's figures stale — for tests of
 * what the server refuses when a screen was stale. Call before the page loads.
 */
export async function withoutLiveSocket(page: Page): Promise<void> {
  await page.route('**/socket.io/**', (route) => route.abort());
  await page.routeWebSocket('**/socket.io/**', (socket) => socket.close());
}
