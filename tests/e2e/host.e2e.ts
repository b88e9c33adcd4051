import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asReturningMember, baseUrl, launchBrowser, newPhone } from './harness';
import { signOut } from './dialogs';
import { simulateTelegram, telegramLaunchHash } from './hosts';
import { api, registeredMember, sandbox } from './sandbox';
import { passwordField, text } from './texts';

/** Fresh launch data for a Telegram user, signed by the sandbox with the server's bot token. */
const launchFor = (userId: number, startParam?: string) =>
  api
    .call<{ initData: string }>('POST', '/api/sandbox/telegram/initdata', { userId, firstName: 'Somchai', startParam })
    .then((r) => r.initData);

/**
 * The room the page's socket joins, once the server has acked the join (`{ ok: true, room }`), whether
 * the ack came over long-polling or over the WebSocket.
 */
function roomJoined(page: Page): Promise<string> {
  return new Promise((resolve) => {
    const check = (payload: string) => {
      const ack = /43\d*\[\{"ok":true,"room":"([^"]+)"/.exec(payload);
      if (ack) resolve(ack[1]!);
    };
    page.on('websocket', (ws) => ws.on('framereceived', (frame) => typeof frame.payload === 'string' && check(frame.payload)));
    page.on('response', (response) => {
      if (response.url().includes('/socket.io/') && response.request().method() === 'GET')
        response.text().then(check, () => undefined);
    });
  });
}

