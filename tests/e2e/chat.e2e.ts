import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, connect, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type RunningApp } from './app-process';
import { baseUrl, phonesPerSuite, withServer, type Locale } from './harness';
import { signOut } from './dialogs';
import { simulateTelegram } from './hosts';
import { api, registeredMember, sandbox } from './sandbox';
import { passwordField, text } from './texts';

/** Issue 11: the live chat widget against the real server, its socket and its sandbox operator. */

// A valid 1×1 PNG: the server checks what the bytes are, not the name.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const MB = 1024 * 1024;
const shots = process.env.CHAT_SHOTS ?? '/tmp/chat-shots';

async function settingsOn(url: string) {
  const reply = await fetch(`${url}/api/sandbox/settings`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', 'X-Requested-With': 'wallet-user' },
    body: JSON.stringify({ enableChatWidget: true }),
  });
  if (!reply.ok) throw new Error(`settings → ${reply.status}`);
}

/** Opens a contact page and the widget; returns the widget's root and a text helper. */
async function openChat(page: Page, url: string, path: string, locale: Locale) {
  const t = (key: string, vars?: Record<string, string | number>) => text(locale, key, vars);
  const sockets: string[] = [];
  page.on('websocket', (ws) => sockets.push(ws.url()));
  await page.goto(`${url}${path}`);
  const widget = page.getByTestId('chat-widget-slot');
  await widget.getByRole('button', { name: t('chat.open') }).click();
  await widget.getByRole('heading', { name: t('chat.title') }).waitFor();
  const log = widget.getByRole('log');
  const input = widget.getByRole('textbox', { name: t('chat.input') });
  return { t, widget, log, input, sockets };
}

/** A message row in the log by its text, and its send state. */
const row = (page: Page, content: string | RegExp) => page.getByRole('log').getByRole('listitem').filter({ hasText: content });

async function sendAndSeeReply(page: Page, input: ReturnType<Page['getByRole']>, message: string) {
  await input.fill(message);
  await input.press('Enter');
  await row(page, message).first().and(page.locator('[data-state="succeed"][data-sender="customer"]')).waitFor();
  // The sandbox operator answers ~300 ms later; only the socket can bring it (history loaded once, on open).
  await row(page, `you said "${message.toLowerCase()}"`).and(page.locator('[data-sender="others"]')).waitFor({ timeout: 10_000 });
}

async function sendImage(page: Page, name = 'slip.png') {
  await page.getByTestId('chat-file-input').setInputFiles({ name, mimeType: 'image/png', buffer: png });
  await page.locator('li[data-type="media"][data-sender="customer"][data-state="succeed"]').last().waitFor();
  await row(page, 'Thanks, we received your file.').last().waitFor({ timeout: 10_000 });
}

