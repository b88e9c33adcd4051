import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { asReturningMember, baseUrl, open, phonesPerSuite, type Locale } from './harness';
import { simulateLine, simulateTelegram } from './hosts';
import { api, freshPhone, registeredMember, sandbox } from './sandbox';
import { passwordField, text } from './texts';

/**
 * The browser's own back — Android's back gesture in a plain browser, LINE's in-app browser —
 * closes the topmost sheet and steps the register wizard back, as the in-app back arrow does
 * (DESIGN.md §4), instead of leaving the screen with what was open or typed.
 */
type Member = Awaited<ReturnType<typeof registeredMember>>;

const pathOf = (page: Page) => new URL(page.url()).pathname;
/**
 * The guard entry over an open sheet is in place (the module keeping it loads when the first sheet
 * opens, a few milliseconds; a player's thumb is slower than that, a test is not) — or, with
 * `false`, dropped again after the sheet closed by other means.
 */
const guarded = (page: Page, on = true) =>
  page.waitForFunction((want) => JSON.stringify(history.state ?? {}).includes('BackGuard":true') === want, on);
const searchOf = (page: Page) => new URL(page.url()).search;

/** A returning member on the home, arrived there through the plain browser or LINE's. */
async function memberHome(phones: ReturnType<typeof phonesPerSuite>, member: Member, host: 'browser' | 'line', locale: Locale) {
  const { context, page } = await phones.phone({ locale });
  await context.addInitScript((token) => {
    window.localStorage.setItem('token', token);
    window.localStorage.setItem('remember-agreement', new Date().toISOString());
  }, member.token);
  if (host === 'line') await simulateLine(page, { path: '/user/home' });
  else await open(page, '/user/home');
  await page.getByRole('navigation', { name: text(locale, 'nav.memberMenu') }).waitFor();
  return page;
}

/** A new member with 300 in the wallet (a paid QR) and a PG account, on the home in a plain browser (en). */
async function fundedMemberHome(phones: ReturnType<typeof phonesPerSuite>) {
  const member = await registeredMember();
  await api.call('GET', '/api/wallet/activate/PG', undefined, member.token);
  const qr = await api.call<{ qrcodeId: string }>('POST', '/api/qrcode/KBANK', { amount: 300 }, member.token);
  await sandbox.payQr(qr.qrcodeId);
  return memberHome(phones, member, 'browser', 'en');
}

/**
 * A member with 300 in the wallet and a PG account, on the home in a plain browser (en), who has
 * filled the Transfer sheet (wallet → PG, `amount`) and pressed Transfer: the confirm is open.
 */
async function transferUpToConfirm(phones: ReturnType<typeof phonesPerSuite>, amount: string) {
  const t = (k: string) => text('en', k);
  const page = await fundedMemberHome(phones);
  await page.getByRole('button', { name: t('home.transfer') }).click();
  const sheet = page.getByRole('dialog', { name: t('transfer.title') });
  await sheet.waitFor();
  await page.getByRole('combobox', { name: t('transfer.from') }).selectOption('WALLET');
  await page.getByRole('combobox', { name: t('transfer.to') }).selectOption('PG');
  await page.getByRole('textbox', { name: t('transfer.amount') }).fill(amount);
  await sheet.getByRole('button', { name: t('transfer.submit'), exact: true }).click();
  const confirm = page.getByRole('alertdialog', { name: t('transfer.confirmTitle') });
  await confirm.waitFor();
  return { page, sheet, confirm };
}

