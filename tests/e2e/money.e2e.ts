import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { phonesPerSuite, open, withoutLiveSocket, type Locale } from './harness';
import { simulateTelegram } from './hosts';
import { api, registeredMember, sandbox } from './sandbox';
import { passBanners, pickAndSendSlip } from './dialogs';
import { text } from './texts';

/**
 * Money dialogs against the real server (issue 8): deposits by QR, slip and True Money link,
 * transfers, withdrawals, invite and refund. Dialogs open through the `?dialog=` deep link.
 */
type Member = Awaited<ReturnType<typeof registeredMember>>;

const authed = <T>(member: Member, method: string, path: string, body?: unknown) => api.call<T>(method, path, body, member.token);
const walletAmount = async (member: Member) =>
  (await authed<{ wallet: { amount: number } }>(member, 'GET', '/api/wallet')).wallet.amount;

type Phones = ReturnType<typeof phonesPerSuite>;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

async function signedInPhone(phones: Phones, member: Member, locale: Locale) {
  const phone = await phones.phone({ locale });
  await phone.context.addInitScript((token) => {
    window.localStorage.setItem('token', token);
    // A returning member who accepted the agreement: its dialog would cover ours after 1.5 s.
    window.localStorage.setItem('remember-agreement', new Date().toISOString());
  }, member.token);
  return phone;
}

/** A transfer ends on its receipt in the sheet; Done closes the sheet. */
async function closeReceipt(page: Page, t: (k: string) => string) {
  const sheet = page.getByRole('dialog', { name: t('transfer.title') });
  await sheet.getByRole('region', { name: t('receipt.transfer') }).getByRole('button', { name: t('ui.receipt.done') }).click();
  await sheet.waitFor({ state: 'detached' });
}

async function openDialog(page: Page, locale: Locale, name: string, titleKey: string) {
  await open(page, `/user/home?dialog=${name}`);
  // A fresh page load of the home and the dialog's chunk: once over 30 s on a CI machine under load.
  await page.getByRole('dialog', { name: text(locale, titleKey) }).waitFor({ timeout: 60_000 });
}

