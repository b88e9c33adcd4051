/** Bank account display (spec §2 Profile, §9): 3-3-rest when it has exactly 10 digits. */
export function formatBankAccount(accountNo: string): string {
  const digits = accountNo.replace(/\D/g, '');
  if (digits.length !== 10) return accountNo;
  return `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/** Banks whose account name must be in English (spec §5, §9). */
export const englishNameBanks = ['KTB', 'TMB', 'BBL'] as const;

export const needsEnglishName = (bankCode: string): boolean =>
  (englishNameBanks as readonly string[]).includes(bankCode);

export const isEnglishName = (name: string): boolean => /^[A-Za-z ]+$/.test(name);

/** First and last name each trimmed and joined by one space (spec §3 registration payload). */
export const joinAccountName = (first: string, last: string): string => `${first.trim()} ${last.trim()}`;
