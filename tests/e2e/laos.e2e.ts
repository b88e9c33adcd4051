import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildClient, repoRoot, startApp, type RunningApp } from './app-process';
import { launchBrowser, newPhone } from './harness';
import { passwordField } from './texts';

/** The Laos build (VITE_LAOS=1): Lao first, phones not fixed at 10 digits, a currency at sign-up. */
describe('Laos build', () => {
  let app: RunningApp;
  let browser: Browser;

  beforeAll(async () => {
    buildClient('dist-laos', { VITE_LAOS: '1' });
    app = await startApp({ DIST_DIR: join(repoRoot, 'dist-laos'), LAOS: '1' });
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
    await currency.selectOption('BAHT');
    await page.getByRole('button', { name: 'ສະໝັກສະມາຊິກ', exact: true }).click();
    await page.getByText('ສະໝັກສະມາຊິກສຳເລັດ!', { exact: false }).waitFor();
    await page.waitForURL('**/login');
  });
});
