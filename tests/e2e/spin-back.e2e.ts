import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { asReturningMember, open, phonesPerSuite, type Locale } from './harness';
import { simulateLine, simulateTelegram } from './hosts';
import { api, registeredMember, sandbox } from './sandbox';
import { text } from './texts';

/**
 * Back pressed while the wheel spins (the browser's back, Telegram's or LINE's): the spin page goes
 * at once, and the prize the server drew is announced on the home the player is back on, with the
 * wheel tile's coins refreshed and focus back on that tile. Whether the reply comes before the
 * press (the wheel turning) or after it (still at the server), the player learns what the spin gave.
 */
type Drawn = { code: string; label: string; couponId: string | null };

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// By path: back inside Telegram returns to the launch entry, which keeps its #tgWebAppData hash.
const onHome = (page: Page) => page.waitForURL((url) => url.pathname === '/user/home');

/** A member with 10 coins (every 100 baht of one deposit earns one), back on this phone's home. */
async function memberWithCoins(phones: ReturnType<typeof phonesPerSuite>, host: 'browser' | 'line' | 'telegram', locale: Locale) {
  const member = await registeredMember();
  const qr = await api.call<{ qrcodeId: string }>('POST', '/api/qrcode/KBANK', { amount: 1000 }, member.token);
  await sandbox.payQr(qr.qrcodeId);
  const { context, page } = await phones.phone({ locale });
  await asReturningMember(context, member.token);
  if (host === 'telegram') {
    const { initData } = await api.call<{ initData: string }>('POST', '/api/sandbox/telegram/initdata', {
      userId: 800_000 + Math.floor(Math.random() * 100_000),
      firstName: 'Somchai',
    });
    return { page, telegram: await simulateTelegram(page, { path: '/user/home', initData }) };
  }
  if (host === 'line') await simulateLine(page, { path: '/user/home' });
  else await open(page, '/user/home');
  return { page, telegram: null };
}

/** The wheel tile on the home, by its label (its coin count follows in the same button). */
const wheelTile = (page: Page, locale: Locale) =>
  page.getByRole('button', { name: new RegExp(`^${escapeRegExp(text(locale, 'home.spin'))}`) });

/** What the home says about the spin once the server's reply is known. */
const announcement = (locale: Locale, drawn: Drawn) =>
  text(locale, drawn.couponId ? 'spin.announce.won' : 'spin.announce.lost', { label: drawn.label });

/** From the home, as a player: the wheel tile, then the wheel's spin button with 10 coins. */
async function openWheel(page: Page, locale: Locale) {
  const t = (key: string, vars?: Record<string, number>) => text(locale, key, vars);
  await wheelTile(page, locale).getByText(text(locale, 'home.coins', { count: 10, coins: '10' })).waitFor();
  await wheelTile(page, locale).click();
  await page.waitForURL('**/user/spin');
  return page.getByRole('button', { name: `${t('spin.spin')} 10 ${t('spin.coinsUnit', { count: 10 })}` });
}

/** Back on the home, focus is on the tile the player left it from (for the keyboard and screen readers), not its heading. */
const focusBackOnTheWheelTile = (page: Page, locale: Locale) =>
  expect.poll(() => wheelTile(page, locale).evaluate((tile) => tile === document.activeElement)).toBe(true);

async function seeAnnouncedOnTheHome(page: Page, locale: Locale, drawn: Drawn) {
  await onHome(page);
  const toasts = page.getByRole('region', { name: text(locale, 'ui.toast.region') });
  await toasts.getByRole('status').filter({ hasText: announcement(locale, drawn) }).waitFor({ timeout: 8000 });
  // The tile's count is the wallet's, reloaded after the spin took its coin.
  await wheelTile(page, locale).getByText(text(locale, 'home.coins', { count: 9, coins: '9' })).waitFor();
  await expect(page.locator('dialog[open]').count()).resolves.toBe(0);
}

describe('back pressed while the wheel spins', () => {
  const phones = phonesPerSuite();

  it('the browser (en): the reply comes after the press; the prize is announced on the home and the coins refresh', async () => {
    const locale: Locale = 'en';
    const { page } = await memberWithCoins(phones, 'browser', locale);
    const spin = await openWheel(page, locale);
    // The spin waits at the network until the player is home: the server draws only then.
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    let drawn: Drawn | undefined;
    await page.route('**/api/spinwheel/spin', async (route: Route) => {
      await gate;
      const response = await route.fetch();
      drawn = ((await response.json()) as { result: Drawn }).result;
      await route.fulfill({ response });
    });
    await spin.click();
    await page.goBack();
    await onHome(page);
    // The home read the wallet before the server drew: still 10 coins.
    await wheelTile(page, locale).getByText(text(locale, 'home.coins', { count: 10, coins: '10' })).waitFor();
    await focusBackOnTheWheelTile(page, locale);
    release();
    await expect.poll(() => drawn, { timeout: 8000 }).toBeDefined();
    await seeAnnouncedOnTheHome(page, locale, drawn!);
  });

  it("Telegram's back button (th): pressed as the wheel starts turning", async () => {
    const locale: Locale = 'th';
    const { page, telegram } = await memberWithCoins(phones, 'telegram', locale);
    const spin = await openWheel(page, locale);
    await telegram!.waitForBackButton(true);
    const spun = page.waitForResponse((r) => r.url().endsWith('/api/spinwheel/spin'));
    await spin.click();
    const drawn = ((await (await spun).json()) as { result: Drawn }).result;
    await telegram!.emit('back_button_pressed');
    await seeAnnouncedOnTheHome(page, locale, drawn);
    await focusBackOnTheWheelTile(page, locale);
  });

  it("LINE's back (la): pressed at once after the spin button", async () => {
    const locale: Locale = 'la';
    const { page } = await memberWithCoins(phones, 'line', locale);
    const spin = await openWheel(page, locale);
    const spun = page.waitForResponse((r) => r.url().endsWith('/api/spinwheel/spin'));
    await spin.click();
    await page.goBack();
    const drawn = ((await (await spun).json()) as { result: Drawn }).result;
    await seeAnnouncedOnTheHome(page, locale, drawn);
  });
});
