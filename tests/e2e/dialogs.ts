import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { Locale } from './harness';
import { distinctSlip } from '../png';
import { text } from './texts';

/** Invite and refund show the banner carousel first when there are banners (spec §2); closing it opens the dialog. */
export async function passBanners(page: Page, locale: Locale, titleKey: string) {
  const banners = page.getByRole('dialog', { name: text(locale, 'walletDialogs.banners') });
  const dialog = page.getByRole('dialog', { name: text(locale, titleKey) });
  await Promise.race([banners.waitFor(), dialog.waitFor()]);
  if (await banners.isVisible()) await banners.getByRole('button', { name: text(locale, 'walletDialogs.continue') }).click();
  await dialog.waitFor();
  return dialog;
}

/** The top bar's logout, and Log out again in the question it asks. */
export async function signOut(page: Page, locale: Locale = 'en') {
  await page.getByRole('button', { name: text(locale, 'nav.logout') }).click();
  await page
    .getByRole('alertdialog', { name: text(locale, 'signOut.title') })
    .getByRole('button', { name: text(locale, 'nav.logout') })
    .click();
}

/** The player picks the slip, sees it shown (the picture itself, decoded), and sends it. */
export async function pickAndSendSlip(page: Page, locale: Locale) {
  await page.locator('input[type="file"]').setInputFiles({ name: 'slip.png', mimeType: 'image/png', buffer: distinctSlip() });
  const shown = page.getByRole('img', { name: text(locale, 'deposit.slip.previewAlt') });
  await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await page.getByRole('button', { name: text(locale, 'deposit.slip.send') }).click();
}