describe('live chat widget (issue 11)', () => {
  const phones = phonesPerSuite();
  const phone = async (locale: Locale, token?: string) => {
    const made = await phones.phone({ locale });
    if (token) {
      await made.context.addInitScript((value) => {
        window.localStorage.setItem('token', value);
        window.localStorage.setItem('remember-agreement', 'yes');
      }, token);
    }
    return made.page;
  };

  it('a guest sends text and an image and the operator replies over the socket; a 25 MB video is refused', async (ctx) => {
    if (!withServer()) ctx.skip();
    await sandbox.settings({ enableChatWidget: true });
    const page = await phone('en');
    const { t, widget, input, sockets } = await openChat(page, baseUrl(), '/contact', 'en');
    const guestId = await page.evaluate(() => window.localStorage.getItem('guest-id'));
    expect(guestId).toMatch(/^[A-Za-z0-9_-]{8,}$/);

    await sendAndSeeReply(page, input, 'Hello from a guest');
    expect(sockets.some((url) => url.includes('/socket.io/'))).toBe(true);
    await sendImage(page);
    const src = await page.locator('li[data-type="media"][data-sender="customer"] img').last().getAttribute('src');
    expect(src).toMatch(/\/media\/chat\/[0-9a-f]{32}\.png$/);
    expect((await fetch(`${baseUrl()}${new URL(src!, baseUrl()).pathname}`)).status).toBe(200);

    await page
      .getByTestId('chat-file-input')
      .setInputFiles({ name: 'clip.mp4', mimeType: 'video/mp4', buffer: Buffer.alloc(25 * MB) });
    await expect(widget.getByRole('alert').textContent()).resolves.toContain(t('validation.fileTooLarge', { size: 20 }));
    expect(await page.locator('li[data-type="media"][data-sender="customer"]').count()).toBe(1);

    // The same guest id after a reload, with the history back (oldest first) in the panel left open.
    await page.reload();
    await row(page, 'Hello from a guest').first().waitFor();
    expect(await page.evaluate(() => window.localStorage.getItem('guest-id'))).toBe(guestId);
    const texts = await page.getByRole('log').getByRole('listitem').allTextContents();
    expect(texts.findIndex((s) => s.includes('Hello from a guest'))).toBeLessThan(
      texts.findIndex((s) => s.includes('received your file')),
    );
  });

  it('on a phone the open panel keeps the keyboard off the page it covers; on a wide screen the page stays reachable', async (ctx) => {
    if (!withServer()) ctx.skip();
    await sandbox.settings({ enableChatWidget: true });
    const page = await phone('th');
    const { t, widget } = await openChat(page, baseUrl(), '/contact', 'th');
    const lineLink = page.getByRole('link', { name: t('contact.addLine') });
    await lineLink.waitFor();
    /** Where focus is after a key: outside the widget, is it in the contact page the panel covers? */
    const focusUnderPanel = () =>
      page.evaluate(() => {
        const active = document.activeElement;
        const covered = document.querySelector('section[aria-labelledby="contact-title"]');
        return Boolean(active && covered?.contains(active) && !document.getElementById('chat-widget')?.contains(active));
      });
    for (let press = 0; press < 6; press += 1) {
      await page.keyboard.press('Shift+Tab');
      expect(await focusUnderPanel()).toBe(false);
    }
    // Closed, the page is the reader's again.
    await widget.getByRole('button', { name: t('chat.close') }).click();
    await widget.getByRole('button', { name: t('chat.open') }).waitFor();
    await lineLink.focus();
    await expect(lineLink.evaluate((el) => el === document.activeElement)).resolves.toBe(true);

    const wide = await (await phones.desktop()).newPage();
    await openChat(wide, baseUrl(), '/contact', 'th');
    const beside = wide.getByRole('link', { name: t('contact.addLine') });
    await beside.focus();
    await expect(beside.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
  });

  /** A guest's contact page opened inside the simulated Telegram host, the chat panel open. */
  const chatInTelegram = async (locale: Locale) => {
    await sandbox.settings({ enableChatWidget: true });
    const page = await phone(locale);
    const t = (key: string) => text(locale, key);
    const telegram = await simulateTelegram(page, { path: '/contact' });
    const widget = page.getByTestId('chat-widget-slot');
    const heading = widget.getByRole('heading', { name: t('chat.title') });
    await widget.getByRole('button', { name: t('chat.open') }).click();
    await heading.waitFor();
    return { page, t, telegram, widget, heading };
  };

  it("in Telegram the host's back button closes the open panel before it leaves the page", async (ctx) => {
    if (!withServer()) ctx.skip();
    const { page, t, telegram, widget, heading } = await chatInTelegram('th');
    await telegram.waitForBackButton(true);
    await telegram.emit('back_button_pressed');
    await heading.waitFor({ state: 'detached' });
    // Still on the contact page, focus back on the launcher.
    expect(new URL(page.url()).pathname).toBe('/contact');
    await expect(
      widget.getByRole('button', { name: t('chat.open') }).evaluate((el) => el === document.activeElement),
    ).resolves.toBe(true);
  });

  it('a reload inside Telegram (its menu) keeps the open panel open with what was typed; the back button then closes it', async (ctx) => {
    if (!withServer()) ctx.skip();
    const { page, t, telegram, widget, heading } = await chatInTelegram('la');
    await widget.getByRole('textbox', { name: t('chat.input') }).fill('ຝາກເງິນແລ້ວແຕ່ຍັງບໍ່ເຂົ້າ');

    await page.reload();
    await heading.waitFor();
    // The draft too: a complaint half written is not lost to the host's reload.
    await expect(widget.getByRole('textbox', { name: t('chat.input') }).inputValue()).resolves.toBe('ຝາກເງິນແລ້ວແຕ່ຍັງບໍ່ເຂົ້າ');
    await telegram.waitForBackButton(true);
    await telegram.emit('back_button_pressed');
    await heading.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/contact');

    // Closed, it stays closed across the next reload.
    await page.reload();
    await widget.getByRole('button', { name: t('chat.open') }).waitFor();
    await page.waitForTimeout(500);
    await expect(heading.count()).resolves.toBe(0);
  });

  it('a member sends text and an image under their user id and sees the replies; a postback button answers', async (ctx) => {
    if (!withServer()) ctx.skip();
    await sandbox.settings({ enableChatWidget: true });
    const member = await registeredMember();
    const page = await phone('th', member.token);
    const { t, widget, input } = await openChat(page, baseUrl(), '/user/contact', 'th');
    await sendAndSeeReply(page, input, 'สวัสดีครับ');
    await sendImage(page, 'สลิป.png');
    // Guests' ids are not used by members.
    const sent = await page.evaluate(() => window.localStorage.getItem('guest-id'));
    expect(sent).toBeNull();

    await input.fill('buttons please');
    await input.press('Enter');
    await widget.getByRole('button', { name: 'Deposit problem' }).click();
    await row(page, 'you said "deposit"').waitFor({ timeout: 10_000 });
    // The operator's own media.
    await input.fill('media');
    await input.press('Enter');
    const picture = page.locator('li[data-type="media"][data-sender="others"] img').last();
    await picture.waitFor({ timeout: 10_000 });
    const pictureSrc = (await picture.getAttribute('src'))!;
    expect((await fetch(new URL(pictureSrc, baseUrl()))).status).toBe(200);
    await page.screenshot({ path: join(shots, 'member-th.png') });
    expect(await widget.getByRole('button', { name: t('chat.resend') }).count()).toBe(0);
  });

  it('an upload that fails can be resent', async (ctx) => {
    if (!withServer()) ctx.skip();
    await sandbox.settings({ enableChatWidget: true });
    const page = await phone('la');
    const { t, widget } = await openChat(page, baseUrl(), '/contact', 'la');
    await page.route('**/api/chat/upload-image**', (route) => route.abort('connectionreset'));
    await page.getByTestId('chat-file-input').setInputFiles({ name: 'slip.png', mimeType: 'image/png', buffer: png });
    const failed = page.locator('li[data-type="media"][data-state="failed"]');
    await failed.waitFor();
    await failed.getByText(t('chat.state.failed')).waitFor();
    await page.unroute('**/api/chat/upload-image**');
    await failed.getByRole('button', { name: t('chat.resend') }).click();
    await page.locator('li[data-type="media"][data-sender="customer"][data-state="succeed"]').waitFor();
    await row(page, 'Thanks, we received your file.').waitFor({ timeout: 10_000 });
    expect(await widget.getByRole('button', { name: t('chat.resend') }).count()).toBe(0);
  });

  it('a message written offline says it waits for the connection and goes by itself once it is back (la)', async (ctx) => {
    if (!withServer()) ctx.skip();
    await sandbox.settings({ enableChatWidget: true });
    const made = await phones.phone({ locale: 'la' });
    const page = made.page;
    // The tunnel came as the panel opened: the socket's client library (Vite's `esm-*` chunk of
    // socket.io-client) never arrived; it must be fetched again once the connection is back.
    const socketLibrary = /\/assets\/esm-[^/]+\.js$/;
    await page.route(socketLibrary, (route) => route.abort('internetdisconnected'));
    const { t, input } = await openChat(page, baseUrl(), '/contact', 'la');
    await made.context.setOffline(true);
    await page.unroute(socketLibrary);
    await input.fill('Written in a tunnel');
    await input.press('Enter');
    const waiting = row(page, 'Written in a tunnel').and(page.locator('[data-state="failed"]'));
    await waiting.getByText(t('chat.state.unsent')).waitFor();
    await made.context.setOffline(false);
    // No Resend pressed: it goes, and the operator answers it.
    await row(page, 'Written in a tunnel').and(page.locator('[data-state="succeed"][data-sender="customer"]')).waitFor();
    await row(page, 'you said "written in a tunnel"').waitFor({ timeout: 10_000 });
  });

  it("after signing out, the next person on this screen sees none of the member's chat, statement or profile", async (ctx) => {
    if (!withServer()) ctx.skip();
    await sandbox.settings({ enableChatWidget: true });
    const alice = await registeredMember({ name: 'Alice Private' });
    const qr = await api.call<{ qrcodeId: string }>('POST', '/api/qrcode/KBANK', { amount: 1234 }, alice.token);
    await sandbox.payQr(qr.qrcodeId);
    const bob = await registeredMember({ name: 'Bob Other' });
    const page = await phone('en', alice.token);
    const { t, widget, input } = await openChat(page, baseUrl(), '/user/contact', 'en');
    await sendAndSeeReply(page, input, 'Alice private note');
    await widget
      .getByRole('button', { name: t('chat.close') })
      .first()
      .click();
    const memberMenu = page.getByRole('navigation', { name: t('nav.memberMenu') });
    await memberMenu.getByRole('link', { name: t('nav.statement') }).click();
    await page.getByText('1,234.00').first().waitFor();
    await memberMenu.getByRole('link', { name: t('nav.profile') }).click();
    await page.getByText('Alice Private').first().waitFor();
    await signOut(page);
    await page.waitForURL('**/login');

    // A guest on the same tab (no reload): the contact page's chat starts empty.
    const guestMenu = page.getByRole('navigation', { name: t('nav.guestMenu') });
    await guestMenu.getByRole('link', { name: t('nav.contact') }).click();
    await widget.getByRole('button', { name: t('chat.open') }).click();
    await widget.getByText(t('chat.empty')).waitFor();
    expect(await row(page, 'Alice private note').count()).toBe(0);
    await widget
      .getByRole('button', { name: t('chat.close') })
      .first()
      .click();

    // Bob signs in there on a bad network: his screens wait for his own data and never show Alice's.
    for (const path of ['**/api/statement', '**/api/wallet', '**/api/account/profile'])
      await page.route(path, (route) => route.abort('connectionreset'));
    await guestMenu.getByRole('link', { name: t('nav.home') }).click();
    await page.getByRole('textbox', { name: t('login.phone') }).fill(bob.phone);
    await passwordField(page, t('login.password')).fill(bob.password);
    await page.getByRole('button', { name: t('login.submit'), exact: true }).click();
    await page.waitForURL('**/user/home');
    await memberMenu.getByRole('link', { name: t('nav.statement') }).click();
    await page.getByText(t('statement.loadFailed')).waitFor();
    expect(await page.getByText('1,234.00').count()).toBe(0);
    const profileRefused = page.waitForEvent('requestfailed', (request) => request.url().includes('/api/account/profile'));
    await memberMenu.getByRole('link', { name: t('nav.profile') }).click();
    await profileRefused;
    expect(await page.getByText('Alice Private').count()).toBe(0);
    expect(await page.getByText(alice.phone).count()).toBe(0);
  });

  describe('server restart', () => {
    // Our own server on its own data folder, behind a fixed address: the browser keeps one origin
    // while the process behind it stops and starts again (as a deploy would do).
    const dataDir = mkdtempSync(join(tmpdir(), 'wallet-chat-restart-'));
    let app: RunningApp | null = null;
    let proxy: Server;
    let proxyUrl = '';
    const open = new Set<Socket>();

    beforeAll(async () => {
      if (!withServer()) return;
      app = await startApp({ DATA_DIR: dataDir });
      proxy = createServer((client) => {
        const target = new URL(app?.url ?? 'http://127.0.0.1:1');
        const upstream = connect(Number(target.port), target.hostname);
        open.add(client).add(upstream);
        const drop = () => {
          client.destroy();
          upstream.destroy();
          open.delete(client);
          open.delete(upstream);
        };
        client.on('error', drop).on('close', drop);
        upstream.on('error', drop).on('close', drop);
        client.pipe(upstream).pipe(client);
      });
      await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
      const address = proxy.address();
      proxyUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
      await settingsOn(proxyUrl);
    });
    afterAll(async () => {
      for (const socket of open) socket.destroy();
      await new Promise((resolve) => (proxy ? proxy.close(resolve) : resolve(undefined)));
      await app?.stop();
      rmSync(dataDir, { recursive: true, force: true });
    });

    it('reconnects after the server restarts mid-conversation and keeps the history', async (ctx) => {
      if (!withServer()) ctx.skip();
      const page = await phone('en');
      const { t, widget, input } = await openChat(page, proxyUrl, '/contact', 'en');
      await sendAndSeeReply(page, input, 'Before the restart');

      await app!.stop();
      for (const socket of open) socket.destroy();
      await widget
        .getByRole('status')
        .filter({ hasText: t('chat.status.reconnecting') })
        .waitFor();
      app = await startApp({ DATA_DIR: dataDir });
      // Back within a few 500 ms retries; the room is joined again.
      await widget.getByRole('status').waitFor({ state: 'detached', timeout: 15_000 });
      await row(page, 'Before the restart').first().waitFor();
      await page.screenshot({ path: join(shots, 'after-restart-en.png') });

      await sendAndSeeReply(page, input, 'After the restart');
      // The history survived the restart on the server too (the panel, left open, opens again).
      await page.reload();
      await row(page, 'Before the restart').first().waitFor();
      await row(page, 'After the restart').first().waitFor();
    });
  });
});
