import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import th from '../../locales/th.json';
import la from '../../locales/la.json';
import en from '../../locales/en.json';
import { ERROR_CODES } from '../api/contract';
import { changeLocale, htmlLang, initI18n, initialLocale, loadMemberTexts, loadTexts } from './i18n';
import { groupOf } from './locale-groups';
import { keepLoanwordsWhole } from '../lib/loanwords';

const flat = (o: object, prefix = ''): string[] =>
  Object.entries(o).flatMap(([k, v]) => (v && typeof v === 'object' ? flat(v as object, `${prefix}${k}.`) : [`${prefix}${k}`]));

describe('locales', () => {
  it('have the same keys in th, la and en', () => {
    const keys = flat(en).sort();
    expect(flat(th).sort()).toEqual(keys);
    expect(flat(la).sort()).toEqual(keys);
  });
  // A loanword spelt one way in each language; the other spelling a player met beside it reads as a typo.
  const texts = (o: object): string[] => Object.values(o).flatMap((v) => (typeof v === 'string' ? [v] : texts(v as object)));
  it('spell "QR code" and "upload" one way in Lao', () => {
    // Read without the word joiners that keep loanwords whole (lib/loanwords.ts).
    const lao = texts(la).map((text) => text.replaceAll('\u2060', ''));
    expect(lao.filter((text) => text.includes('ຄິວອາໂຄດ'))).toEqual([]);
    expect(lao.filter((text) => text.includes('ຄິວອາໂຄ້ດ')).length).toBeGreaterThan(0);
    expect(lao.filter((text) => text.includes('ໂຫລດ'))).toEqual([]);
  });
  it('hold every loanword the Thai and Lao line breakers split joined already (lib/loanwords.ts)', () => {
    for (const text of [...texts(th), ...texts(la)]) expect(keepLoanwordsWhole(text)).toBe(text);
  });
  // Chromium's Lao dictionary breaks "internet" as ອິນ|ເຕີ|ເນັດ at a line's end (seen on the offline
  // banner); word joiners (U+2060) between its syllables keep it whole.
  it('keep the Lao "internet" whole across line breaks', () => {
    const lao = texts(la).filter((text) => text.replaceAll('\u2060', '').includes('ອິນເຕີເນັດ'));
    expect(lao.length).toBeGreaterThan(0);
    for (const text of lao) expect(text).toContain('ອິນ\u2060ເຕີ\u2060ເນັດ');
  });
  // Every §8 code the client knows (the contract's catalogue) has a text in all three languages.
  it('translate every §8 code in every language, not as a copy of English', () => {
    for (const code of ERROR_CODES) {
      expect(en.errors).toHaveProperty(code);
      const thText = (th.errors as Record<string, string>)[code];
      const laText = (la.errors as Record<string, string>)[code];
      expect(thText, code).toBeTruthy();
      expect(laText, code).toBeTruthy();
      expect(thText).not.toBe((en.errors as Record<string, string>)[code]);
      expect(laText).not.toBe(thText);
    }
  });
});

