import { intlLocale } from './locale';
import { readStored, removeStored, storageKeys, writeStored } from './storage';
import { asciiDigits } from './validation';

/** A wallet's currency (spec §2 registration step 4): baht, or kip in the Laos build. */
export type WalletCurrency = 'BAHT' | 'LAK';

/**
 * The signed-in member's wallet currency (issue 19.3), set when the wallet snapshot loads. Every
 * amount on screen and every typed amount follows it, so screens need not pass it around; it is
 * the member's for the whole session (chosen at registration, never changed).
 */
const storedCurrency = readStored(storageKeys.walletCurrency);
let current: WalletCurrency = storedCurrency === 'LAK' ? 'LAK' : 'BAHT';
/** Whether `current` is a member's (from a wallet read), not the build's guess. */
let known = storedCurrency === 'LAK' || storedCurrency === 'BAHT';
let usual: WalletCurrency = 'BAHT';
const listeners = new Set<() => void>();

export const walletCurrency = (): WalletCurrency => current;

function apply(currency: WalletCurrency): void {
  if (currency === current) return;
  current = currency;
  listeners.forEach((listener) => listener());
}

export function setWalletCurrency(currency: WalletCurrency): void {
  writeStored(storageKeys.walletCurrency, currency);
  known = true;
  apply(currency);
}

/**
 * The currency shown until a member's wallet says which (a new device, after a sign-out): the
 * build's usual one, kip in the Laos build (spec §1; its sign-up also offers baht).
 */
export function setUsualWalletCurrency(currency: WalletCurrency): void {
  usual = currency;
  if (!known) apply(currency);
}

/** A sign-out: the next member's currency is not known until their wallet loads. */
export function forgetWalletCurrency(): void {
  removeStored(storageKeys.walletCurrency);
  known = false;
  apply(usual);
}

/** Told when the wallet currency changes (the texts' `{{unit}}` follows it). */
export function onWalletCurrency(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Decimals an amount is shown and typed with: baht 2 (spec §9), kip none (no fractional kip in use). */
export const decimalsOf = (currency: WalletCurrency): number => (currency === 'LAK' ? 0 : 2);

/** The phone keyboard for typing an amount: digits only for kip, with a decimal point for baht. */
export const amountKeyboard = (currency: WalletCurrency = current): 'integer' | 'decimal' =>
  currency === 'LAK' ? 'integer' : 'decimal';

/** An amount grouped in the reader's locale digits, with its currency's decimals. */
export function formatAmount(amount: number, locale = 'en', currency: WalletCurrency = current): string {
  const safe = Number.isFinite(amount) ? amount : 0;
  const digits = decimalsOf(currency);
  return new Intl.NumberFormat(intlLocale(locale), { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(safe);
}

/**
 * Whether a typed amount is more than a balance, compared in hundredths: both are floats in major
 * units (0.1 + 0.2 is not 0.3), and no currency here has finer units than that.
 */
export const exceeds = (amount: number, balance: number): boolean => Math.round(amount * 100) > Math.round(balance * 100);

/** Statement signs (spec §9): deposit and bonus with plus, withdraw with minus, others none. */
export function amountSign(type: string): '+' | '-' | '' {
  if (type === 'deposit' || type === 'bonus') return '+';
  if (type === 'withdraw') return '-';
  return '';
}

export function formatSignedAmount(type: string, amount: number, locale = 'en', currency: WalletCurrency = current): string {
  return `${amountSign(type)}${formatAmount(Math.abs(amount), locale, currency)}`;
}

/** Kip written the Lao way, dots between thousands ("50.000", "1.000.000"): kip has no decimals to confuse. */
const kipDotGroups = /^\d{1,3}(\.\d{3})+$/;

/** Commas between groups of three only: "1,000.50", not "100,50" (a decimal comma, the way Lao figures are shown). */
const commaGroups = /^\d{1,3}(,\d{3})+(\.\d*)?$/;

/** Parses what a player typed ("1,000.50", "๑๐๐", kip "50.000") into a number, or NaN; kip takes whole numbers only. */
export function parseAmount(text: string, currency: WalletCurrency = current): number {
  let cleaned = asciiDigits(text).replace(/\s/g, '');
  // Any other comma is no amount: stripped, "100,50" was read as 10,050 (and a QR made for it).
  if (cleaned.includes(',')) cleaned = commaGroups.test(cleaned) ? cleaned.replace(/,/g, '') : '';
  if (currency === 'LAK' && kipDotGroups.test(cleaned)) cleaned = cleaned.replace(/\./g, '');
  const pattern = currency === 'LAK' ? /^\d+$/ : /^\d+(\.\d{0,2})?$/;
  if (!pattern.test(cleaned)) return Number.NaN;
  return Number(cleaned);
}
