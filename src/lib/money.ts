import { intlLocale } from './locale';

/** Amounts are shown with 2 decimals (spec §9), grouped, in the reader's locale digits. */
export function formatAmount(amount: number, locale = 'en'): string {
  const safe = Number.isFinite(amount) ? amount : 0;
  return new Intl.NumberFormat(intlLocale(locale), { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(safe);
}

export type StatementType = 'deposit' | 'bonus' | 'finish_bonus' | 'withdraw' | 'transfer';

/** Statement signs (spec §9): deposit and bonus with plus, withdraw with minus, others none. */
export function amountSign(type: string): '+' | '-' | '' {
  if (type === 'deposit' || type === 'bonus') return '+';
  if (type === 'withdraw') return '-';
  return '';
}

export function formatSignedAmount(type: string, amount: number, locale = 'en'): string {
  return `${amountSign(type)}${formatAmount(Math.abs(amount), locale)}`;
}


/** Parses what a player typed ("1,000.50") into a number, or NaN. */
export function parseAmount(text: string): number {
  const cleaned = text.replace(/[,\s]/g, '');
  if (!/^\d+(\.\d{0,2})?$/.test(cleaned)) return Number.NaN;
  return Number(cleaned);
}
