import { ACCOUNT_NO_MAX_LENGTH, asciiDigits, type Check } from './validation';
/** 3-3-rest for a 10-character account number; any other length is shown as it is. */
const grouped = (chars: string): string => (chars.length === 10 ? `${chars.slice(0, 3)}-${chars.slice(3, 6)}-${chars.slice(6)}` : chars);

/** Bank account display (spec §2 Profile, §9): 3-3-rest when it has exactly 10 digits. */
export function formatBankAccount(accountNo: string): string {
  const digits = accountNo.replace(/\D/g, '');
  return digits.length === 10 ? grouped(digits) : accountNo;
}

/**
 * An account number with all but its last four digits hidden (issue 18: a withdrawal shows where the
 * money goes without putting the whole number on a screen someone may be looking at), grouped like
 * formatBankAccount when it has exactly 10 digits: `1234567890` → `xxx-xxx-7890`.
 */
export function maskBankAccount(accountNo: string): string {
  const digits = accountNo.replace(/\D/g, '');
  if (digits.length <= 4) return digits;
  return grouped('x'.repeat(digits.length - 4) + digits.slice(-4));
}

/** The last four digits, for a screen reader ("account ending 7890") instead of spelling out x's. */
export const accountEnding = (accountNo: string): string => accountNo.replace(/\D/g, '').slice(-4);

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

/** A holder name as it is kept for `bankCode` (English-name banks in capitals): what to compare to tell a change. */
export const keptHolderName = (bankCode: string, name: string): string => (needsEnglishName(bankCode) ? name.toUpperCase() : name);

/**
 * Any bank's holder name: letters of any script with their marks, spaces, and the dots, apostrophes
 * and hyphens of real names — no digits, emoji or symbols, which no bank account is opened under
 * (the server checks the same).
 */
export const isHolderName = (name: string): boolean => /^\p{L}[\p{L}\p{M} .'-]*$/u.test(name);

/**
 * What is wrong with a holder name for the bank `bankCode` (spec §5): `english` where the bank
 * needs an English name and it is not one, `letters` where it is no name at all; null when fine.
 * Registration and the profile say each in their own words.
 */
export const holderNameProblem = (bankCode: string, name: string): 'english' | 'letters' | null =>
  needsEnglishName(bankCode) ? (isEnglishName(name) ? null : 'english') : isHolderName(name) ? null : 'letters';

/** First and last name each trimmed and joined by one space (spec §3 registration payload). */
export const joinAccountName = (first: string, last: string): string => `${first.trim()} ${last.trim()}`;

/**
 * The banks a member of this build can choose: Thai banks, or Lao ones in the Laos build (the lookup
 * lists both countries). `keep` stays listed whatever its country: the member's own bank.
 */
export const banksOfThisBuild = <B extends { code: string; country: string }>(banks: readonly B[], laos: boolean, keep?: string): B[] =>
  banks.filter((bank) => bank.country === (laos ? 'LA' : 'TH') || bank.code === keep);

// Only the forms that take an account number (register, profile) load these: not the sign-in screen.
/** Bank account numbers have 6 to 20 digits (as the server checks). */
export const ACCOUNT_NO_MIN_LENGTH = 6;

/**
 * An account number as written on a passbook or pasted from a banking app (`123-456-7890`,
 * `123 456 7890`, Thai or Lao digits): its digits. Anything else (a letter, a dot) is kept, so
 * checkAccountNo refuses it rather than a number being made up out of what is left.
 */
export const accountNoDigits = (typed: string): string => asciiDigits(typed).replace(/[\s-]/g, '');

/** The server's rule (KEY_INVALID, detail bankAccountNo), said on the field before anything is sent. */
export const checkAccountNo = (digits: string): Check =>
  new RegExp(`^\\d{${ACCOUNT_NO_MIN_LENGTH},${ACCOUNT_NO_MAX_LENGTH}}$`).test(digits) ? null : 'validation.accountNoDigits';