describe('language choice (spec §1)', () => {
  it('starts in Thai, takes a host hint, and prefers the stored choice', () => {
    expect(initialLocale()).toBe('th');
    expect(initialLocale('lo')).toBe('la');
    expect(initialLocale('en-US')).toBe('en');
    window.localStorage.setItem('locale', 'la');
    expect(initialLocale('en')).toBe('la');
  });
  it('in the Laos build takes only a Lao hint: Telegram, with no Lao interface, says th or en for Lao players', () => {
    window.localStorage.removeItem('locale');
    expect(initialLocale('th', true)).toBe('la');
    expect(initialLocale('en', true)).toBe('la');
    expect(initialLocale('lo', true)).toBe('la');
    expect(initialLocale(undefined, true)).toBe('la');
    window.localStorage.setItem('locale', 'en');
    expect(initialLocale('th', true)).toBe('en');
    window.localStorage.removeItem('locale');
  });
  it('switches texts, stores the choice and sets <html lang> to lo for Lao', async () => {
    const instance = i18next.createInstance();
    await initI18n('th', instance);
    expect(instance.t('nav.register')).toBe('สมัครสมาชิก');
    await changeLocale('la', instance);
    expect(instance.t('nav.register')).toBe('ສະໝັກສະມາຊິກ');
    expect(document.documentElement.lang).toBe('lo');
    expect(window.localStorage.getItem('locale')).toBe('la');
    expect(htmlLang('en')).toBe('en');
  });

  it('loads only the guest texts first, and the member texts with the member shell', async () => {
    const instance = i18next.createInstance();
    await initI18n('en', instance);
    const memberKey = Object.keys(en).find((key) => groupOf(key) === 'member');
    expect(instance.exists('login.title')).toBe(true);
    if (memberKey) expect(instance.exists(memberKey, { returnObjects: true })).toBe(false);
    await loadMemberTexts(instance);
    if (memberKey) expect(instance.exists(memberKey, { returnObjects: true })).toBe(true);
    // A language switch after that brings both groups of the new language.
    await changeLocale('th', instance);
    expect(instance.t('login.title')).toBe('เข้าสู่ระบบ');
    if (memberKey) expect(instance.exists(memberKey, { returnObjects: true, lng: 'th' })).toBe(true);
  });

  it('keeps member-only and account-form error texts out of the first load, and merges them in with their parts', async () => {
    type Part = { default: { errors: Record<string, string> } };
    const guest = ((await import('virtual:locale/th/guest')) as Part).default.errors;
    const member = ((await import('virtual:locale/th/member')) as Part).default.errors;
    const register = ((await import('virtual:locale/th/register')) as Part).default.errors;
    const all = th.errors as Record<string, string>;
    expect(guest.WRONG_PASSWORD).toBe(all.WRONG_PASSWORD);
    expect(guest.WRONG_CREDENTIAL).toBe(all.WRONG_CREDENTIAL);
    expect(guest).not.toHaveProperty('MONEY_NOT_ENOUGH');
    expect(guest).not.toHaveProperty('EXISTING_BANK');
    expect(member.PRIZE_TURNOVER).toBe(all.PRIZE_TURNOVER);
    // Registration and the profile's forms both say these: each download has its copy.
    expect(register.EXISTING_BANK).toBe(all.EXISTING_BANK);
    expect(member.EXISTING_BANK).toBe(all.EXISTING_BANK);
    expect(register.OTP_CODE_INVALID).toBe(all.OTP_CODE_INVALID);
    expect(register).not.toHaveProperty('WRONG_CREDENTIAL');
    expect(new Set([...Object.keys(guest), ...Object.keys(member)])).toEqual(new Set(Object.keys(all)));
    // Merged, not replaced: with the member texts every error text is there, and with registration's
    // the guest has every text its forms can be answered with.
    const instance = i18next.createInstance();
    await initI18n('th', instance);
    await loadTexts('register', instance);
    for (const code of Object.keys(register)) expect(instance.t(`errors.${code}`), code).toBe(all[code]);
    expect(instance.t('errors.WRONG_CREDENTIAL')).toBe(all.WRONG_CREDENTIAL);
    await loadMemberTexts(instance);
    for (const code of Object.keys(all)) expect(instance.t(`errors.${code}`), code).toBe(all[code]);
  });

  it("keeps the validation rules the sign-in form never says out of the first load; registration, the chat and the member screens bring them", async () => {
    type Part = { default: { validation?: Record<string, string> } };
    const all = th.validation as Record<string, string>;
    const guest = ((await import('virtual:locale/th/guest')) as Part).default.validation;
    expect(guest).toEqual({ required: all.required });
    const rest = Object.fromEntries(Object.entries(all).filter(([key]) => key !== 'required'));
    const parts = {
      register: () => import('virtual:locale/th/register'),
      chat: () => import('virtual:locale/th/chat'),
      member: () => import('virtual:locale/th/member'),
    };
    for (const [part, load] of Object.entries(parts)) {
      const texts = ((await load()) as Part).default.validation;
      expect({ part, texts }).toEqual({ part, texts: rest });
    }
  });

  it("keeps the kit's texts only member screens, the wizard or the how-to page draw out of the first load; their parts bring them", async () => {
    type Part = { default: { ui?: Record<string, unknown> } };
    const all = th.ui as Record<string, unknown>;
    const ui = async (load: () => Promise<unknown>) => ((await load()) as Part).default.ui ?? {};
    const guest = await ui(() => import('virtual:locale/th/guest'));
    const member = await ui(() => import('virtual:locale/th/member'));
    const register = await ui(() => import('virtual:locale/th/register'));
    const pages = await ui(() => import('virtual:locale/th/pages'));
    // What /login and every guest screen draw stays: fields, passwords, toasts, the retry state, loaders.
    for (const key of ['password', 'copy', 'toast', 'errorBoundary', 'common', 'language', 'empty', 'qr']) expect(guest[key], key).toEqual(all[key]);
    for (const key of ['balanceCard', 'receipt', 'gameCard', 'time', 'pagination', 'dataTable', 'fileDrop', 'stepper', 'video']) expect(guest, key).not.toHaveProperty(key);
    expect(member.receipt).toEqual(all.receipt);
    expect(member.time).toEqual(all.time);
    expect(register).toEqual({ stepper: all.stepper });
    expect(pages).toEqual({ video: all.video });
    expect(new Set([...Object.keys(guest), ...Object.keys(member), ...Object.keys(register), ...Object.keys(pages)])).toEqual(new Set(Object.keys(all)));
    // Merged, not replaced, when the member shell comes: the guest's kit texts are still there.
    const instance = i18next.createInstance();
    await initI18n('th', instance);
    await loadMemberTexts(instance);
    expect(instance.t('ui.receipt.done')).toBe((all.receipt as Record<string, string>).done);
    expect(instance.t('ui.password.show')).toBe((all.password as Record<string, string>).show);
  });

  it("keeps the chat widget's texts out of the first load and brings them, in the active language, with the widget", async () => {
    const instance = i18next.createInstance();
    await initI18n('la', instance);
    expect(instance.exists('chat.input')).toBe(false);
    await loadTexts('chat', instance);
    expect(instance.t('chat.input')).toBe(la.chat.input);
    await changeLocale('en', instance);
    expect(instance.t('chat.input')).toBe(en.chat.input);
  });
});
