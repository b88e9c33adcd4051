import { describe, expect, it } from 'vitest';
import { amountSign, formatAmount, formatSignedAmount, parseAmount } from './money';
import { formatCount } from './format-count';
import { kipFractionProblem, typedAmountProblem } from './typed-amount';
import { formatCountdown, formatDateTime, relativeTime, speaksRelative } from './dates';
import { formatBankAccount, isEnglishName, joinAccountName, needsEnglishName } from './bank';

describe('amounts (spec §9: 2 decimals, statement signs)', () => {
  it('shows two decimals with grouping', () => {
    expect(formatAmount(1234.5)).toBe('1,234.50');
    expect(formatAmount(0)).toBe('0.00');
    expect(formatAmount(Number.NaN)).toBe('0.00');
  });
  it('signs deposit and bonus with plus, withdraw with minus, others with none', () => {
    expect(amountSign('deposit')).toBe('+');
    expect(amountSign('bonus')).toBe('+');
    expect(amountSign('withdraw')).toBe('-');
    expect(amountSign('transfer')).toBe('');
    expect(amountSign('finish_bonus')).toBe('');
    expect(formatSignedAmount('withdraw', 300)).toBe('-300.00');
    expect(formatSignedAmount('deposit', 1000)).toBe('+1,000.00');
  });
  it('parses what a player types, refusing more than 2 decimals', () => {
    expect(parseAmount('1,000.50')).toBe(1000.5);
    expect(parseAmount('๑,๐๐๐.๕๐')).toBe(1000.5);
    expect(parseAmount('໑໐໐')).toBe(100);
    expect(parseAmount('12.345')).toBeNaN();
    expect(parseAmount('-5')).toBeNaN();
    expect(parseAmount('abc')).toBeNaN();
    // A comma only between groups of three: "100,50" (a decimal comma, as Lao figures are shown) is
    // no amount, not 10,050; nor is kip's "50,00".
    expect(parseAmount('100,50')).toBeNaN();
    expect(parseAmount('1,00,000')).toBeNaN();
    expect(parseAmount('50,00', 'LAK')).toBeNaN();
    expect(parseAmount('1,000,000', 'LAK')).toBe(1_000_000);
    expect(parseAmount('12,345.6')).toBe(12345.6);
    // A kip wallet: a fraction is its own problem, anything else unreadable is not.
    expect(kipFractionProblem('10.5', 'LAK')).toBe('money.wholeKip');
    expect(kipFractionProblem('1,000', 'LAK')).toBeNull();
    expect(kipFractionProblem('abc', 'LAK')).toBeNull();
    expect(kipFractionProblem('10.5', 'BAHT')).toBeNull();
  });
  it('groups a coin count like the amounts beside it', () => {
    expect(formatCount(11500, 'en')).toBe('11,500');
    expect(formatCount(3, 'th')).toBe('3');
  });
  it('reads kip written with dots between thousands, the Lao way', () => {
    expect(parseAmount('50.000', 'LAK')).toBe(50_000);
    expect(parseAmount('1.000.000', 'LAK')).toBe(1_000_000);
    expect(parseAmount('50.00', 'LAK')).toBeNaN();
    expect(parseAmount('50.000', 'BAHT')).toBeNaN();
  });
  it('says what is wrong with an amount that cannot be read, so the field is not told to "enter an amount" while it holds text', () => {
    expect(typedAmountProblem('', 'BAHT')).toBeNull();
    expect(typedAmountProblem('150', 'BAHT')).toBeNull();
    expect(typedAmountProblem('1e3', 'BAHT')).toEqual({ message: 'money.digitsOnly', values: { example: '150.50' } });
    expect(typedAmountProblem('-5', 'BAHT')).toEqual({ message: 'money.digitsOnly', values: { example: '150.50' } });
    expect(typedAmountProblem('10.5', 'LAK')).toEqual({ message: 'money.wholeKip' });
    expect(typedAmountProblem('abc', 'LAK')).toEqual({ message: 'money.digitsOnly', values: { example: '150000' } });
  });
});

describe('dates (spec §9: DD/MM/YYYY HH:mm:ss)', () => {
  it('formats in the device time zone with a Gregorian year', () => {
    const d = new Date(2026, 0, 5, 7, 8, 9);
    expect(formatDateTime(d)).toBe('05/01/2026 07:08:09');
    expect(formatDateTime('not a date')).toBe('-');
  });
  it('says how long ago, in the active language', () => {
    const now = Date.parse('2026-11-23T10:00:00Z');
    expect(relativeTime('2026-11-23T09:57:00Z', 'en', now)).toBe('3 minutes ago');
    expect(relativeTime('2026-11-22T10:00:00Z', 'en', now)).toBe('yesterday');
    expect(relativeTime('2026-11-23T09:57:00Z', 'th', now)).toMatch(/3 นาที/);
  });
  it('says it in our own words where the browser has no data for the language (Lao in Chromium)', () => {
    const now = Date.parse('2026-11-23T10:00:00Z');
    const words = (unit: string, count: number, past: boolean) => `${past ? '-' : '+'}${count} ${unit}`;
    // Chromium has no Lao relative-time data (it would say English): our words, past and future.
    expect(speaksRelative('la')).toBe(false);
    expect(relativeTime('2026-11-23T09:57:00Z', 'la', now, words)).toBe('-3 minute');
    expect(relativeTime('2026-11-25T10:00:00Z', 'la', now, words)).toBe('+2 day');
    // A language Intl knows keeps Intl's words.
    expect(relativeTime('2026-11-23T09:57:00Z', 'en', now, words)).toBe('3 minutes ago');
  });
  it('counts down as mm:ss and never below zero', () => {
    expect(formatCountdown(599)).toBe('09:59');
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(-4)).toBe('00:00');
  });
});

describe('bank accounts (spec §2 profile, §5)', () => {
  it('shows 10 digits as 3-3-rest and leaves others alone', () => {
    expect(formatBankAccount('1234567890')).toBe('123-456-7890');
    expect(formatBankAccount('123456789012')).toBe('123456789012');
  });
  it('knows which banks need English names', () => {
    expect(needsEnglishName('KTB')).toBe(true);
    expect(needsEnglishName('SCB')).toBe(false);
    expect(isEnglishName('SOMCHAI JAIDEE')).toBe(true);
    expect(isEnglishName('สมชาย')).toBe(false);
  });
  it('trims first and last name and joins them with one space', () => {
    expect(joinAccountName('  SOMCHAI ', ' JAIDEE  ')).toBe('SOMCHAI JAIDEE');
  });
});