describe('one-tap sign-in inside Telegram', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('links on the first password login; later opens from Telegram sign in without the password form', async () => {
    const member = await registeredMember();
    const telegramUser = 500_000 + Math.floor(Math.random() * 400_000);
    const t = (key: string, vars?: Record<string, string>) => text('en', key, vars);

    const first = await newPhone(browser, { locale: 'en' });
    // This member has accepted the agreement before, so the home opens without it.
    await first.context.addInitScript(() => window.localStorage.setItem('remember-agreement', '1'));
    await simulateTelegram(first.page, { path: '/login', initData: await launchFor(telegramUser) });
    await first.page.getByRole('textbox', { name: t('login.phone') }).fill(member.phone);
    await passwordField(first.page, t('login.password')).fill(member.password);
    await first.page.getByRole('button', { name: t('login.submit'), exact: true }).click();
    await first.page.waitForURL('**/user/home');
    const offer = first.page.getByRole('region', { name: t('hostLink.offerTitle', { host: 'Telegram' }) });
    await offer.waitFor();
    // A reload before answering (Telegram's menu) keeps the offer on screen.
    await first.page.reload();
    await first.page.waitForURL('**/user/home');
    await offer.getByRole('button', { name: t('hostLink.remember') }).click();
    await first.page.getByText(t('hostLink.linked', { host: 'Telegram' })).waitFor();

    // Reloading the Mini App keeps the member in: no password form.
    await first.page.reload();
    await first.page.waitForURL('**/user/home');
    await expect(first.page.getByRole('textbox', { name: t('login.phone') }).count()).resolves.toBe(0);

    // A later launch on another device: nothing stored, only the host's fresh proof.
    const later = await newPhone(browser, { locale: 'en' });
    const laterLaunch = await launchFor(telegramUser);
    const telegram = await simulateTelegram(later.page, { path: '/login', initData: laterLaunch });
    await later.page.waitForURL('**/user/home');
    await expect(later.page.getByRole('textbox', { name: t('login.phone') }).isVisible()).resolves.toBe(false);
    const token = await later.page.evaluate(() => window.localStorage.getItem('token'));
    expect(token).toBeTruthy();

    // Telegram's own "Reload page" opens the launch URL again with the same, already used, launch
    // data: the member stays signed in, on the home, with the same session.
    await later.page.goto(`${baseUrl()}/login${telegramLaunchHash({ initData: laterLaunch })}`);
    await later.page.waitForURL('**/user/home');
    await later.page.getByRole('button', { name: t('nav.logout') }).waitFor();
    await expect(later.page.evaluate(() => window.localStorage.getItem('token'))).resolves.toBe(token);

    // The player signs out: the login screen stays a plain form — no second one-tap sign-in (it
    // would sign the account straight back in, or with the used launch data say Telegram failed),
    // also after a reload of this launch — and it says how to sign in with Telegram again.
    const tries: string[] = [];
    later.page.on('request', (request) => {
      if (request.url().includes('/api/host/login/try')) tries.push(request.url());
    });
    // A stray tap on logout is asked about first; Telegram's back answers "no".
    await later.page.getByRole('button', { name: t('nav.logout') }).click();
    const question = later.page.getByRole('alertdialog', { name: t('signOut.title') });
    await question.waitFor();
    await telegram.emit('back_button_pressed');
    await question.waitFor({ state: 'detached' });
    expect(new URL(later.page.url()).pathname).toBe('/user/home');
    await signOut(later.page);
    await later.page.waitForURL('**/login');
    await later.page.getByRole('textbox', { name: t('login.phone') }).waitFor();
    await later.page.reload();
    await later.page.getByRole('textbox', { name: t('login.phone') }).waitFor();
    await expect(later.page.getByTestId('host-sign-in-notice').textContent()).resolves.toBe(t('hostLink.reopen', { host: 'Telegram' }));
    await expect(later.page.getByTestId('host-sign-in-notice').getByRole('button').count()).resolves.toBe(0);
    expect(tries).toEqual([]);
    // Reopened from Telegram as the notice says (Telegram Web frames it in the same tab): a new
    // launch, its fresh proof signs the member in again.
    await later.page.goto('about:blank');
    await later.page.goto(`${baseUrl()}/login${telegramLaunchHash({ initData: await launchFor(telegramUser) })}`);
    await later.page.waitForURL('**/user/home');
    await later.page.getByRole('button', { name: t('nav.logout') }).waitFor();

    // A different Telegram account is not this member: the password form stays.
    const stranger = await newPhone(browser, { locale: 'en' });
    await simulateTelegram(stranger.page, { path: '/login', initData: await launchFor(telegramUser + 1) });
    await stranger.page.getByRole('textbox', { name: t('login.phone') }).waitFor();
    expect(new URL(stranger.page.url()).pathname).toBe('/login');

    // The same account's fresh launch data in a link opened in a plain browser (no Telegram client
    // behind the page): a link somebody sent, which must not sign the reader into the sender's
    // account (their deposits would fund it). The password form, no token, no one-tap request.
    const victim = await newPhone(browser, { locale: 'en' });
    const victimTries: string[] = [];
    victim.page.on('request', (request) => {
      if (request.url().includes('/api/host/login')) victimTries.push(request.url());
    });
    await victim.page.goto(`${baseUrl()}/login${telegramLaunchHash({ initData: await launchFor(telegramUser) })}`);
    await victim.page.getByRole('textbox', { name: t('login.phone') }).waitFor();
    await victim.page.waitForTimeout(1000);
    expect(new URL(victim.page.url()).pathname).toBe('/login');
    await expect(victim.page.evaluate(() => window.localStorage.getItem('token'))).resolves.toBeNull();
    expect(victimTries).toEqual([]);
    await Promise.all([first.context.close(), later.context.close(), stranger.context.close(), victim.context.close()]);
  });

  it('a Telegram invite link (startapp=PR…) carries the inviter code into registration', async () => {
    const { page, context } = await newPhone(browser, { locale: 'en' });
    await simulateTelegram(page, { path: '/', initData: await launchFor(900_001, 'PR77') });
    await page.waitForURL((url) => url.pathname === '/register');
    await expect(page.evaluate(() => window.localStorage.getItem('code'))).resolves.toBe('PR77');
    await context.close();
  });

  it('live balance: a sandbox deposit changes the open home within a second, without any click', async () => {
    const member = await registeredMember();
    const { page, context } = await newPhone(browser, { locale: 'en' });
    await asReturningMember(context, member.token);
    const joined = roomJoined(page);
    const telegram = await simulateTelegram(page, { path: '/user/home', initData: await launchFor(700_001) });
    const total = page.getByRole('region', { name: text('en', 'ui.balanceCard.total') });
    await total.getByText('0.00').first().waitFor();
    // The live connection has joined the member's room before the money moves.
    await expect(joined).resolves.toMatch(/-\d+$/);

    // The deposit happens elsewhere: the sandbox bank pays a QR the member created on another device.
    const qr = await api.call<{ qrcodeId: string }>('POST', '/api/qrcode/KBANK', { amount: 250 }, member.token);
    await sandbox.payQr(qr.qrcodeId);
    await total.getByText('250.00').first().waitFor({ timeout: 1000 });
    // And says what moved it: a balance is not left to jump without a word.
    const toasts = page.getByRole('region', { name: text('en', 'ui.toast.region') });
    await toasts.getByRole('status').filter({ hasText: text('en', 'deposit.qr.receivedToast', { amount: '250.00' }) }).waitFor();
    // Money received: the haptics map's success notification (issue 17).
    await expect
      .poll(async () => (await telegram.callsOf('web_app_trigger_haptic_feedback')).map((call) => call.data))
      .toContainEqual({ type: 'notification', notification_type: 'success' });
    await context.close();
  });
});
