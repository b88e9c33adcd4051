import { parseAmount, walletCurrency, type WalletCurrency } from './money';

/*
 * What is wrong with a typed amount. Member screens only (transfer, withdraw): kept out of
 * lib/money, which the sign-in screen's first download carries.
 */

/**
 * Why a typed amount that reads as a number is refused for a kip wallet: a fraction (`10.5`) — kip
 * is paid in whole kip — as an i18n key, or null (any other problem is "enter an amount").
 */
export const kipFractionProblem = (text: string, currency: WalletCurrency = walletCurrency()): string | null =>
  currency === 'LAK' && Number.isNaN(parseAmount(text, currency)) && !Number.isNaN(parseAmount(text, 'BAHT'))
    ? 'money.wholeKip'
    : null;

/** A typed amount that could not be read, said as the player can fix it; null when it reads (or is blank: "enter an amount"). */
export function typedAmountProblem(
  text: string,
  currency: WalletCurrency = walletCurrency(),
): { message: string; values?: Record<string, string> } | null {
  if (text.trim() === '' || !Number.isNaN(parseAmount(text, currency))) return null;
  const fraction = kipFractionProblem(text, currency);
  if (fraction) return { message: fraction };
  return { message: 'money.digitsOnly', values: { example: currency === 'LAK' ? '150000' : '150.50' } };
}
