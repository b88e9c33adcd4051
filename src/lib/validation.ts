/** Validation rules of spec §5, returning i18n keys so screens show the translated message. */
export type Check = string | null;

/** Beyond the spec (which shows no length rule): a new password has at least this many characters. */
export const PASSWORD_MIN_LENGTH = 8;
/** Characters as a person counts them (code points, so a Thai or emoji password is not cut short). */
export const passwordLongEnough = (password: string): boolean => [...password].length >= PASSWORD_MIN_LENGTH;
/**
 * Beyond the spec: a new password has at most this many characters; the server refuses a longer one
 * (KEY_INVALID), so a request cannot make it hash a megabyte. Its field does not stop there
 * (`maxLength` would silently keep the first 128 of a pasted 200, the account then locked behind
 * a password the player never knew): checkPasswordLength says it is too long instead.
 */
export const PASSWORD_MAX_LENGTH = 128;
/** Beyond the spec: a name (the member's, or a bank account holder's) has at most this many characters. */
export const NAME_MAX_LENGTH = 100;
/** A holder's first or last name: two of them and the space between stay within NAME_MAX_LENGTH. */
export const NAME_PART_MAX_LENGTH = Math.floor((NAME_MAX_LENGTH - 1) / 2);
/** Bank account numbers have 6 to 20 digits (as the server checks). */
export const ACCOUNT_NO_MIN_LENGTH = 6;
export const ACCOUNT_NO_MAX_LENGTH = 20;

/**
 * A name as it is stored and shown: composed (NFC), every kind of white space as one space, and no
 * control or invisible format characters — a zero-width space pasted from a chat app, or a bidi
 * override that would turn the text after it around in the operator's console and on statements —
 * nor the letters that draw nothing (Hangul fillers, the blank braille cell, the grapheme joiner),
 * with which a name looks empty or a tower of marks hides its base.
 */
export const cleanName = (name: string): string =>
  name.normalize('NFC').replace(/\s/g, ' ').replace(/[\p{Cc}\p{Cf}]|[\u115F\u1160\u3164\uFFA0\u2800]|\u034F/gu, '').replace(/ {2,}/g, ' ').trim();

/** Text that draws nothing once cleaned like a name: spaces, zero-width and blank-drawing characters only. */
export const blankText = (text: string): boolean => cleanName(text) === '';

/**
 * Characters as a reader and PostgreSQL count them (code points): an emoji is one character, not
 * the two UTF-16 units `length` counts, so a message of 2000 emoji is as long as one of 2000 letters.
 */
export const characterCount = (text: string): number => text.length - (text.match(/[\uD800-\uDBFF][\uDC00-\uDFFF]/g)?.length ?? 0);

/**
 * More combining marks in a row than any Thai or Lao syllable stacks (a consonant carries at most
 * a vowel sign and a tone mark, rarely three): text made to spill over the lines around it.
 */
export const stackedMarks = (text: string): boolean => /\p{M}{4,}/u.test(text);

export const required = (value: string): Check => (value.trim() === '' ? 'validation.required' : null);

/** Thai (๐–๙) and Lao (໐–໙) digits, as a Thai or Lao keyboard types them, as 0–9 (their code points end in the digit). */
export const asciiDigits = (typed: string): string => typed.replace(/[\u0E50-\u0E59\u0ED0-\u0ED9]/g, (d) => String(d.charCodeAt(0) & 0xf));

/** A phone number as typed or pasted (`081-234 5678`, `(081) 2345678`, `+856 20…`, `๐๘๑…`): its digits. */
export const phoneDigits = (typed: string): string => asciiDigits(typed).replace(/[\s().+-]/g, '');

/** A Lao number without the country code it was written with (`856…`, `00856…`): what its length rule counts. */
const laoNationalNumber = (digits: string): string => /^(?:00)?856(\d{8,10})$/.exec(digits)?.[1] ?? digits;

/** Spec §5: exactly 10 digits, except in the Laos build where Lao numbers have 8 to 12 (after any country code). */
export const phoneLengthOk = (digits: string, laos: boolean): boolean =>
  laos ? /^\d{8,12}$/.test(laoNationalNumber(digits)) : /^\d{10}$/.test(digits);

/**
 * The one spelling of a phone number, under which it registers, signs in and gets its SMS budget.
 * Lao numbers are written with and without the trunk 0 and with the country code (`020 5550 7777`,
 * `20 5550 7777`, `+856 20 5550 7777`): all are the national number with its 0. Thai numbers have
 * one spelling (10 digits, the 0 included).
 */
export function phoneSpelling(digits: string, laos: boolean): string {
  if (!laos) return digits;
  const national = laoNationalNumber(digits);
  return /^[1-9]/.test(national) ? `0${national}` : national;
}

/**
 * An account number as written on a passbook or pasted from a banking app (`123-456-7890`,
 * `123 456 7890`, Thai or Lao digits): its digits. Anything else (a letter, a dot) is kept, so
 * checkAccountNo refuses it rather than a number being made up out of what is left.
 */
export const accountNoDigits = (typed: string): string => asciiDigits(typed).replace(/[\s-]/g, '');

/** The server's rule (KEY_INVALID, detail bankAccountNo), said on the field before anything is sent. */
export const checkAccountNo = (digits: string): Check =>
  new RegExp(`^\\d{${ACCOUNT_NO_MIN_LENGTH},${ACCOUNT_NO_MAX_LENGTH}}$`).test(digits) ? null : 'validation.accountNoDigits';

/** The length rule as the screen says it (the server checks the same, PHONE_NUMBER_REQUIRE_10_DIGIT). */
export function checkPhone(phone: string, laos: boolean): Check {
  if (phoneLengthOk(phone, laos)) return null;
  return laos ? 'validation.phoneLaos' : 'validation.phone10';
}

/** At most PASSWORD_MAX_LENGTH characters, counted as the server counts them (code points). */
export const passwordShortEnough = (password: string): boolean => [...password].length <= PASSWORD_MAX_LENGTH;

/** Beyond the spec: register and change password ask for PASSWORD_MIN_LENGTH to PASSWORD_MAX_LENGTH characters (as the server does). */
export const checkPasswordLength = (password: string): Check => {
  if (!passwordLongEnough(password)) return 'validation.passwordTooShort';
  return passwordShortEnough(password) ? null : 'validation.passwordTooLong';
};

export const checkPasswordsMatch = (password: string, confirm: string): Check =>
  password === confirm ? null : 'validation.passwordMismatch';

/** The first failing check, or null. */
export const firstError = (...checks: Check[]): Check => checks.find((c) => c !== null) ?? null;