describe("the browser's back button", () => {
  const phones = phonesPerSuite();
  afterEach(async () => {
    await sandbox.settings({ registerOTP: false });
  });

  it.each([
    ['browser', 'en'],
    ['line', 'th'],
  ] as const)('closes the open sheet and stays on the screen; the next press navigates (%s, %s)', async (host, locale) => {
    const t = (k: string) => text(locale, k);
    const page = await memberHome(phones, await registeredMember(), host, locale);
    await page.getByRole('navigation', { name: t('nav.memberMenu') }).getByRole('link', { name: t('nav.statement') }).click();
    await page.waitForURL('**/user/statement');
    await page.getByRole('button', { name: t('statement.slips.open') }).click();
    const slips = page.getByRole('dialog', { name: t('statement.slips.title') });
    await slips.waitFor();
    await guarded(page);

    await page.goBack();
    await slips.waitFor({ state: 'hidden' });
    expect(pathOf(page)).toBe('/user/statement');
    await page.getByRole('heading', { level: 1, name: t('page.statement') }).waitFor();

    await page.goBack();
    await page.waitForURL('**/user/home');
  });

  it('after a sheet closes with its own button, one press goes back (no dead press left behind)', async () => {
    const t = (k: string) => text('en', k);
    const page = await memberHome(phones, await registeredMember(), 'browser', 'en');
    await page.getByRole('navigation', { name: t('nav.memberMenu') }).getByRole('link', { name: t('nav.statement') }).click();
    await page.waitForURL('**/user/statement');
    await page.getByRole('button', { name: t('statement.slips.open') }).click();
    const slips = page.getByRole('dialog', { name: t('statement.slips.title') });
    await guarded(page);
    await slips.getByRole('button', { name: t('ui.common.close') }).click();
    await slips.waitFor({ state: 'hidden' });
    // The guard entry is dropped quietly; wait for it before pressing back.
    await guarded(page, false);
    await page.goBack();
    await page.waitForURL('**/user/home');
  });

  it('a reload with the deposit sheet open brings it back, and back closes it on the home', async () => {
    const t = (k: string) => text('en', k);
    const page = await memberHome(phones, await registeredMember(), 'browser', 'en');
    await page.getByRole('button', { name: t('home.deposit') }).click();
    const sheet = page.getByRole('dialog', { name: t('deposit.title') });
    await sheet.waitFor();
    await guarded(page);

    await page.reload();
    await sheet.waitFor();
    await guarded(page);
    await page.goBack();
    await sheet.waitFor({ state: 'hidden' });
    expect(pathOf(page)).toBe('/user/home');

    // Closed, it stays closed: the next reload is the home alone. (Reloaded only once the history
    // has settled: a reload made while a traversal is in flight is aborted, on a loaded runner.)
    await guarded(page, false);
    await page.waitForTimeout(300);
    await page.reload();
    await page.getByRole('button', { name: t('home.deposit') }).waitFor();
    await page.waitForTimeout(500);
    await expect(sheet.count()).resolves.toBe(0);
  });

  it('a reload with the withdraw or transfer sheet open brings it back with what was typed and chosen', async () => {
    const t = (k: string) => text('en', k);
    const page = await fundedMemberHome(phones);

    await page.getByRole('button', { name: t('home.withdraw') }).click();
    const withdraw = page.getByRole('dialog', { name: t('withdraw.title') });
    const amount = withdraw.getByRole('textbox', { name: t('withdraw.amount') });
    await amount.fill('120');
    // The sheet's history entry is in (a reload brings back only a sheet open over this entry): on a
    // loaded machine the reload could come first (failed once in a clean-clone CI).
    await guarded(page);
    await page.reload();
    await amount.waitFor();
    await expect.poll(() => amount.inputValue(), { timeout: 5000 }).toBe('120');
    // On the review, a reload comes back to the review, not to the amount the player had passed.
    await withdraw.getByRole('button', { name: t('withdraw.submit'), exact: true }).click();
    const review = withdraw.getByRole('group', { name: t('withdraw.review') });
    await review.waitFor();
    await page.reload();
    await review.waitFor();
    await expect(review.textContent()).resolves.toContain('120.00');
    await withdraw.getByRole('button', { name: t('withdraw.edit') }).click();
    await expect.poll(() => amount.inputValue(), { timeout: 5000 }).toBe('120');
    await withdraw.getByRole('button', { name: t('ui.common.close') }).click();
    await withdraw.waitFor({ state: 'detached' });
    await page.waitForTimeout(300);

    await page.getByRole('button', { name: t('home.transfer') }).click();
    const transfer = page.getByRole('dialog', { name: t('transfer.title') });
    await transfer.getByRole('combobox', { name: t('transfer.from') }).selectOption('WALLET');
    await transfer.getByRole('combobox', { name: t('transfer.to') }).selectOption('PG');
    await transfer.getByRole('textbox', { name: t('transfer.amount') }).fill('75');
    await guarded(page);
    await page.reload();
    const typed = transfer.getByRole('textbox', { name: t('transfer.amount') });
    await typed.waitFor();
    await expect.poll(() => typed.inputValue(), { timeout: 5000 }).toBe('75');
    await expect(transfer.getByRole('combobox', { name: t('transfer.from') }).inputValue()).resolves.toBe('WALLET');
    await expect(transfer.getByRole('combobox', { name: t('transfer.to') }).inputValue()).resolves.toBe('PG');
  });

  it('a reload with a QR showing brings the deposit sheet back on its tab, the QR still there', async () => {
    const t = (k: string, v?: Record<string, string>) => text('en', k, v);
    const member = await registeredMember();
    await api.call('POST', '/api/qrcode/WW', { amount: 300 }, member.token);
    const page = await memberHome(phones, member, 'browser', 'en');
    await page.getByRole('button', { name: t('home.deposit') }).click();
    const sheet = page.getByRole('dialog', { name: t('deposit.title') });
    const qrTab = sheet.getByRole('tab', { name: t('deposit.tab.qr', { provider: 'WW' }), exact: true });
    await qrTab.click();
    await sheet.getByRole('timer').waitFor();
    await guarded(page);

    await page.reload();
    await sheet.waitFor();
    await expect.poll(() => qrTab.getAttribute('aria-selected')).toBe('true');
    await sheet.getByRole('timer').waitFor();
  });

  it('a reload with a dialog open that does not come back (a bonus): one back then leaves the page', async () => {
    const t = (k: string) => text('en', k);
    const page = await memberHome(phones, await registeredMember(), 'browser', 'en');
    await page.getByRole('button', { name: t('home.bonusConditions') }).click();
    await page.waitForURL('**/user/bonus');
    await page.getByRole('button', { name: /WELCOME100/ }).click();
    await page.getByRole('dialog', { name: 'WELCOME100' }).waitFor();
    await guarded(page);

    await page.reload();
    await page.getByRole('button', { name: /WELCOME100/ }).waitFor();
    // The entry the dialog's guard left is no step of the app: back goes where the player came from
    // (it was one press that changed nothing).
    await page.goBack();
    await page.waitForURL('**/user/home');
    await page.getByRole('navigation', { name: t('nav.memberMenu') }).waitFor();
  });

  it('a reload on a receipt comes back to the home, not to the empty form offering the same move again', async () => {
    const t = (k: string) => text('en', k);
    const { page, sheet, confirm } = await transferUpToConfirm(phones, '120');
    await confirm.getByRole('button', { name: t('common.confirm') }).click();
    await sheet.getByRole('region', { name: t('receipt.transfer') }).waitFor();
    await page.reload();
    // The home with the balances after the move (300 in: 180 left in the wallet, 120 in PG Soft).
    await page.getByRole('button', { name: t('home.transfer') }).waitFor();
    await page.getByText('300.00').first().waitFor();
    // (A sheet coming back does so once the dialog code has loaded: given time to.)
    await expect(sheet.waitFor({ timeout: 3000 })).rejects.toThrow();
    expect(pathOf(page)).toBe('/user/home');
  });

  it('a sheet tapped open before the home has loaded its dialog code still comes back after a reload', async () => {
    const t = (k: string) => text('en', k);
    const { context, page } = await phones.phone({ locale: 'en' });
    await asReturningMember(context, (await registeredMember()).token);
    // A slow network: the home's tiles are up a while before the code that draws its dialogs.
    let delayed = true;
    await page.route('**/assets/WalletDialogs-*.js', async (route) => {
      if (delayed) await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await open(page, '/user/home');
    await page.getByRole('button', { name: t('home.deposit') }).click();
    const sheet = page.getByRole('dialog', { name: t('deposit.title') });
    await sheet.waitFor();
    await guarded(page);

    delayed = false;
    await page.reload();
    await sheet.waitFor();
  });

  it('a confirm over the transfer sheet closes first, then the sheet, with the amount kept in between', async () => {
    const t = (k: string) => text('en', k);
    const { page, sheet, confirm } = await transferUpToConfirm(phones, '120');

    await page.goBack();
    await confirm.waitFor({ state: 'hidden' });
    await expect(page.getByRole('textbox', { name: t('transfer.amount') }).inputValue()).resolves.toBe('120');
    expect(pathOf(page)).toBe('/user/home');

    await page.goBack();
    await sheet.waitFor({ state: 'hidden' });
    expect(pathOf(page)).toBe('/user/home');
    await page.getByRole('button', { name: t('home.transfer') }).waitFor();
  });

  it("the transfer sheet opened from a game's sheet goes back to that game's sheet, then to the home", async () => {
    const t = (k: string) => text('en', k);
    const member = await registeredMember();
    await api.call('GET', '/api/wallet/activate/PG', undefined, member.token);
    const page = await memberHome(phones, member, 'browser', 'en');
    await page.getByRole('button', { name: /^PG Soft/ }).click();
    const game = page.getByRole('dialog', { name: 'PG Soft' });
    await game.getByRole('button', { name: t('games.transfer') }).click();
    const sheet = page.getByRole('dialog', { name: t('transfer.title') });
    await sheet.waitFor();
    await guarded(page);

    await page.goBack();
    await sheet.waitFor({ state: 'hidden' });
    await game.waitFor();
    expect(pathOf(page)).toBe('/user/home');
    await guarded(page);

    await page.goBack();
    await game.waitFor({ state: 'hidden' });
    expect(pathOf(page)).toBe('/user/home');
    await page.getByRole('button', { name: t('home.transfer') }).waitFor();
  });

  it("from a receipt's statement link: back closes the entry's receipt, the next press is the home (never the receipt again)", async () => {
    const t = (k: string) => text('en', k);
    const { page, sheet, confirm } = await transferUpToConfirm(phones, '50');
    await confirm.getByRole('button', { name: t('common.confirm') }).click();
    await sheet.getByRole('button', { name: t('ui.receipt.statement') }).click();

    await page.waitForURL('**/user/statement');
    const receipt = page.getByRole('dialog', { name: t('receipt.open') });
    await receipt.waitFor();
    await page.goBack();
    await receipt.waitFor({ state: 'hidden' });
    expect(`${pathOf(page)}${searchOf(page)}`).toBe('/user/statement');

    await page.goBack();
    await page.waitForURL('**/user/home');
    await expect(page.getByRole('dialog').count()).resolves.toBe(0);
  });

  it('steps the register wizard back with everything typed, and leaves it only from the first step', async () => {
    const locale: Locale = 'la';
    const t = (k: string) => text(locale, k);
    await sandbox.settings({ registerOTP: true });
    const { page } = await phones.phone({ locale });
    await page.goto(`${baseUrl()}/login`);
    await page.getByRole('navigation', { name: t('nav.guestMenu') }).getByRole('link', { name: t('nav.register') }).click();
    await page.waitForURL('**/register');
    const phone = freshPhone();
    await page.getByRole('textbox', { name: t('register.phone') }).fill(phone);
    await page.getByRole('button', { name: t('register.next') }).click();
    await page.getByRole('heading', { name: t('register.stepOtp') }).waitFor();
    await page.getByRole('textbox', { name: t('register.otpCode') }).fill(await sandbox.otpOf(phone));
    await page.getByRole('button', { name: t('register.verify'), exact: true }).click();
    await page.getByRole('heading', { name: t('register.stepProfile') }).waitFor();
    await page.getByRole('textbox', { name: t('register.name') }).fill('Somchai Player');

    // Back from the profile goes to the phone: the verified OTP step is behind the player.
    await page.goBack();
    await page.getByRole('heading', { name: t('register.stepPhone') }).waitFor();
    expect(pathOf(page)).toBe('/register');
    await expect(page.getByRole('textbox', { name: t('register.phone') }).inputValue()).resolves.toBe(phone);

    // Forward again through the wizard's own button (the phone is verified now, so straight to
    // step 3): the name typed there is still there.
    await page.getByRole('button', { name: t('register.next') }).click();
    await page.getByRole('heading', { name: t('register.stepProfile') }).waitFor();
    await expect(page.getByRole('textbox', { name: t('register.name') }).inputValue()).resolves.toBe('Somchai Player');

    // The stepper shows the OTP step done (verified on the first pass), not skipped.
    await expect(page.locator('li[data-state="completed"]').count()).resolves.toBe(2);
    await page.goBack();
    await page.getByRole('heading', { name: t('register.stepPhone') }).waitFor();
    await page.goBack();
    await page.waitForURL('**/login');
  });

  it.each([
    ['invite', 'home.invite', 'invite.title'],
    ['refund', 'home.refund', 'refund.title'],
  ] as const)('back on the %s banner carousel leaves to the home; Continue still opens the dialog', async (_name, widget, title) => {
    const t = (k: string) => text('en', k);
    const page = await memberHome(phones, await registeredMember(), 'browser', 'en');
    const banners = page.getByRole('dialog', { name: t('walletDialogs.banners') });
    const dialog = page.getByRole('dialog', { name: t(title) });

    await page.getByRole('button', { name: t(widget) }).click();
    await banners.waitFor();
    await guarded(page);
    await page.goBack();
    await banners.waitFor({ state: 'hidden' });
    // The dialog behind the banners would load and open within a moment: it must not come at all.
    await page.waitForTimeout(1500);
    await expect(dialog.count()).resolves.toBe(0);
    expect(pathOf(page)).toBe('/user/home');
    await guarded(page, false);

    // The spec's chain (banners, then the dialog) is kept for the carousel's own buttons.
    await page.getByRole('button', { name: t(widget) }).click();
    await banners.getByRole('button', { name: t('walletDialogs.continue') }).click();
    await dialog.waitFor();

    // A reload (Telegram's menu, a webview brought back) returns to the sheet the player was in,
    // not to the banners passed on the way there.
    await guarded(page);
    await page.reload();
    await dialog.waitFor();
    await expect(banners.count()).resolves.toBe(0);
  });

  it("Telegram's back on the invite banner carousel leaves to the home in one press (th)", async () => {
    const t = (k: string) => text('th', k);
    const { context, page } = await phones.phone({ locale: 'th' });
    await asReturningMember(context, (await registeredMember()).token);
    const telegram = await simulateTelegram(page, { path: '/user/home?dialog=invite' });
    const banners = page.getByRole('dialog', { name: t('walletDialogs.banners') });
    await banners.waitFor({ timeout: 60_000 });
    await telegram.waitForBackButton(true);

    await telegram.emit('back_button_pressed');
    await banners.waitFor({ state: 'hidden' });
    await page.waitForTimeout(1500);
    await expect(page.getByRole('dialog', { name: t('invite.title') }).count()).resolves.toBe(0);
    // Home is a root screen: nothing is left for the back button to do.
    await telegram.waitForBackButton(false);
    expect(pathOf(page)).toBe('/user/home');
  });

  it('back from the home onto a guest page left from before the sign-in does not sign the member out', async () => {
    const locale: Locale = 'th';
    const t = (k: string) => text(locale, k);
    const member = await registeredMember();
    const { page } = await phones.phone({ locale });
    await page.goto(`${baseUrl()}/howto`);
    await page.getByRole('navigation', { name: t('nav.guestMenu') }).getByRole('link', { name: t('nav.home') }).click();
    await page.waitForURL('**/login');
    await page.getByRole('textbox', { name: t('login.phone') }).fill(member.phone);
    await passwordField(page, t('login.password')).fill(member.password);
    await page.getByRole('button', { name: t('login.submit'), exact: true }).click();
    await page.waitForURL('**/user/home');
    await page.getByRole('alertdialog', { name: t('home.agreementTitle') }).getByRole('button', { name: t('home.agreementAccept') }).click();
    await page.getByRole('alertdialog', { name: t('home.agreementTitle') }).waitFor({ state: 'hidden' });

    // The entry behind the home is /howto (the sign-in replaced /login): back lands there and
    // comes straight home, still signed in, the balance still shown.
    await page.goBack();
    await page.waitForURL('**/user/home');
    await page.getByRole('navigation', { name: t('nav.memberMenu') }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('token') ?? sessionStorage.getItem('token'))).toBeTruthy();
    await page.getByRole('button', { name: t('home.transfer') }).waitFor();
  });
});
