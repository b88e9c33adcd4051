import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_MEMBER } from '../../server/src/db/seed-demo';
import { baseUrl, phonesPerSuite, withServer } from './harness';
import { api, sandbox } from './sandbox';
import { passwordField, text } from './texts';

/**
 * Issue 22: the product tried the way a newcomer would after `npm start`: the printed demo member
 * signs in through the login screen, and the sandbox console at /sandbox plays the bank, the payout
 * provider and the operator, and opens the app as Telegram: framed in the console's simulated
 * Telegram client (/sandbox/telegram), which draws the app's host buttons.
 */
const t = (key: string, vars?: Record<string, string | number>) => text('en', key, vars);
const money = (value: number) => value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

describe('sandbox console with the demo member', () => {
  const phones = phonesPerSuite();

  /** The demo member: the phone and password `npm start` prints, typed into the login screen. */
  async function demoSignIn() {
    const phone = await phones.phone({ locale: 'en' });
    const member = phone.page;
    await phone.context.addInitScript(() => window.localStorage.setItem('remember-agreement', new Date().toISOString()));
    await member.goto(`${baseUrl()}/login`);
    await member.getByRole('textbox', { name: t('login.phone') }).fill(DEMO_MEMBER.phone);
    await passwordField(member, t('login.password')).fill(DEMO_MEMBER.password);
    await member.getByRole('button', { name: t('login.submit'), exact: true }).click();
    await member.waitForURL('**/user/home');
    const token = (await member.evaluate(() => window.localStorage.getItem('token'))) ?? '';
    expect(token).toBeTruthy();
    const walletOf = async () => (await api.call<{ wallet: { amount: number } }>('GET', '/api/wallet', undefined, token)).wallet.amount;
    return { member, token, walletOf };
  }

  async function openConsole(): Promise<Page> {
    const context = await phones.desktop();
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/sandbox?lang=en`);
    await page.getByRole('heading', { name: t('sandbox.title'), level: 1 }).waitFor();
    return page;
  }

  it('demo sign-in, QR paid and withdrawal approved from the console, operator chat answered, opened as Telegram', async (ctx) => {
    if (!withServer()) ctx.skip();
    await sandbox.settings({ enableChatWidget: true });

    const { member, token, walletOf } = await demoSignIn();
    const before = await walletOf();

    // Deposit → QR in the member app leaves a pending QR for the console.
    await member.goto(`${baseUrl()}/user/home?dialog=deposit`);
    await member.getByRole('dialog', { name: t('deposit.title') }).waitFor();
    await member.getByRole('tab', { name: t('deposit.tab.qr', { provider: 'KBANK' }) }).click();
    await member.getByRole('radio', { name: '100', exact: true }).check();
    await member.getByRole('button', { name: t('deposit.qr.create') }).click();
    await member.getByRole('img', { name: t('deposit.qr.imageLabel', { provider: 'KBANK' }) }).waitFor();

    const desk = await openConsole();
    const qrs = desk.getByTestId('sandbox-qrcodes');
    await qrs.getByRole('button', { name: `${t('sandbox.qr.pay')} ${DEMO_MEMBER.phone} ${money(100)}` }).click();
    await qrs.getByRole('status').filter({ hasText: t('sandbox.qr.paid', { amount: money(before + 100) }) }).waitFor();
    // The member's open QR turns into "received" by itself (issue 18.2).
    await member.getByRole('region', { name: t('receipt.deposit') }).getByText(`+${money(100)}`).waitFor();
    await member.getByRole('dialog', { name: t('deposit.title') }).getByRole('button', { name: t('ui.receipt.done') }).click();
    await member.getByRole('dialog', { name: t('deposit.title') }).waitFor({ state: 'detached' });
    expect(await walletOf()).toBe(before + 100);

    // A withdrawal waits for the payout provider; the console approves it.
    const withdrawal = await api.call<{ withdrawalId: string }>('POST', '/api/wallet/withdraw', { amount: 150 }, token);
    const withdrawals = desk.getByTestId('sandbox-withdrawals');
    await withdrawals.getByRole('button', { name: `${t('sandbox.withdrawals.approve')} ${DEMO_MEMBER.phone} ${money(150)}` }).click();
    await withdrawals.getByRole('status').filter({ hasText: t('sandbox.withdrawals.approved') }).waitFor();
    const pending = await api.call<{ withdrawals: Array<{ id: string }> }>('GET', '/api/sandbox/withdrawals');
    expect(pending.withdrawals.map((w) => w.id)).not.toContain(withdrawal.withdrawalId);
    expect(await walletOf()).toBe(before + 100 - 150);

    // The member writes in the chat widget; the operator answers from the console.
    await member.goto(`${baseUrl()}/user/contact`);
    const widget = member.getByTestId('chat-widget-slot');
    await widget.getByRole('button', { name: t('chat.open') }).click();
    const input = widget.getByRole('textbox', { name: t('chat.input') });
    await input.fill('Where is my deposit?');
    await input.press('Enter');
    const chat = desk.getByTestId('sandbox-chat');
    await chat.getByRole('button', { name: `${t('sandbox.chat.open')} ${DEMO_MEMBER.phone}` }).click();
    await chat
      .getByRole('list', { name: DEMO_MEMBER.phone })
      .locator('li[data-sender="customer"]')
      .filter({ hasText: 'Where is my deposit?' })
      .waitFor();
    await chat.getByRole('textbox', { name: t('sandbox.chat.text') }).fill('Paid a minute ago, please check.');
    await chat.getByRole('button', { name: t('sandbox.chat.send') }).click();
    await chat.getByRole('status').filter({ hasText: t('sandbox.chat.sent') }).waitFor();
    await member
      .getByRole('log')
      .getByRole('listitem')
      .filter({ hasText: 'Paid a minute ago, please check.' })
      .and(member.locator('[data-sender="others"]'))
      .waitFor({ timeout: 10_000 });

    // "Open as Telegram": a new window is the console's simulated Telegram client, framing the app
    // with minted launch data as Telegram Web does; the demo member is signed in, no password.
    // English and the terms accepted before, as the player above did (the launch data says Thai).
    await desk.evaluate(() => {
      window.localStorage.setItem('locale', 'en');
      window.localStorage.setItem('remember-agreement', new Date().toISOString());
    });
    const members = desk.getByTestId('sandbox-members');
    const [telegram] = await Promise.all([
      desk.context().waitForEvent('page'),
      members.getByRole('button', { name: `${t('sandbox.members.openTelegram')} ${DEMO_MEMBER.phone}` }).click(),
    ]);
    await telegram.waitForURL(/\/sandbox\/telegram\?member=\d+#tgWebAppData=/);
    await telegram.getByRole('heading', { name: t('sandbox.telegram.title'), level: 1 }).waitFor();
    const app = telegram.frameLocator('iframe');
    const actions = app.getByRole('list', { name: t('home.actions') });
    await actions.waitFor({ timeout: 20_000 });
    const framed = telegram.frames().find((frame) => frame !== telegram.mainFrame())!;
    expect(new URL(framed.url()).pathname).toBe('/user/home');
    expect(await framed.evaluate(() => window.localStorage.getItem('token'))).toBeTruthy();
    expect(await framed.evaluate(() => sessionStorage.getItem('__telegram__initParams') ?? '')).toContain('tgWebAppData');

    // The client draws the app's buttons: the withdraw sheet's actions are its MainButton and
    // SecondaryButton in the page's bottom bar, its BackButton the header's arrow.
    const bar = telegram.getByRole('group', { name: t('sandbox.telegram.bottomBar') });
    const back = telegram.getByRole('button', { name: t('sandbox.telegram.back'), exact: true });
    await back.waitFor({ state: 'hidden' });
    await actions.getByRole('button', { name: t('home.withdraw') }).click();
    const sheet = app.getByRole('dialog', { name: t('withdraw.title') });
    await bar.getByRole('button', { name: t('withdraw.submit'), exact: true }).waitFor();
    await expect(bar.getByRole('button').count()).resolves.toBe(2); // and "Withdraw everything (…)"
    await back.waitFor();
    await sheet.getByRole('textbox', { name: t('withdraw.amount') }).fill('100');
    // A press in the host reaches the app: the review, with the host's buttons following it.
    await bar.getByRole('button', { name: t('withdraw.submit'), exact: true }).click();
    await sheet.getByText(t('withdraw.review')).waitFor();
    await bar.getByRole('button', { name: t('withdraw.confirm') }).waitFor();
    await bar.getByRole('button', { name: t('withdraw.edit') }).click();
    await bar.getByRole('button', { name: t('withdraw.submit'), exact: true }).waitFor();
    // The header's back arrow closes the sheet; no money moved.
    await back.click();
    await sheet.waitFor({ state: 'detached' });
    await bar.waitFor({ state: 'detached' });
    await back.waitFor({ state: 'hidden' });
    expect(await walletOf()).toBe(before + 100 - 150);

    // Closed from the header, reopened with fresh launch data (the server takes each once): home again.
    await telegram.getByRole('button', { name: t('sandbox.telegram.close') }).click();
    await telegram.getByText(t('sandbox.telegram.closed')).waitFor();
    await telegram.getByRole('button', { name: t('sandbox.telegram.reopen') }).click();
    await actions.waitFor({ timeout: 20_000 });

    await sandbox.settings({ enableChatWidget: false });
  });

  it('True Money gift links sent from the app: one redeemed from the console becomes its receipt, one under the minimum is refused and said', async (ctx) => {
    if (!withServer()) ctx.skip();
    const { member, walletOf } = await demoSignIn();
    const before = await walletOf();
    const stamp = Date.now().toString(36);
    const sheet = member.getByRole('dialog', { name: t('deposit.title') });
    const openSheet = async () => {
      await member.getByRole('list', { name: t('home.actions') }).getByRole('button', { name: t('home.deposit') }).click();
      await sheet.getByRole('tab', { name: t('deposit.tab.truewallet') }).click();
    };
    const send = async (voucher: string) => {
      await sheet.getByRole('textbox', { name: t('deposit.truelink.label') }).fill(`https://gift.truemoney.com/campaign/?v=${voucher}`);
      await sheet.getByRole('button', { name: t('deposit.truelink.send') }).click();
      await sheet.getByText(t('deposit.truelink.accepted')).waitFor();
    };
    const desk = await openConsole();
    const links = desk.getByTestId('sandbox-truelinks');

    // Redeemed for 50.00: the member's open sheet turns into the deposit's receipt.
    await openSheet();
    await send(`paid${stamp}00`);
    await links.getByRole('textbox', { name: t('sandbox.truelinks.amount') }).fill('50');
    await links.getByRole('button', { name: `${t('sandbox.truelinks.redeem')} paid${stamp}00` }).click();
    await links.getByRole('status').filter({ hasText: t('sandbox.truelinks.redeemed', { amount: money(before + 50) }) }).waitFor();
    await sheet.getByRole('region', { name: t('receipt.deposit') }).getByText(`+${money(50)}`).waitFor();
    await sheet.getByRole('button', { name: t('ui.receipt.done') }).click();
    await sheet.waitFor({ state: 'detached' });

    // An envelope of 1.50, under the 2.00 minimum: refused, said on the sheet, nothing credited.
    // The sheet opened again is a form, not the last receipt.
    await openSheet();
    await send(`small${stamp}0`);
    await links.getByRole('textbox', { name: t('sandbox.truelinks.amount') }).fill('1.5');
    await links.getByRole('button', { name: `${t('sandbox.truelinks.redeem')} small${stamp}0` }).click();
    await links.getByRole('status').filter({ hasText: t('sandbox.truelinks.belowMinimum') }).waitFor();
    await sheet.getByRole('alert').filter({ hasText: t('deposit.truelink.refused', { reason: t('truelinkReason.BELOW_MINIMUM') }) }).waitFor();
    // Decided, it leaves the console's list (the list is read again after the action: waited for, not raced).
    await links.getByRole('button', { name: `${t('sandbox.truelinks.redeem')} small${stamp}0` }).waitFor({ state: 'detached', timeout: 5000 });

    // Two more links at once; the sheet now shows the second. The first redeemed meanwhile is said
    // over the sheet (it shows only the second); the second refused once the sheet is closed, on the home.
    await send(`early${stamp}0`);
    await send(`late${stamp}00`);
    await links.getByRole('textbox', { name: t('sandbox.truelinks.amount') }).fill('20');
    await links.getByRole('button', { name: `${t('sandbox.truelinks.redeem')} early${stamp}0` }).click();
    await member.getByText(t('deposit.qr.receivedToast', { amount: money(20) })).waitFor();
    await sheet.getByText(t('deposit.truelink.accepted')).waitFor();
    await sheet.getByRole('button', { name: t('ui.common.close') }).click();
    await sheet.waitFor({ state: 'detached' });
    await links.getByRole('combobox', { name: t('sandbox.truelinks.reason') }).selectOption('EXPIRED');
    await links.getByRole('button', { name: `${t('sandbox.truelinks.refuse')} late${stamp}00` }).click();
    await links.getByRole('status').filter({ hasText: t('sandbox.truelinks.refused') }).waitFor();
    await member.getByText(t('home.decision.truelinkRefused', { reason: t('truelinkReason.EXPIRED') })).waitFor();
    expect(await walletOf()).toBe(before + 50 + 20);
  });

  it('is the console page only: the member app has no sandbox texts and no console code', async (ctx) => {
    if (!withServer()) ctx.skip();
    const html = await (await fetch(`${baseUrl()}/`)).text();
    expect(html).not.toContain('sandbox');
    const page = await (await fetch(`${baseUrl()}/sandbox`)).text();
    expect(page).toContain('<div id="root">');
  });
});
