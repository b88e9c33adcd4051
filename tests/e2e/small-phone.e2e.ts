/**
 * A player's walk on small phones (320×640 and the 390×844 default): the transfer sheet's action
 * row covers nothing, the deposit methods show that they scroll and bring the chosen one into
 * view, and the statement keeps "QR code" whole on its line, in th, la and en.
 */
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { linesOf, scrollToEnd } from '../../.storybook/layout';
import { asReturningMember, open, phonesPerSuite, type Locale } from './harness';
import { api, registeredMember, sandbox } from './sandbox';
import { text } from './texts';

const small = { width: 320, height: 640 };
const locales = ['th', 'la', 'en'] as const;

const rectOf = (locator: Locator) => locator.evaluate((el) => el.getBoundingClientRect().toJSON() as DOMRect);

describe('small phones: sheets and lines a player can read whole', () => {
  const phones = phonesPerSuite();
  let token: string;
  beforeAll(async () => {
    // A member with a paid QR deposit: money to move and a "Deposit via QR code" line in the statement.
    ({ token } = await registeredMember());
    await api.call('GET', '/api/wallet/activate/PG', undefined, token);
    const qr = await api.call<{ qrcodeId: string }>('POST', '/api/qrcode/KBANK', { amount: 300 }, token);
    await sandbox.payQr(qr.qrcodeId);
  });

  async function memberOn(locale: Locale, path: string, viewport?: { width: number; height: number }): Promise<Page> {
    const { context, page } = await phones.phone({ locale, viewport });
    await asReturningMember(context, token);
    await open(page, path);
    return page;
  }

  it.each(['en', 'th'] as const)(
    "at the reader's larger text size (up to twice, at 390 and 320 px) no screen is wider than the phone (%s)",
    async (locale) => {
      // A member of its own with a deposit and a held promotion: statement lines, the held-bonus card and its End button.
      const member = await registeredMember();
      const qr = await api.call<{ qrcodeId: string }>('POST', '/api/qrcode/KBANK', { amount: 300 }, member.token);
      await sandbox.payQr(qr.qrcodeId);
      await api.call('GET', '/api/promotion/activate/NEWYEAR2025', undefined, member.token);
      const textSettings = [
        [{ width: 390, height: 844 }, 2],
        [{ width: 320, height: 640 }, 1.5],
        [{ width: 320, height: 640 }, 2],
      ] as const;
      for (const [viewport, scale] of textSettings) {
        const { context, page } = await phones.phone({ locale, viewport });
        await asReturningMember(context, member.token);
        // The browser's own text size setting, as a player with larger text has it (not a zoom).
        const cdp = await context.newCDPSession(page);
        await cdp.send('Page.setFontSizes', { fontSizes: { standard: 16 * scale, fixed: Math.round(13 * scale) } });
        for (const path of ['/user/home', '/user/statement', '/user/bonus', '/user/home?dialog=transfer', '/user/home?dialog=withdraw']) {
          await open(page, path);
          await page.getByRole('heading', { level: 1 }).or(page.getByRole('dialog')).first().waitFor();
          const sizes = await page.evaluate(() => ({
            text: getComputedStyle(document.documentElement).fontSize,
            page: document.documentElement.scrollWidth,
            phone: document.documentElement.clientWidth,
          }));
          expect(sizes.text, path).toBe(`${16 * scale}px`);
          expect(sizes.page, `${path} at ${viewport.width} px, text ×${scale}`).toBeLessThanOrEqual(sizes.phone);
        }
      }
    },
  );

  it.each(locales)(
    'transfer: scrolled to the end, "All" is whole above the action row, at 390 and 320 px (%s)',
    async (locale) => {
      for (const viewport of [undefined, small]) {
        const page = await memberOn(locale, '/user/home?dialog=transfer', viewport);
        const sheet = page.getByRole('dialog', { name: text(locale, 'transfer.title') });
        await page.getByRole('combobox', { name: text(locale, 'transfer.from') }).selectOption('WALLET');
        await page.getByRole('combobox', { name: text(locale, 'transfer.to') }).selectOption('PG');
        const all = sheet.getByRole('button', { name: text(locale, 'transfer.fillAll'), exact: true });
        const submit = sheet.getByRole('button', { name: text(locale, 'transfer.submit'), exact: true });
        await all.evaluate(scrollToEnd);
        const row = await submit.evaluate((el) => el.parentElement!.getBoundingClientRect().toJSON() as DOMRect);
        expect((await rectOf(all)).bottom, `${viewport?.width ?? 390} px`).toBeLessThanOrEqual(row.top);
      }
    },
  );

  it('a live QR at 320×568 (la): its two buttons are on screen without scrolling, under the QR', async () => {
    // A member of its own: one live QR at a time, and this one is left unpaid.
    const member = await registeredMember();
    await api.call('POST', '/api/qrcode/WW', { amount: 300 }, member.token);
    const { context, page } = await phones.phone({ locale: 'la', viewport: { width: 320, height: 568 } });
    await asReturningMember(context, member.token);
    await open(page, '/user/home?dialog=deposit');
    const sheet = page.getByRole('dialog', { name: text('la', 'deposit.title') });
    await sheet.getByRole('tab', { name: text('la', 'deposit.tab.qr', { provider: 'WW' }) }).click();
    await sheet.getByRole('timer').waitFor();
    for (const key of ['deposit.qr.cancel', 'deposit.qr.done']) {
      const rect = await rectOf(sheet.getByRole('button', { name: text('la', key), exact: true }));
      expect(rect.bottom, key).toBeLessThanOrEqual(568);
      expect(rect.top, key).toBeGreaterThan(0);
    }
  });

  it.each(locales)('transfer held sideways (844×390): one line of buttons, most of the height left to the form (%s)', async (locale) => {
    const page = await memberOn(locale, '/user/home?dialog=transfer', { width: 844, height: 390 });
    const sheet = page.getByRole('dialog', { name: text(locale, 'transfer.title') });
    const submit = sheet.getByRole('button', { name: text(locale, 'transfer.submit'), exact: true });
    const row = await submit.evaluate((el) => el.parentElement!.getBoundingClientRect().toJSON() as DOMRect);
    const button = await rectOf(submit);
    // Both buttons on one line: the row is one button tall (plus its padding), not two.
    expect(row.height).toBeLessThan(button.height * 2);
    // Two stacked buttons took a third of the 390 px; one line leaves the form well over half of it.
    expect(row.top).toBeGreaterThan(390 * 0.7);
  });

  it.each(locales)('deposit at 320 px: every method is whole on the screen, on more than one line (%s)', async (locale) => {
    const page = await memberOn(locale, '/user/home?dialog=deposit', small);
    const list = page.getByRole('tablist', { name: text(locale, 'deposit.methods') });
    const tab = (key: string, vars?: Record<string, string>) =>
      list.getByRole('tab', { name: text(locale, key, vars), exact: true });
    await tab('deposit.tab.bank').waitFor();
    // Five methods do not fit one line: they wrap, none hidden past the sheet's edge or faded.
    const boxes = await list.getByRole('tab').evaluateAll((tabs) => tabs.map((el) => el.getBoundingClientRect().toJSON() as DOMRect));
    expect(boxes).toHaveLength(5);
    for (const box of boxes) {
      expect(box.left).toBeGreaterThanOrEqual(0);
      expect(box.right).toBeLessThanOrEqual(small.width);
    }
    expect(new Set(boxes.map((box) => box.top)).size).toBeGreaterThan(1);
    expect(await list.getAttribute('data-more-after')).toBeNull();
    // From the keyboard as on one line: End selects the last method and shows its panel.
    await tab('deposit.tab.bank').focus();
    await page.keyboard.press('End');
    await expect.poll(() => tab('deposit.tab.truewallet').getAttribute('aria-selected')).toBe('true');
    await page.getByRole('tabpanel', { name: text(locale, 'deposit.tab.truewallet') }).waitFor();
  });

  it.each(locales)('statement at 320 px: "QR code" is never cut inside the word (%s)', async (locale) => {
    const page = await memberOn(locale, '/user/statement', small);
    const list = page.getByRole('list', { name: text(locale, 'statement.listLabel') });
    const deposit = list
      .getByRole('listitem')
      .filter({ hasText: text(locale, 'statement.activity.deposit', { from: text(locale, 'statement.place.QR') }) });
    await deposit.waitFor();
    await page.evaluate(() => document.fonts.ready);
    // Each word whole on one line (English may break between "QR" and "code", at its space).
    for (const word of text(locale, 'statement.place.QR').split(' '))
      await expect(deposit.evaluate(linesOf, word)).resolves.toBe(1);
  });

  it.each(locales)('statement at 320 px: the date and time stay clear of the status pill (%s)', async (locale) => {
    const page = await memberOn(locale, '/user/statement', small);
    const entry = page.getByRole('list', { name: text(locale, 'statement.listLabel') }).getByRole('listitem').first();
    const stamp = entry.locator('time').first();
    const pill = entry.getByText(text(locale, 'statement.status.success'), { exact: true });
    await pill.waitFor();
    await page.evaluate(() => document.fonts.ready);
    // "27/11/2026 07:49:35" in English drew over "Successful" before: its line did not break.
    const [date, badge] = await Promise.all([rectOf(stamp), rectOf(pill)]);
    const apart = date.right <= badge.left || badge.right <= date.left || date.bottom <= badge.top || badge.bottom <= date.top;
    expect(apart, JSON.stringify({ date, badge })).toBe(true);
  });

  it.each([320, 390])('bonus cards at %i px show their banner art from its right half only, never its headline', async (width) => {
    const page = await memberOn('en', '/user/bonus', { width, height: 740 });
    const cards = page.locator('[style*="--bonus-image"]');
    await cards.first().waitFor();
    // Where the card's window onto its 640×360 banner starts, as a share of the banner's width: the
    // art is drawn `cover` and right-aligned on the card or on a layer of the card's height.
    const starts = await cards.evaluateAll((els) =>
      els.map((el) => {
        // The window is the card's padding box (what its overflow clips to and its layers fill).
        const card = { width: el.clientWidth, height: el.clientHeight };
        const before = getComputedStyle(el, '::before');
        const layerWidth = before.backgroundImage.includes('url(') ? parseFloat(before.width) : card.width;
        const drawn = Math.max(layerWidth, (card.height * 640) / 360);
        return (drawn - card.width) / drawn;
      }),
    );
    expect(starts.length).toBeGreaterThan(0);
    // The headline (WELCOME100's "00" showed at the card's left edge) keeps to the left half.
    for (const start of starts) expect(start).toBeGreaterThanOrEqual(0.5 - 0.001);
  });
});
