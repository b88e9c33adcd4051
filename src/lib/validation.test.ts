import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkNewPassword, checkPasswordLength, checkPasswordsMatch } from './password';
import { checkPhone, cleanName, firstError, phoneDigits, phoneSpelling, required, stackedMarks } from './validation';
import { accountNoDigits, checkAccountNo } from './bank';
import { characterCount } from './text-length';
import { debounce, leading } from './debounce';

describe('validation rules (spec §5)', () => {
  it('needs exactly 10 digits for a phone, except in the Laos build', () => {
    expect(checkPhone('0812345678', false)).toBeNull();
    expect(checkPhone('081234567', false)).toBe('validation.phone10');
    expect(checkPhone('08123456789', false)).toBe('validation.phone10');
    expect(checkPhone('02012345', true)).toBeNull();
    expect(checkPhone('abc', true)).toBe('validation.phoneLaos');
  });
  it('takes a pasted phone number with spaces, dashes, dots or brackets as its digits', () => {
    expect(phoneDigits(' 096 475-3526 ')).toBe('0964753526');
    expect(phoneDigits('(081) 234.5678')).toBe('0812345678');
    expect(checkPhone(phoneDigits('096 475-3526'), false)).toBeNull();
  });
  it('takes a Lao number written with its country code, and spells every way of writing it one way', () => {
    expect(phoneDigits('+856 20 5550 7777')).toBe('8562055507777');
    expect(checkPhone(phoneDigits('+856 20 5550 7777'), true)).toBeNull();
    expect(checkPhone('008562055507777', true)).toBeNull();
    for (const written of ['02055507777', '2055507777', '8562055507777', '008562055507777'])
      expect(phoneSpelling(written, true), written).toBe('02055507777');
    expect(phoneSpelling('21123456', true)).toBe('021123456');
    // A Thai number has one spelling; one with a country code is not 10 digits.
    expect(phoneSpelling('0812345678', false)).toBe('0812345678');
    expect(checkPhone(phoneDigits('+66 81 234 5678'), false)).toBe('validation.phone10');
  });
  it('reads Thai and Lao digits, as those keyboards type them, as 0–9', () => {
    expect(phoneDigits('๐๘๑๒๓๔๕๖๗๘')).toBe('0812345678');
    expect(phoneDigits('໐໒໐ ໕໕໕໕ ໐໐໐໐')).toBe('02055550000');
    expect(checkPhone(phoneDigits('๐๙๖-๔๗๕-๓๕๒๖'), false)).toBeNull();
  });
  it('requires fields and matching passwords', () => {
    expect(required('  ')).toBe('validation.required');
    expect(checkPasswordsMatch('a', 'b')).toBe('validation.passwordMismatch');
    expect(firstError(null, required(''), checkPasswordsMatch('a', 'b'))).toBe('validation.required');
    expect(firstError(null, null)).toBeNull();
  });
});

describe('password length (beyond the spec)', () => {
  it('asks for at least 8 characters, counted as a person counts them', () => {
    expect(checkPasswordLength('a')).toBe('validation.passwordTooShort');
    expect(checkPasswordLength('1234567')).toBe('validation.passwordTooShort');
    expect(checkPasswordLength('12345678')).toBeNull();
    expect(checkPasswordLength('รหัสผ่านดีมาก')).toBeNull();
    expect(checkPasswordLength('🔑🔑🔑🔑🔑🔑🔑')).toBe('validation.passwordTooShort');
  });

  it('refuses the first guesses of a password sprayer: runs, repeats, well-known ones, the phone number', () => {
    for (const guessable of ['12345678', '87654321', 'abcdefgh', '00000000', 'AAAAAAAA', '12121212', '123123123', '12341234', 'Password1', 'qwerty123', '1234567890']) {
      expect(checkNewPassword(guessable), guessable).toBe('validation.passwordGuessable');
    }
    expect(checkNewPassword('0812340000', '0812340000')).toBe('validation.passwordGuessable');
    expect(checkNewPassword('lek812340000', '0812340000')).toBe('validation.passwordGuessable');
    expect(checkNewPassword('02055550000', '+856 20 5555 0000')).toBe('validation.passwordGuessable');
    // Length first; then anything that is none of those passes, Thai and Lao included.
    expect(checkNewPassword('1234')).toBe('validation.passwordTooShort');
    for (const fine of ['secret-123', 'demo1234', '13572468', 'รหัสผ่านดีมาก', 'ລະຫັດລັບດີ']) {
      expect(checkNewPassword(fine, '0812340000'), fine).toBeNull();
    }
  });

  it('refuses more than 128 characters (what the server refuses) rather than keeping the first 128', () => {
    expect(checkPasswordLength('a'.repeat(128))).toBeNull();
    expect(checkPasswordLength('a'.repeat(129))).toBe('validation.passwordTooLong');
    expect(checkPasswordLength('x'.repeat(200))).toBe('validation.passwordTooLong');
    // 128 emoji are 256 UTF-16 units but 128 characters, as the server counts them.
    expect(checkPasswordLength('🔑'.repeat(128))).toBeNull();
  });
});