describe('money dialogs against the real server', () => {
  const phones = phonesPerSuite();

  it.each(['th', 'la', 'en'] as const)(
    'QR deposit: create, the sandbox bank pays while the QR is open, it turns to "received" within 2 s with the new balance (%s)',
    async (locale) => {
      const t = (k: string, v?: Record<string, string | number>) => text(locale, k, v);
      const member = await registeredMember();
      const phone = await signedInPhone(phones, member, locale);
      const { page } = phone;
      await openDialog(page, locale, 'deposit', 'deposit.title');
      await page.getByRole('tab', { name: t('deposit.tab.qr', { provider: 'KBANK' }) }).click();
      await page.getByRole('radio', { name: '100', exact: true }).check();
      await page.getByRole('button', { name: t('deposit.qr.create') }).click();
      await page.getByRole('img', { name: t('deposit.qr.imageLabel', { provider: 'KBANK' }) }).waitFor();
      expect(await page.getByRole('timer').textContent()).toMatch(/^1[45]:\d\d/);
      // Paying from this same phone: the QR's picture is saved for the bank app's scan-from-photos.
      await page.getByText(t('deposit.qr.saveHint')).waitFor();
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: t('deposit.qr.save') }).click()]);
      expect(download.suggestedFilename()).toBe('qr-kbank-100.png');
      expect((await readFile(await download.path())).subarray(0, 8)).toEqual(PNG_SIGNATURE);
      const qr = await authed<{ qrcodeId: string }>(member, 'GET', '/api/qrcode/KBANK');
      await sandbox.payQr(qr.qrcodeId);
      // Issue 18.2: the dialog knows it is paid (live push, or the poll) — no second payment.
      const dialog = page.getByRole('dialog', { name: t('deposit.title') });
      const receipt = dialog.getByRole('region', { name: t('receipt.deposit') });
      await receipt.waitFor({ timeout: 2000 });
      await receipt.getByText('+100.00').waitFor();
      // The total now, and the statement's reference for this QR's credit.
      await receipt.getByRole('definition').filter({ hasText: '100.00' }).last().waitFor();
      expect(await receipt.getByRole('textbox', { name: t('ui.receipt.reference') }).inputValue()).toMatch(/^TX\d{8,}$/);
      await expect(dialog.getByRole('timer').count()).resolves.toBe(0);
      await expect(dialog.getByRole('button', { name: t('deposit.qr.done') }).count()).resolves.toBe(0);
      await dialog.getByRole('button', { name: t('ui.receipt.done') }).click();
      await page.getByRole('dialog', { name: t('deposit.title') }).waitFor({ state: 'detached' });
      // Credited already: no "your balance will update soon" after its receipt.
      await expect(page.getByText(t('deposit.qr.doneMessage')).count()).resolves.toBe(0);
      expect(await walletAmount(member)).toBe(100);
    },
  );

  it('QR cancel deletes it; the countdown reaches 00:00 and the QR is gone (th, clock controlled)', async () => {
    const locale: Locale = 'th';
    const t = (k: string, v?: Record<string, string | number>) => text(locale, k, v);
    const member = await registeredMember();
    const phone = await signedInPhone(phones, member, locale);
    const { page } = phone;
    await page.clock.install();
    await openDialog(page, locale, 'deposit', 'deposit.title');
    await page.getByRole('tab', { name: t('deposit.tab.qr', { provider: 'WW' }) }).click();
    const amount = page.getByRole('textbox', { name: t('deposit.qr.amountLabel') });
    await amount.fill('50');
    await page.getByText(t('deposit.qr.belowMinimum', { amount: '100.00' })).waitFor();
    expect(await page.getByRole('button', { name: t('deposit.qr.create') }).isDisabled()).toBe(true);
    await amount.fill('100');
    await page.getByRole('button', { name: t('deposit.qr.create') }).click();
    await page.getByRole('timer').waitFor();
    await page.getByRole('button', { name: t('deposit.qr.cancel') }).click();
    // It asks first; the question's own Cancel QR deletes it.
    await page.getByRole('alertdialog', { name: t('deposit.qr.cancelTitle') }).getByRole('button', { name: t('deposit.qr.cancel') }).click();
    await page.getByRole('button', { name: t('deposit.qr.create') }).waitFor();
    expect((await authed<{ hasQrcode: boolean }>(member, 'GET', '/api/qrcode/WW')).hasQrcode).toBe(false);

    await page.getByRole('tab', { name: t('deposit.tab.qr', { provider: 'PAYTIMZ' }) }).click();
    await page.getByRole('radio', { name: '50', exact: true }).check();
    await page.getByRole('button', { name: t('deposit.qr.create') }).click();
    await page.getByRole('timer').waitFor();
    await page.clock.fastForward('15:01');
    await page.getByText(t('deposit.qr.expired')).waitFor();
    expect(await page.getByRole('img', { name: t('deposit.qr.imageLabel', { provider: 'PAYTIMZ' }) }).count()).toBe(0);
  });

  it('slip upload with progress, the sandbox rejects it, the open sheet and the slip list report the translated reason (la)', async () => {
    const locale: Locale = 'la';
    const t = (k: string, v?: Record<string, string | number>) => text(locale, k, v);
    const member = await registeredMember();
    const phone = await signedInPhone(phones, member, locale);
    const { page } = phone;
    await openDialog(page, locale, 'deposit', 'deposit.title');
    await page.getByText(t('deposit.slip.window')).waitFor();
    await pickAndSendSlip(page, locale);
    const received = page.getByText(/SLIP[0-9A-F]{16}/);
    await received.waitFor();
    const reference = /SLIP[0-9A-F]{16}/.exec((await received.textContent()) ?? '')![0];
    await sandbox.decideSlip(reference, 'reject', { note: 'DEST_ACC_INVALID' });
    // The open sheet hears it (the decision's live wallet push, or its poll) and says why.
    const refused = t('deposit.slip.rejected', { reference, reason: t('slipReason.DEST_ACC_INVALID') });
    await page.getByRole('alert').filter({ hasText: refused }).waitFor({ timeout: 7000 });
    expect(await page.getByText(t('deposit.slip.received', { reference })).count()).toBe(0);
    const { slips } = await authed<{ slips: Array<{ reference: string; status: string; note: string }> }>(
      member,
      'POST',
      '/api/statement/slip',
      { page: 1, limit: 10 },
    );
    const slip = slips.find((s) => s.reference === reference)!;
    expect(slip.status).toBe('FAILED');
    expect(text(locale, `slipReason.${slip.note}`)).toBe(text(locale, 'slipReason.DEST_ACC_INVALID'));
  });

  it('a slip approved and a True Money link redeemed while the dialog is open each turn into their receipt (th)', async () => {
    const locale: Locale = 'th';
    const t = (k: string, v?: Record<string, string | number>) => text(locale, k, v);
    const member = await registeredMember();
    const phone = await signedInPhone(phones, member, locale);
    const { page } = phone;
    await openDialog(page, locale, 'deposit', 'deposit.title');
    const dialog = page.getByRole('dialog', { name: t('deposit.title') });
    await page.getByText(t('deposit.slip.window')).waitFor();
    await pickAndSendSlip(page, locale);
    const sent = page.getByText(/SLIP[0-9A-F]{16}/);
    await sent.waitFor();
    const reference = /SLIP[0-9A-F]{16}/.exec((await sent.textContent()) ?? '')![0];
    await sandbox.decideSlip(reference, 'approve', { amount: 750 });
    // The live push says it at once (the slow poll is only the fallback).
    const slipReceipt = dialog.getByRole('region', { name: t('receipt.deposit') });
    await slipReceipt.getByText('+750.00').waitFor({ timeout: 3000 });
    expect(await slipReceipt.getByRole('textbox', { name: t('ui.receipt.reference') }).inputValue()).toMatch(/^TX\d{8,}$/);
    await slipReceipt.getByRole('button', { name: t('ui.receipt.done') }).click();
    await dialog.waitFor({ state: 'detached' });

    await openDialog(page, locale, 'deposit', 'deposit.title');
    await page.getByRole('tab', { name: t('deposit.tab.truewallet') }).click();
    await page.getByRole('textbox', { name: t('deposit.truelink.label') }).fill(`https://gift.truemoney.com/campaign/?v=${Date.now().toString(36)}redeem`);
    const accepted = page.waitForResponse((r) => r.url().endsWith('/api/wallet/truelink'));
    await page.getByRole('button', { name: t('deposit.truelink.send') }).click();
    const { voucher } = (await (await accepted).json()) as { voucher: string };
    await page.getByText(t('deposit.truelink.accepted')).waitFor();
    await api.call('POST', `/api/sandbox/truelink/${voucher}/redeem`, { amount: 50 });
    const linkReceipt = dialog.getByRole('region', { name: t('receipt.deposit') });
    await linkReceipt.getByText('+50.00').waitFor({ timeout: 3000 });
    expect(await walletAmount(member)).toBe(800);
  });

  it('True Money link: accepted; sent again while it waits (a reply lost, say) it is the same waiting link, not "already used" (en)', async () => {
    const locale: Locale = 'en';
    const t = (k: string, v?: Record<string, string | number>) => text(locale, k, v);
    const member = await registeredMember();
    const phone = await signedInPhone(phones, member, locale);
    const { page } = phone;
    await openDialog(page, locale, 'deposit', 'deposit.title');
    await page.getByRole('tab', { name: t('deposit.tab.truewallet') }).click();
    await page.getByText(t('deposit.truelink.minimum', { amount: '2.00' })).waitFor();
    const link = `https://gift.truemoney.com/campaign/?v=${Date.now().toString(36)}abcdef`;
    const field = page.getByRole('textbox', { name: t('deposit.truelink.label') });
    await field.fill(link);
    await page.getByRole('button', { name: t('deposit.truelink.send') }).click();
    await page.getByText(t('deposit.truelink.accepted')).waitFor();
    await field.fill(link);
    const send = page.getByRole('button', { name: t('deposit.truelink.send') });
    await send.click();
    await expect.poll(() => send.getAttribute('aria-busy')).toBeNull();
    await page.getByText(t('deposit.truelink.accepted')).waitFor();
    // Refused only once decided, or sent by another member (server/test/validation.test.ts).
    expect(await page.getByRole('alert').filter({ hasText: t('errors.TRUELINK_DUPLICATE') }).count()).toBe(0);
  });

  it('transfer both ways with every validation message; errors in a modal (th)', async () => {
    const locale: Locale = 'th';
    const t = (k: string, v?: Record<string, string | number>) => text(locale, k, v);
    const member = await registeredMember();
    await authed(member, 'GET', '/api/wallet/activate/PG');
    const qr = await authed<{ qrcodeId: string }>(member, 'POST', '/api/qrcode/KBANK', { amount: 300 });
    await sandbox.payQr(qr.qrcodeId);
    const phone = await signedInPhone(phones, member, locale);
    const { page } = phone;
    // The spend made through the API below must leave this form's figures stale.
    await withoutLiveSocket(page);
    await openDialog(page, locale, 'transfer', 'transfer.title');
    // In the sheet: the home's Transfer tile (issue 18) carries the same word behind it.
    const submit = page
      .getByRole('dialog', { name: t('transfer.title') })
      .getByRole('button', { name: t('transfer.submit'), exact: true });
    await submit.click();
    // One press marks every field that needs something: both sides and the amount.
    await page.getByText(t('transfer.enterAmount')).waitFor();
    await expect(page.getByText(t('transfer.selectAccount')).count()).resolves.toBe(2);
    const from = page.getByRole('combobox', { name: t('transfer.from') });
    const to = page.getByRole('combobox', { name: t('transfer.to') });
    await from.selectOption('WALLET');
    await to.selectOption('WALLET');
    await submit.click();
    await page.getByText(t('transfer.cannotTransfer')).waitFor();
    await to.selectOption('PG');
    const amount = page.getByRole('textbox', { name: t('transfer.amount') });
    await amount.fill('0.5');
    await submit.click();
    await page
      .getByRole('alert')
      .filter({ hasText: t('transfer.minAmount', { amount: 1 }) })
      .waitFor();
    // More than the wallet holds (issue 18): refused on the form, before the confirmation.
    await amount.fill('5000');
    await submit.click();
    await page
      .getByRole('alert')
      .filter({ hasText: t('transfer.overBalance', { account: t('transfer.wallet'), amount: '300.00' }) })
      .waitFor();
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    // The server's check stays: spent elsewhere meanwhile, the form's 300.00 is stale and the
    // server's message comes in a modal.
    await authed(member, 'POST', '/api/wallet/transfer', { from: 'WALLET', to: 'PG', amount: 100 });
    await amount.fill('250');
    await submit.click();
    await page
      .getByRole('alertdialog', { name: t('transfer.confirmTitle') })
      .getByRole('button', { name: t('common.confirm') })
      .click();
    await page
      .getByRole('alertdialog', { name: t('common.error') })
      .getByText(t('errors.MONEY_NOT_ENOUGH'))
      .waitFor();
    await page
      .getByRole('alertdialog', { name: t('common.error') })
      .getByRole('button', { name: t('common.ok') })
      .click();
    await authed(member, 'POST', '/api/wallet/transfer', { from: 'PG', to: 'WALLET', amount: 100 });
    await amount.fill('120');
    await submit.click();
    await page
      .getByRole('alertdialog', { name: t('transfer.confirmTitle') })
      .getByRole('button', { name: t('common.confirm') })
      .click();
    await closeReceipt(page, t);
    expect(await walletAmount(member)).toBe(180);

    await openDialog(page, locale, 'transfer', 'transfer.title');
    await page.getByRole('combobox', { name: t('transfer.from') }).selectOption('PG');
    await page.getByRole('combobox', { name: t('transfer.to') }).selectOption('WALLET');
    await page.getByRole('textbox', { name: t('transfer.amount') }).fill('20');
    await page
      .getByRole('dialog', { name: t('transfer.title') })
      .getByRole('button', { name: t('transfer.submit'), exact: true })
      .click();
    await page
      .getByRole('alertdialog', { name: t('transfer.confirmTitle') })
      .getByRole('button', { name: t('common.confirm') })
      .click();
    await closeReceipt(page, t);
    expect(await walletAmount(member)).toBe(200);
  });

  it('withdraw: below min and above max refused, within limits held, then approved (en)', async () => {
    const locale: Locale = 'en';
    const t = (k: string, v?: Record<string, string | number>) => text(locale, k, v);
    const member = await registeredMember();
    const qr = await authed<{ qrcodeId: string }>(member, 'POST', '/api/qrcode/KBANK', { amount: 500 });
    await sandbox.payQr(qr.qrcodeId);
    const limits = await authed<{ withdrawMin: number; withdrawMax: number }>(member, 'GET', '/api/lookup/withdraw');
    const phone = await signedInPhone(phones, member, locale);
    const { page } = phone;
    await openDialog(page, locale, 'withdraw', 'withdraw.title');
    const money = (n: number) => new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2 }).format(n);
    const dialog = page.getByRole('dialog', { name: t('withdraw.title') });
    const amount = dialog.getByRole('textbox', { name: t('withdraw.amount') });
    const submit = dialog.getByRole('button', { name: t('withdraw.submit'), exact: true });
    await page.getByText(t('withdraw.limits', { min: money(limits.withdrawMin), max: money(limits.withdrawMax) })).waitFor();
    await amount.fill(String(limits.withdrawMin - 1));
    await submit.click();
    await page
      .getByRole('alert')
      .filter({ hasText: t('withdraw.min', { amount: money(limits.withdrawMin) }) })
      .waitFor();
    await amount.fill(String(limits.withdrawMax + 1));
    await submit.click();
    await page
      .getByRole('alert')
      .filter({ hasText: t('withdraw.max', { amount: money(limits.withdrawMax) }) })
      .waitFor();
    await amount.fill('150');
    await submit.click();
    await dialog.getByRole('button', { name: t('withdraw.confirm') }).click();
    await dialog.getByRole('region', { name: t('receipt.withdraw') }).waitFor();
    // The sandbox's list of pending withdrawals (its console) names this member's one.
    const { withdrawals } = await api.call<{ withdrawals: Array<{ id: string; username: string }> }>('GET', '/api/sandbox/withdrawals');
    const id = withdrawals.find((w) => w.username === member.phone)!.id;
    expect(await walletAmount(member)).toBe(350);
    const decided = (await sandbox.decideWithdrawal(id, 'approve')) as { status: string };
    expect(decided.status).toBe('SUCCESS');
    expect(await walletAmount(member)).toBe(350);
  });

  it("withdraw: back on the review returns to the amount with it kept, then closes the sheet — the browser's back (en) and Telegram's (th)", async () => {
    const member = await registeredMember();
    const qr = await authed<{ qrcodeId: string }>(member, 'POST', '/api/qrcode/KBANK', { amount: 500 });
    await sandbox.payQr(qr.qrcodeId);
    const { withdrawMin } = await authed<{ withdrawMin: number }>(member, 'GET', '/api/lookup/withdraw');
    const typed = String(withdrawMin);

    // The browser: the web buttons, and the browser's back (Android's gesture).
    let t = (k: string) => text('en', k);
    const browser = (await signedInPhone(phones, member, 'en')).page;
    await openDialog(browser, 'en', 'withdraw', 'withdraw.title');
    let dialog = browser.getByRole('dialog', { name: t('withdraw.title') });
    await dialog.getByRole('textbox', { name: t('withdraw.amount') }).fill(typed);
    await dialog.getByRole('button', { name: t('withdraw.submit'), exact: true }).click();
    await dialog.getByRole('button', { name: t('withdraw.confirm') }).waitFor();
    await browser.goBack();
    await expect(dialog.getByRole('textbox', { name: t('withdraw.amount') }).inputValue()).resolves.toBe(typed);
    expect(await dialog.getByRole('button', { name: t('withdraw.confirm') }).count()).toBe(0);
    await browser.goBack();
    await dialog.waitFor({ state: 'detached' });

    // Telegram: its bottom buttons carry the actions, its back button the press.
    t = (k: string) => text('th', k);
    const phone = await signedInPhone(phones, member, 'th');
    const telegram = await simulateTelegram(phone.page, { path: '/user/home?dialog=withdraw' });
    dialog = phone.page.getByRole('dialog', { name: t('withdraw.title') });
    await dialog.waitFor({ timeout: 60_000 });
    const amount = dialog.getByRole('textbox', { name: t('withdraw.amount') });
    await amount.fill(typed);
    await telegram.emit('main_button_pressed');
    await amount.waitFor({ state: 'detached' });
    await telegram.emit('back_button_pressed');
    await expect(amount.inputValue()).resolves.toBe(typed);
    await telegram.emit('back_button_pressed');
    await dialog.waitFor({ state: 'detached' });
  });

  it('a QR saved inside a simulated Telegram opens its picture outside, where the link gives the PNG to keep (la)', async () => {
    const locale: Locale = 'la';
    const t = (k: string, v?: Record<string, string | number>) => text(locale, k, v);
    const member = await registeredMember();
    const { page } = await signedInPhone(phones, member, locale);
    const telegram = await simulateTelegram(page, { path: '/user/home?dialog=deposit' });
    await page.getByRole('dialog', { name: t('deposit.title') }).waitFor({ timeout: 60_000 });
    await page.getByRole('tab', { name: t('deposit.tab.qr', { provider: 'KBANK' }) }).click();
    await page.getByRole('radio', { name: '500', exact: true }).check();
    await telegram.emit('main_button_pressed');
    await page.getByRole('button', { name: t('deposit.qr.save') }).click();
    // A plain-http server: Telegram's downloadFile takes https links only, so the link opens outside.
    await expect.poll(async () => (await telegram.callsOf('web_app_open_link')).length).toBe(1);
    const [opened] = await telegram.callsOf('web_app_open_link');
    const url = new URL((opened!.data as { url: string }).url);
    expect(url.pathname).toMatch(/^\/media\/qr\/[0-9a-f-]{36}\.png$/);
    // What the outside browser gets, without the member's token: the picture, to be saved.
    const picture = await fetch(url);
    expect(picture.headers.get('content-disposition')).toBe('attachment; filename="qr-kbank-500.png"');
    expect(Buffer.from(await picture.arrayBuffer()).subarray(0, 8)).toEqual(PNG_SIGNATURE);
  });

  it('invite link copied and shared through a simulated Telegram host (th)', async () => {
    const locale: Locale = 'th';
    const t = (k: string, v?: Record<string, string | number>) => text(locale, k, v);
    const member = await registeredMember();
    const phone = await signedInPhone(phones, member, locale);
    const { page } = phone;
    await phone.context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const telegram = await simulateTelegram(page, { path: '/user/home?dialog=invite' });
    await passBanners(page, locale, 'invite.title');
    const link = await page.getByRole('textbox', { name: t('invite.link') }).inputValue();
    expect(link).toMatch(/\/register\?code=PR\d+$/);
    // The link's own Copy (the sheet has the code's too).
    await page.getByRole('button', { name: `${t('ui.copy.button')} ${t('invite.link')}` }).click();
    await page.getByText(t('ui.copy.copied', { text: link })).waitFor();
    await page.getByRole('button', { name: t('invite.share') }).click();
    // Telegram's share sheet: web_app_open_tg_link to t.me/share/url carrying the invite link.
    await expect
      .poll(async () => JSON.stringify(await telegram.callsOf('web_app_open_tg_link')))
      .toContain(encodeURIComponent(link));
  });

  it('refund received and added to the wallet (en)', async () => {
    const locale: Locale = 'en';
    const t = (k: string, v?: Record<string, string | number>) => text(locale, k, v);
    const member = await registeredMember();
    await authed(member, 'GET', '/api/wallet/activate/PG');
    const qr = await authed<{ qrcodeId: string }>(member, 'POST', '/api/qrcode/KBANK', { amount: 1000 });
    await sandbox.payQr(qr.qrcodeId);
    await authed(member, 'POST', '/api/wallet/transfer', { from: 'WALLET', to: 'PG', amount: 1000 });
    const { username } = await authed<{ username: string }>(member, 'GET', '/api/wallet/account/PG');
    await sandbox.gameRound('PG', username, -1000);
    const before = await walletAmount(member);
    const phone = await signedInPhone(phones, member, locale);
    const { page } = phone;
    await open(page, '/user/home?dialog=refund');
    const dialog = await passBanners(page, locale, 'refund.title');
    await dialog.getByRole('button', { name: t('refund.receive') }).click();
    await dialog.getByText(t('refund.received')).waitFor();
    await dialog.getByRole('button', { name: t('refund.addToWallet') }).click();
    await page
      .getByRole('alertdialog', { name: t('refund.confirmTitle') })
      .getByRole('button', { name: t('common.confirm') })
      .click();
    // The sheet closes on the refund's receipt (issue 18.4): its reference and the wallet after.
    const receipt = page.getByRole('dialog', { name: t('receipt.open') });
    await receipt.getByRole('heading', { name: t('receipt.refund') }).waitFor();
    expect(await receipt.getByRole('textbox', { name: t('ui.receipt.reference') }).inputValue()).toMatch(/^TX\d{8,}$/);
    expect(await walletAmount(member)).toBeGreaterThan(before);
  });
});
