import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildClient, openSlipWindow, repoRoot, startApp, type RunningApp } from './app-process';
import { launchBrowser, newPhone } from './harness';
import { passwordField, text } from './texts';
import { uploadSlip } from './sandbox';

/** What a reader hears after a field's name: the text of the elements its aria-describedby names. */
const describedBy = (field: Locator) =>
  field.evaluate((el) =>
    (el.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' '),
  );

/** The Laos build (VITE_LAOS=1): Lao first, phones not fixed at 10 digits, a currency at sign-up. */
describe('Laos build', () => {
  let app: RunningApp;
  let browser: Browser;

  beforeAll(async () => {
    // Beside E2E_DIST's folder, so two people running this file at once do not overwrite each other's build.
    const dist = `${process.env.E2E_DIST ?? 'dist'}-laos`;
    buildClient(dist, { VITE_LAOS: '1' });
    app = await startApp({ DIST_DIR: join(repoRoot, dist), LAOS: '1' });
    await openSlipWindow(app.url);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('opens in Lao, accepts an 8-digit phone and asks for the currency', async () => {
    const { page } = await newPhone(browser);
    await page.goto(`${app.url}/register`);
    await page.getByRole('heading', { name: 'ສະໝັກສະມາຊິກ' }).waitFor();
    await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe('lo');
    const phone = `20${String(Date.now()).slice(-6)}`;
    // A Lao number as an example, not the Thai 10-digit hint.
    await expect(describedBy(page.getByRole('textbox', { name: 'ເບີໂທລະສັບ' }))).resolves.toContain('ເຊັ່ນ 02055551234');
    await page.getByRole('textbox', { name: 'ເບີໂທລະສັບ' }).fill(phone);
    await page.getByRole('button', { name: 'ຕໍ່ໄປ' }).click();
    await page.getByRole('textbox', { name: 'ຊື່ທີ່ສະແດງ' }).fill('Noy');
    await passwordField(page, 'ລະຫັດຜ່ານ').fill('secret-123');
    await passwordField(page, 'ຢືນຢັນລະຫັດຜ່ານ').fill('secret-123');
    await page.getByRole('button', { name: 'ຕໍ່ໄປ' }).click();
    const bank = page.getByRole('combobox', { name: 'ທະນາຄານ' });
    await bank.waitFor();
    await expect(bank.locator('option', { hasText: 'ທະນາຄານການຄ້າຕ່າງປະເທດລາວ' }).count()).resolves.toBe(1);
    await bank.selectOption('BCEL');
    await page.getByRole('textbox', { name: 'ເລກບັນຊີທະນາຄານ' }).fill(`0${phone}1`);
    await page.getByRole('textbox', { name: 'ຊື່ບັນຊີ' }).fill('Noy');
    await page.getByRole('textbox', { name: 'ນາມສະກຸນບັນຊີ' }).fill('Phommachanh');
    const currency = page.getByRole('combobox', { name: 'ສະກຸນເງິນ' });
    await expect(currency.inputValue()).resolves.toBe('LAK');
    // Chosen once: said before it is chosen.
    await expect(describedBy(currency)).resolves.toContain('ປ່ຽນພາຍຫຼັງບໍ່ໄດ້');
    await currency.selectOption('BAHT');
    await page.getByRole('button', { name: 'ສະໝັກສະມາຊິກ', exact: true }).click();
    await page.getByText('ສະໝັກສະມາຊິກສຳເລັດ!', { exact: false }).waitFor();
    await page.waitForURL('**/login');
    // The sign-in form opens with the number as the app writes Lao numbers everywhere: with its 0.
    await expect(page.getByRole('textbox', { name: 'ເບີໂທລະສັບ' }).inputValue()).resolves.toBe(`0${phone}`);
  });

  it('one number however it is written: refused at step 1 when taken, and signs in written another way', async () => {
    const phone = `20${String(Date.now()).slice(-8)}`;
    const registered = await fetch(`${app.url}/api/account`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'wallet-user' },
      body: JSON.stringify({
        name: 'Noy', username: phone, password: 'secret-123', sourceCode: '', inviteCode: '',
        bankCode: 'BCEL', bankAccountName: 'NOY PHOMMACHANH', bankAccountNo: `1${phone}`, currency: 'LAK',
      }),
    });
    expect(registered.status).toBe(201);
    const t = (key: string) => text('la', key);
    const { page } = await newPhone(browser);
    // As a Lao player pastes it from a contact card: country code, trunk digits, spaces.
    const international = `+856 ${phone.slice(0, 2)} ${phone.slice(2, 6)} ${phone.slice(6)}`;
    await page.goto(`${app.url}/register`);
    await page.getByRole('textbox', { name: t('register.phone') }).fill(international);
    await page.getByRole('button', { name: 'ຕໍ່ໄປ' }).click();
    await page.getByText(t('errors.EXISTING_USER')).waitFor();

    await page.goto(`${app.url}/login`);
    await page.getByRole('textbox', { name: t('login.phone') }).fill(`0${phone}`);
    await passwordField(page, t('login.password')).fill('secret-123');
    await page.getByRole('button', { name: t('login.submit'), exact: true }).click();
    await page.waitForURL('**/user/home');
  });

  it('a bonus page opened straight on a fresh phone shows the member\'s own currency: whole kip for a kip member, baht with its decimals for a baht one', async () => {
    const amountsOn = async (currency: 'LAK' | 'BAHT') => {
      const phone = `20${String(Date.now()).slice(-7)}`;
      const headers = { 'x-requested-with': 'wallet-user', 'content-type': 'application/json' };
      const account = {
        name: 'Kham', username: phone, password: 'secret-123', sourceCode: '', inviteCode: '',
        bankCode: 'BCEL', bankAccountName: 'KHAM SIHARATH', bankAccountNo: `0${phone}2`, currency,
      };
      expect((await fetch(`${app.url}/api/account`, { method: 'POST', headers, body: JSON.stringify(account) })).ok).toBe(true);
      const login = await fetch(`${app.url}/api/login`, { method: 'POST', headers, body: JSON.stringify({ username: phone, password: 'secret-123' }) });
      const { token } = (await login.json()) as { token: string };
      // A new phone: no currency remembered from an earlier visit, and the wallet never read before the page.
      const { page } = await newPhone(browser);
      await page.addInitScript((saved) => {
        window.localStorage.setItem('token', saved);
        window.localStorage.setItem('remember-agreement', new Date().toISOString());
      }, token);
      const walletRead = page.waitForResponse((reply) => new URL(reply.url()).pathname === '/api/wallet');
      await page.goto(`${app.url}/user/bonus`);
      await walletRead;
      await page.locator('[data-size="lg"]').first().waitFor();
      return page;
    };
    // Each card's figure, and the unit beside it.
    const amounts = (page: Page) => page.locator('[data-size="lg"] > :first-child').allTextContents();
    const units = (page: Page) => page.locator('[data-size="lg"] > :nth-child(2)').allTextContents();
    const kip = await amountsOn('LAK');
    await expect.poll(() => amounts(kip)).toSatisfy((all: string[]) => all.every((amount) => /^[\d,]+$/.test(amount)));
    await expect.poll(() => units(kip)).toSatisfy((all: string[]) => all.length > 0 && all.every((unit) => unit.trim() === text('la', 'money.unit.LAK')));
    const baht = await amountsOn('BAHT');
    // Drawn first in the build's usual kip, then again once the wallet read says baht.
    await expect.poll(() => amounts(baht)).toSatisfy((all: string[]) => all.every((amount) => /^[\d,]+\.\d\d$/.test(amount)));
    await expect.poll(() => units(baht)).toSatisfy((all: string[]) => all.length > 0 && all.every((unit) => unit.trim() === text('la', 'money.unit.BAHT')));
  });

  it('a kip member sees whole kip on the home and in the deposit and withdraw sheets, and a fraction is refused (la)', async () => {
    const call = async <T>(method: string, path: string, body?: unknown, token?: string): Promise<T> => {
      const headers: Record<string, string> = { 'x-requested-with': 'wallet-user' };
      if (body !== undefined) headers['content-type'] = 'application/json';
      if (token) headers.authorization = `Bearer ${token}`;
      const reply = await fetch(`${app.url}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
      if (!reply.ok) throw new Error(`${method} ${path} → ${reply.status} ${await reply.text()}`);
      return (await reply.json()) as T;
    };
    const phone = `20${String(Date.now()).slice(-7)}`;
    await call('POST', '/api/account', {
      name: 'Noy', username: phone, password: 'secret-123', sourceCode: '', inviteCode: '',
      bankCode: 'BCEL', bankAccountName: 'NOY PHOMMACHANH', bankAccountNo: `0${phone}1`, currency: 'LAK',
    });
    const { token } = await call<{ token: string }>('POST', '/api/login', { username: phone, password: 'secret-123' });
    // Kip arrives by a transfer to the Lao account and its slip (no QR provider takes kip).
    const reference = await uploadSlip(token, app.url);
    await call('POST', `/api/sandbox/slips/${reference}/approve`, { amount: 150000 });

    const t = (key: string, vars: Record<string, string | number> = {}) => text('la', key, { unit: text('la', 'money.unit.LAK'), ...vars });
    const { page, context } = await newPhone(browser);
    await context.addInitScript((saved) => {
      window.localStorage.setItem('token', saved);
      window.localStorage.setItem('remember-agreement', new Date().toISOString());
    }, token);
    await page.goto(`${app.url}/user/home`);
    const kip = await page.evaluate(() => new Intl.NumberFormat('lo-LA', { maximumFractionDigits: 0 }).format(150000));
    const card = page.getByRole('region', { name: t('ui.balanceCard.total') });
    await card.getByText(kip, { exact: true }).waitFor();
    await card.getByText(t('money.unit.LAK')).waitFor();

    // The deposit sheet offers what takes kip: the Lao account and its slip, no PromptPay QR (priced in baht).
    await page.getByRole('list', { name: t('home.actions') }).getByRole('button', { name: t('home.deposit') }).click();
    const deposit = page.getByRole('dialog', { name: t('deposit.title') });
    await deposit.getByText('MEMBER WALLET CO').waitFor();
    await expect(deposit.getByRole('tab').allTextContents()).resolves.toEqual([t('deposit.tab.bank')]);
    await page.keyboard.press('Escape');
    await deposit.waitFor({ state: 'detached' });

    await page.getByRole('list', { name: t('home.actions') }).getByRole('button', { name: t('home.withdraw') }).click();
    const sheet = page.getByRole('dialog', { name: t('withdraw.title') });
    const amount = sheet.getByRole('textbox', { name: t('withdraw.amount') });
    await expect(amount.getAttribute('inputmode')).resolves.toBe('numeric');
    await amount.fill('150.5');
    await sheet.getByRole('button', { name: t('withdraw.submit'), exact: true }).click();
    await sheet.getByRole('alert').filter({ hasText: t('money.wholeKip') }).waitFor();
    // Kip's own limits (50,000 to 30,000,000 kip), not baht's figures read as kip.
    const [least = '', most = ''] = await page.evaluate(() => [50_000, 30_000_000].map((n) => new Intl.NumberFormat('lo-LA', { maximumFractionDigits: 0 }).format(n)));
    await sheet.getByText(t('withdraw.limits', { min: least, max: most }), { exact: true }).waitFor();
    await amount.fill('1500');
    await sheet.getByRole('button', { name: t('withdraw.submit'), exact: true }).click();
    await sheet.getByRole('alert').filter({ hasText: t('withdraw.min', { amount: least }) }).waitFor();
    await amount.fill('60000');
    await sheet.getByRole('button', { name: t('withdraw.submit'), exact: true }).click();
    await sheet.getByRole('button', { name: t('withdraw.confirm') }).click();
    const receipt = sheet.getByRole('region', { name: t('receipt.withdraw') });
    const withdrawn = await page.evaluate(() => new Intl.NumberFormat('lo-LA', { maximumFractionDigits: 0 }).format(60000));
    await receipt.getByText(`-${withdrawn}`, { exact: true }).waitFor();
  });
});