describe('bank account number', () => {
  it('keeps the digits of a number written with dashes or spaces (as registration sends them)', () => {
    expect(accountNoDigits('123-456-7890')).toBe('1234567890');
    expect(accountNoDigits(' 123 456 7890 ')).toBe('1234567890');
    expect(accountNoDigits('๑๒๓-๔๕๖๗๘๙')).toBe('123456789');
  });

  it('asks for 6 to 20 digits, as the server does, and refuses letters rather than dropping them', () => {
    expect(checkAccountNo(accountNoDigits('abc-12'))).toBe('validation.accountNoDigits');
    expect(checkAccountNo(accountNoDigits('abc123456'))).toBe('validation.accountNoDigits');
    expect(checkAccountNo('12345')).toBe('validation.accountNoDigits');
    expect(checkAccountNo('123456')).toBeNull();
    expect(checkAccountNo('1'.repeat(20))).toBeNull();
    expect(checkAccountNo('1'.repeat(21))).toBe('validation.accountNoDigits');
  });
});

describe('text length', () => {
  it('counts an emoji as one character, as a person and PostgreSQL count it', () => {
    expect(characterCount('สวัสดี')).toBe(6);
    expect(characterCount('😀👍🏽')).toBe(3);
    expect(characterCount('a\uD800b')).toBe(3);
  });
});

describe('names as stored (beyond the spec)', () => {
  it('drops invisible and direction characters and keeps one space between words', () => {
    expect(cleanName(' Somchai\u200B\u00A0\u202Eiaj\u202C\n dee ')).toBe('Somchai iaj dee');
    // Decomposed and composed forms of one name are one name.
    expect(cleanName('Le\u0301')).toBe('L\u00E9');
    expect(cleanName('ปั้น ใจดี')).toBe('ปั้น ใจดี');
    expect(cleanName('\u3164\u2800\u115F')).toBe('');
    // A tower split over invisible letters is one tower once they are gone.
    expect(stackedMarks(cleanName('x\u0301\u0301\u0301\u3164\u0301\u0301\u0301'))).toBe(true);
  });
  it('tells a tower of marks from a Thai or Lao syllable', () => {
    expect(stackedMarks('ปั้น ນ້ຳ')).toBe(false);
    expect(stackedMarks(`ก${'\u0E49'.repeat(4)}`)).toBe(true);
  });
});

describe('debounce and double-tap guard', () => {
  afterEach(() => {
    vi.useRealTimers();
  });
  it('runs once after the last call', () => {
    vi.useFakeTimers();
    const fn = vi.fn();
    const d = debounce(fn, 500);
    d(1);
    d(2);
    vi.advanceTimersByTime(499);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledExactlyOnceWith(2);
  });
  it('drops a second tap within the window', () => {
    vi.useFakeTimers();
    const fn = vi.fn();
    const once = leading(fn, 500);
    once();
    once();
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(500);
    once();
    expect(fn).toHaveBeenCalledTimes(2);
  });
});
