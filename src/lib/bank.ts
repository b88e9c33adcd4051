/** Bank account display (spec §2 Profile, §9): 3-3-rest when it has exactly 10 digits. */
export function formatBankAccount(accountNo: string): string {
  const digits = accountNo.replace(/\D/g, '');
  if (digits.length !== 10) return accountNo;
  return `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/**
 * The bank name a screen shows: the server's name in the requested language (`name`), else the
 * English one for any reader but a Thai one, who gets §3's nameTH (a Lao reader never reads Thai).
 */
export function bankDisplayName(bank: { name?: string; nameTH: string; nameEN: string }, locale: string): string {
  if (bank.name) return bank.name;
  return locale === 'th' ? bank.nameTH : bank.nameEN;
}

/** Banks whose account name must be in English (spec §5, §9). */
export const englishNameBanks = ['KTB', 'TMB', 'BBL'] as const;

export const needsEnglishName = (bankCode: string): boolean =>
  (englishNameBanks as readonly string[]).includes(bankCode);

export const isEnglishName = (name: string): boolean => /^[A-Za-z ]+$/.test(name);

/** First and last name each trimmed and joined by one space (spec §3 registration payload). */
export const joinAccountName = (first: string, last: string): string => `${first.trim()} ${last.trim()}`;
