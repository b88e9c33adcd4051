import { kipFractionProblem, parseAmount, walletCurrency, type WalletCurrency } from './money';

/*
 * Member screens only (transfer, withdraw): kept out of lib/money, which the sign-in screen's first
 * download carries.
 */

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
