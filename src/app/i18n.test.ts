import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import th from '../../locales/th.json';
import la from '../../locales/la.json';
import en from '../../locales/en.json';
import { changeLocale, htmlLang, initI18n, initialLocale, loadMemberTexts } from './i18n';
import { groupOf } from './locale-groups';

const flat = (o: object, prefix = ''): string[] =>
  Object.entries(o).flatMap(([k, v]) => (v && typeof v === 'object' ? flat(v as object, `${prefix}${k}.`) : [`${prefix}${k}`]));

/** Every §8 code of the spec's error catalogue must have a text in all three languages. */
const catalogue = `UNAUTHORIZED EXPIRED_AUTH_TOKEN INVALID_USER_1 INVALID_USER_2 INVALID_USER_3 INVALID_USER_4 INVALID_IP NO_USER
WRONG_PASSWORD WRONG_CREDENTIAL INACTIVE_USER LOGIN_FAIL REQUEST_LIMIT REQUEST_LIMIT_1MIN OTP_BLOCK OTP_TOKEN_INVALID OTP_NOT_EXIST
OTP_VERIFIED OTP_EXPIRED OTP_CODE_INVALID OTP_CODE_VALID UNVERIFIED_OTP OTP_SEND_FAIL OTP_VERIFY_FAIL EXISTING_USER EXISTING_BANK
INVALID_USER_INFO GAME_ACTIVATION_FAIL INVALID_BANK BANK_ACCOUNT_NAME_ENG REGISTER_FAIL PHONE_NUMBER_REQUIRE_10_DIGIT NO_BANK
BONUS_REMAINING BONUS_ALREADY_ACTIVE BONUS_MAX_CLAIMED BONUS_CONDITION BONUS_CLEAR BONUS_FULL INVITE_COLLECT INVITE_INACTIVE
NO_INVITE_BONUS NO_INVITEE_PLAY_INFO INVITE_BONUS_SUCCESS INVITE_BONUS_FAIL INTERNAL_SERVER_ERROR KEY_MISSING KEY_INVALID NO_DATA
NO_PROMOTION PROMOTION_RECEIVED QR_FAIL NO_REFUND REFUND_CONDITION REFUND_SUCCESS REFUND_INACTIVE REFUND_MINIMUM NO_WALLET
SLOT_ALREADY_ACTIVE SLOT_ACTIVATE_FAIL SLOT_NO_ACCOUNT SLOT_RESET_PASSWORD_FAIL TRANSFER_MINIMUM NO_GAME MONEY_NOT_ENOUGH TRANSFER_FAIL
NOT_AREASLOT NOT_UFABET SLIP_UPLOAD_FAIL SLIP_NO_FILE SLIP_INVALID_FILE TRUELINK_DUPLICATE TRUELINK_INVALID NO_CLAIMABLE_COUPON
INVALID_PRIZE_CODE INVALID_CODE INVALID_COUPON_TYPE COUPON_EXPIRED`.split(/\s+/);

describe('locales', () => {
  it('have the same keys in th, la and en', () => {
    const keys = flat(en).sort();
    expect(flat(th).sort()).toEqual(keys);
    expect(flat(la).sort()).toEqual(keys);
  });
  it('translate every §8 code in every language, not as a copy of English', () => {
    for (const code of catalogue) {
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
});
