/** Validation rules of spec §5, returning i18n keys so screens show the translated message. */
import type { Check } from './input';

export { asciiDigits, phoneDigits, required, type Check } from './input';

/** Beyond the spec: a name (the member's, or a bank account holder's) has at most this many characters. */
export const NAME_MAX_LENGTH = 100;
/** A holder's first or last name: two of them and the space between stay within NAME_MAX_LENGTH. */
export const NAME_PART_MAX_LENGTH = Math.floor((NAME_MAX_LENGTH - 1) / 2);
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
 * More combining marks in a row than any Thai or Lao syllable stacks (a consonant carries at most
 * a vowel sign and a tone mark, rarely three): text made to spill over the lines around it.
 */
export const stackedMarks = (text: string): boolean => /\p{M}{4,}/u.test(text);

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

/** The length rule as the screen says it (the server checks the same, PHONE_NUMBER_REQUIRE_10_DIGIT). */
export function checkPhone(phone: string, laos: boolean): Check {
  if (phoneLengthOk(phone, laos)) return null;
  return laos ? 'validation.phoneLaos' : 'validation.phone10';
}

/** The first failing check, or null. */
export const firstError = (...checks: Check[]): Check => checks.find((c) => c !== null) ?? null;
