import { describe, expect, it } from 'vitest';
import { accountEnding, banksOfThisBuild, holderNameProblem, isHolderName, maskBankAccount } from './bank';

describe('masked account numbers (issue 18: the withdrawal destination)', () => {
  it('hides all but the last four digits and groups a 10-digit number 3-3-4', () => {
    expect(maskBankAccount('1234567890')).toBe('xxx-xxx-7890');
    expect(maskBankAccount('123-456-7890')).toBe('xxx-xxx-7890');
  });
  it('hides longer and shorter numbers without grouping', () => {
    expect(maskBankAccount('020123456789')).toBe('xxxxxxxx6789');
    expect(maskBankAccount('1234567')).toBe('xxx4567');
  });
  it('never shows more than the last four digits, and nothing to hide in a short one', () => {
    expect(maskBankAccount('1234')).toBe('1234');
    expect(maskBankAccount('9876543210').replace(/\D/g, '')).toBe('3210');
  });
  it('reads the ending for a screen reader', () => {
    expect(accountEnding('123-456-7890')).toBe('7890');
  });
});

describe('banks of this build', () => {
  const banks = [
    { code: 'KBANK', country: 'TH' },
    { code: 'SCB', country: 'TH' },
    { code: 'BCEL', country: 'LA' },
  ];
  it('lists Thai banks in the Thai build and Lao banks in the Laos build', () => {
    expect(banksOfThisBuild(banks, false).map((b) => b.code)).toEqual(['KBANK', 'SCB']);
    expect(banksOfThisBuild(banks, true).map((b) => b.code)).toEqual(['BCEL']);
  });
  it("keeps the member's own bank listed whatever its country", () => {
    expect(banksOfThisBuild(banks, false, 'BCEL').map((b) => b.code)).toEqual(['KBANK', 'SCB', 'BCEL']);
  });
});

describe('account holder names', () => {
  it('takes letters of any script with their marks, and the dots, apostrophes and hyphens of real names', () => {
    for (const name of ['สมชาย ใจดี', 'ສົມພອນ ແກ້ວ', "O'Neil Smith-Jones", 'Jr. Lee']) expect(isHolderName(name), name).toBe(true);
  });
  it('refuses digits, emoji and symbols, which no bank account is opened under', () => {
    for (const name of ['Jaidee 😀', 'A1 B', 'Somchai $', '-Somchai', '']) expect(isHolderName(name), name).toBe(false);
  });
});

describe('a holder name for its bank (spec §5), as registration and the profile judge it', () => {
  it('wants English at KTB, TMB and BBL, and a name of letters anywhere else', () => {
    expect(holderNameProblem('KTB', 'SOMCHAI JAIDEE')).toBeNull();
    expect(holderNameProblem('KTB', 'สมชาย ใจดี')).toBe('english');
    expect(holderNameProblem('SCB', 'สมชาย ใจดี')).toBeNull();
    expect(holderNameProblem('SCB', 'Jaidee 😀')).toBe('letters');
  });
});

