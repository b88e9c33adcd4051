import { describe, expect, it } from 'vitest';
import { htmlLang, intlLocale, storedLocale } from './locale';

describe('language tags', () => {
  it('writes Lao as lo for <html lang> and keeps the others', () => {
    expect(htmlLang('la')).toBe('lo');
    expect(htmlLang('th')).toBe('th');
    expect(htmlLang('en')).toBe('en');
  });

  it('reads a host language hint back into the stored value', () => {
    expect(storedLocale('lo')).toBe('la');
    expect(storedLocale('lo-LA')).toBe('la');
    expect(storedLocale('TH')).toBe('th');
    expect(storedLocale('en-US')).toBe('en');
  });

  it('gives Intl the language with its country', () => {
    expect(intlLocale('la')).toBe('lo-LA');
    expect(intlLocale('th')).toBe('th-TH');
    expect(intlLocale('en')).toBe('en-GB');
  });
});
