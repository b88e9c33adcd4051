import type { Db } from './index.ts';
import type { GamesTable } from './schema.ts';
import { SYSTEM_ACCOUNTS } from '../ledger/accounts.ts';
import { seedRewards } from './seed-rewards.ts';
import { fillTranslations } from './seed-i18n.ts';
import type { Texts } from '../http/language.ts';

/** Bank names per language: a Lao reader gets Lao (or English), never Thai, and the other way round. */
const BANKS: Array<[code: string, th: string, la: string, en: string, country: 'TH' | 'LA']> = [
  ['BBL', 'ธนาคารกรุงเทพ', 'ທະນາຄານກຸງເທບ', 'Bangkok Bank', 'TH'],
  ['KBANK', 'ธนาคารกสิกรไทย', 'ທະນາຄານກະສິກອນໄທ', 'Kasikornbank', 'TH'],
  ['KTB', 'ธนาคารกรุงไทย', 'ທະນາຄານກຸງໄທ', 'Krungthai Bank', 'TH'],
  ['TMB', 'ธนาคารทหารไทยธนชาต', 'ທະນາຄານທະຫານໄທທະນະຊາດ', 'TMBThanachart Bank', 'TH'],
  ['SCB', 'ธนาคารไทยพาณิชย์', 'ທະນາຄານໄທພານິດ', 'Siam Commercial Bank', 'TH'],
  ['BAY', 'ธนาคารกรุงศรีอยุธยา', 'ທະນາຄານກຸງສີອະຍຸທະຍາ', 'Bank of Ayudhya', 'TH'],
  ['GSB', 'ธนาคารออมสิน', 'ທະນາຄານອອມສິນ', 'Government Savings Bank', 'TH'],
  ['BAAC', 'ธนาคารเพื่อการเกษตรและสหกรณ์การเกษตร', 'ທະນາຄານເພື່ອການກະເສດ ແລະ ສະຫະກອນການກະເສດ', 'Bank for Agriculture and Agricultural Cooperatives', 'TH'],
  ['GHB', 'ธนาคารอาคารสงเคราะห์', 'ທະນາຄານອາຄານສົງເຄາະ', 'Government Housing Bank', 'TH'],
  ['KKP', 'ธนาคารเกียรตินาคินภัทร', 'ທະນາຄານກຽດນາກິນພັດທະ', 'Kiatnakin Phatra Bank', 'TH'],
  ['CIMB', 'ธนาคารซีไอเอ็มบี ไทย', 'ທະນາຄານຊີໄອເອັມບີ ໄທ', 'CIMB Thai Bank', 'TH'],
  ['UOB', 'ธนาคารยูโอบี', 'ທະນາຄານຢູໂອບີ', 'United Overseas Bank (Thai)', 'TH'],
  ['TISCO', 'ธนาคารทิสโก้', 'ທະນາຄານທິສໂກ້', 'TISCO Bank', 'TH'],
  ['LHB', 'ธนาคารแลนด์ แอนด์ เฮ้าส์', 'ທະນາຄານແລນ ແອນ ເຮົາສ໌', 'Land and Houses Bank', 'TH'],
  ['BCEL', 'ธนาคารการค้าต่างประเทศลาว', 'ທະນາຄານການຄ້າຕ່າງປະເທດລາວ', 'Banque pour le Commerce Exterieur Lao', 'LA'],
  ['LDB', 'ธนาคารพัฒนาลาว', 'ທະນາຄານພັດທະນາລາວ', 'Lao Development Bank', 'LA'],
  ['APB', 'ธนาคารส่งเสริมกสิกรรม', 'ທະນາຄານສົ່ງເສີມກະສິກຳ', 'Agricultural Promotion Bank', 'LA'],
  ['JDB', 'ธนาคารร่วมพัฒนา', 'ທະນາຄານຮ່ວມພັດທະນາ', 'Joint Development Bank', 'LA'],
  ['STB', 'ธนาคารเอสที', 'ທະນາຄານເອັສທີ', 'ST Bank', 'LA'],
];

/** §5: these banks print the holder's name in English, so the name must be English letters. */
const ENGLISH_NAME_BANKS = new Set(['KTB', 'TMB', 'BBL']);

const SOURCES: Array<[code: string, description: Texts]> = [
  ['FACEBOOK', { th: 'เฟซบุ๊ก', la: 'ເຟສບຸກ', en: 'Facebook' }],
  ['GOOGLE', { th: 'กูเกิล', la: 'ກູໂກ', en: 'Google' }],
  ['LINE', { th: 'ไลน์', la: 'ໄລນ໌', en: 'LINE' }],
  ['TIKTOK', { th: 'ติ๊กต็อก', la: 'ຕິກຕອກ', en: 'TikTok' }],
  ['FRIEND', { th: 'เพื่อนแนะนำ', la: 'ໝູ່ແນະນຳ', en: 'Friend' }],
  ['OTHER', { th: 'อื่น ๆ', la: 'ອື່ນໆ', en: 'Other' }],
];

type GameSeed = [code: string, name: string, category: GamesTable['category'], mode: GamesTable['login_mode']];
/** The 16 launch codes of spec §2, with the auto-login form that §7 gives each of them. */
export const GAMES: GameSeed[] = [
  ['PG', 'PG Soft', 'slot', 'username'],
  ['JOKER', 'Joker Gaming', 'slot', 'web'],
  ['JOKER2', 'Joker 2', 'slot', 'username'],
  ['SUPERSLOT', 'Superslot', 'slot', 'web'],
  ['SLOTXO', 'SlotXO', 'slot', 'web'],
  ['PGSLOT', 'PG Slot', 'slot', 'username_password'],
  ['SLOTRACHA', 'Slot Racha', 'slot', 'username_password'],
  ['AREASLOT', 'Area Slot', 'slot', 'username'],
  ['BETFLIX', 'Betflix', 'slot', 'username'],
  ['UFABET', 'UFABET', 'sport', 'web'],
  ['SEXYGAME', 'Sexy Gaming', 'sport', 'web'],
  ['ASKMEBET', 'AskMeBet', 'sport', 'username_password'],
  ['IMI', 'IMI Casino', 'sport', 'username_password'],
  ['USUN', 'USUN', 'sport', 'username_password'],
  ['CIRCUS', 'Circus', 'sport', 'username_password'],
  ['HUAYHD', 'Huay HD', 'lotto', 'username'],
];

/**
 * Settings the lookups read and the sandbox may change. Money is in minor units (satang) here,
 * like everywhere inside the server.
 */
export const DEFAULT_SETTINGS = {
  registerOTP: false,
  enableChatWidget: false,
  terminated: false,
  info: { name: 'Member Wallet', website: 'https://wallet.example' },
  notice: 'Welcome! Deposits are credited within 1 minute.',
  conditions: [
    '<p>Turnover of the bonus amount must be reached before withdrawing.</p>',
    '<p>One account per person, phone number and bank account.</p>',
  ],
  agreements: [
    '<p>I am at least 18 years old.</p>',
    '<p>I accept the terms of service and the privacy policy.</p>',
  ],
  contact: {
    contactText: 'Our team answers 24 hours a day.',
    lineLink: 'https://line.me/R/ti/p/@memberwallet',
    lineName: '@memberwallet',
    lineQR: '/media/contact/line-qr.svg',
  },
  withdraw: { withdrawMin: 10_000, withdrawMax: 5_000_000 },
  /**
   * The same limits for a kip wallet (Laos build), in kip's minor units: the baht figures read as
   * kip would cap a withdrawal at 50,000 kip (about 80 baht). 50,000 to 30,000,000 kip.
   */
  withdrawKip: { withdrawMin: 5_000_000, withdrawMax: 3_000_000_000 },
  transferMinimum: 100,
  truelinkMinimum: 200,
  qrMinimum: { KBANK: 100, WW: 10_000, PAYTIMZ: 1_000 },
  /**
   * The most one QR asks, per wallet currency (minor units): 2,000,000 baht, 1,000,000,000 kip. A
   * PromptPay amount holds 13 characters (EMVCo tag 54), so beyond 9,999,999,999.99 the picture is
   * no QR a banking app reads.
   */
  qrMaximum: { BAHT: 200_000_000, LAK: 100_000_000_000 },
  /** PromptPay proxy ids (a mobile number or a 13-digit tax id) that each QR provider collects into. */
  promptpay: { KBANK: '0812345678', WW: '0823456789', PAYTIMZ: '0105561234567' },
  deposit: {
    isManual: false,
    banks: [
      { bankCode: 'KBANK', bankType: 'BANK', mode: 'QR', bankAccountName: 'MEMBER WALLET CO', bankAccountNo: '1234567890', currency: 'BAHT' },
      { bankCode: 'SCB', bankType: 'BANK', mode: 'AUTO', bankAccountName: 'MEMBER WALLET CO', bankAccountNo: '4021234567', currency: 'BAHT' },
      { bankCode: 'GSB', bankType: 'BANK', mode: 'AUTO', bankAccountName: 'MEMBER WALLET CO', bankAccountNo: '020123456789', currency: 'BAHT' },
      { bankCode: 'WW', bankType: 'PAYMENT', mode: 'QR', bankAccountName: 'MEMBER WALLET CO', bankAccountNo: '', currency: 'BAHT' },
      { bankCode: 'PAYTIMZ', bankType: 'PAYMENT', mode: 'QR', bankAccountName: 'MEMBER WALLET CO', bankAccountNo: '', currency: 'BAHT' },
      // Kip wallets (the Laos build) pay in kip: a Lao account; each wallet is offered its currency's only.
      { bankCode: 'BCEL', bankType: 'BANK', mode: 'AUTO', bankAccountName: 'MEMBER WALLET CO', bankAccountNo: '0100000000999', currency: 'LAK' },
    ],
    wallets: [{ mode: 'LINK', walletAccountName: 'MEMBER WALLET' }],
  },
  slip: { enabled: true, closedFrom: '23:50', closedTo: '00:10' },
  /** Percent of an invitee's won (success) and lost (fail) game rounds credited to the inviter. */
  invite: { success: 5, fail: 1 },
  /** Refund (rebate): percent of net losses (fail) or net wins (success) of game rounds since the last refund. */
  refund: { success: 0, fail: 5 },
  /**
   * One spin-wheel coin per this many minor units of a single deposit; coupons stay claimable this
   * long; a claimed prize is withdrawable once game rounds worth this many times it are played (so
   * a deposit withdrawn unplayed does not leave its coins' prizes as free money).
   */
  spin: { depositPerCoin: 10_000, couponDays: 7, prizeTurnover: 1 },
  /** Chat rooms are `${prefix}-${userId}` / `${prefix}-${guestId}`. */
  chat: { prefix: 'mw' },
  /** Fixed-window limits: [requests, window seconds]; the 1-minute one answers REQUEST_LIMIT_1MIN. */
  rateLimits: {
    login: { perMinute: 20, perHour: 200 },
    /**
     * Sign-ins that succeed, per phone number: each makes a session (kept 30 days), may remember a
     * device and costs a password hash. A player signs in a few times a day; a script with its own
     * free account would sign in without end.
     */
    signin: { perMinute: 10, perHour: 60 },
    otp: { perMinute: 10, perHour: 60 },
    chat: { perMinute: 30, perHour: 600 },
    /** Everything guests send and upload from one client address (guests pick their own ids). */
    guest: { perMinute: 30, perHour: 300 },
    /** Slip images per member: a player sends one or two a day; each is kept on disk for review. */
    slip: { perMinute: 5, perHour: 30 },
    /**
     * Registration lookups from one client address (is this number free, step 3's check, OTP sends):
     * a family or a shop behind one router registers a few; walking the phone numbers takes millions.
     */
    register: { perMinute: 30, perHour: 300 },
    /**
     * Members made from one client address. A household or a shop registers a few; a script made 60
     * in 3 s, each free to take the no-deposit welcome bonus and feed an inviter's commission. Carriers
     * put many phones behind one address, so it is an hour's budget, not a day's; phone verification
     * (`registerOTP`) is what ties an account to a person.
     */
    signup: { perMinute: 5, perHour: 20 },
    /**
     * Promotion codes that do not exist, per member and per client address: a player mistypes a
     * code from an advert once or twice; short codes (VIP888) fall to a few thousand guesses.
     */
    promo: { perMinute: 10, perHour: 60 },
    /**
     * Deposit requests per member — QR codes made or cancelled, True Money envelopes sent: a player
     * makes a few a day; each envelope is a row the house redeems, each QR one the bank may be asked about.
     */
    deposit: { perMinute: 10, perHour: 60 },
    /**
     * Host sign-in proofs refused, per client address (one-tap sign-in from LINE or Telegram is open
     * to anyone): each LINE proof is checked with LINE under the server's channel id, and a script
     * could have the channel throttled for every player. A real launch's proof is refused only when
     * stale, a few times at most; proofs that pass spend nothing.
     */
    host: { perMinute: 20, perHour: 100 },
  },
};
export type Settings = typeof DEFAULT_SETTINGS;
export type SettingKey = keyof Settings;

/**
 * The settings that are content, per language (stored in `settings.value_i18n`). An object setting
 * lists only its translated fields, laid over the stored value; the English equals the default above.
 */
export const SETTING_TEXTS = {
  notice: {
    th: 'ยินดีต้อนรับ! ยอดฝากเข้าบัญชีภายใน 1\u00a0นาที',
    la: 'ຍິນດີຕ້ອນຮັບ! ຍອດຝາກເຂົ້າບັນຊີພາຍໃນ 1\u00a0ນາທີ',
    en: DEFAULT_SETTINGS.notice,
  },
  conditions: {
    th: ['<p>ต้องทำยอดเทิร์น⁠โอเวอร์ของโบนัสให้ครบก่อนถอนเงิน</p>', '<p>หนึ่งบัญชีต่อหนึ่งคน หนึ่งเบอร์โทรศัพท์ และหนึ่งบัญชีธนาคาร</p>'],
    la: ['<p>ຕ້ອງເຮັດຍອດເທີນ⁠ໂອ⁠ເວີຂອງໂບ⁠ນັດໃຫ້ຄົບກ່ອນຖອນເງິນ</p>', '<p>ໜຶ່ງບັນຊີຕໍ່ໜຶ່ງຄົນ, ໜຶ່ງເບີໂທລະສັບ ແລະ ໜຶ່ງບັນຊີທະນາຄານ</p>'],
    en: DEFAULT_SETTINGS.conditions,
  },
  agreements: {
    th: ['<p>ข้าพเจ้ามีอายุ 18 ปีบริบูรณ์ขึ้นไป</p>', '<p>ข้าพเจ้ายอมรับข้อกำหนดการให้บริการและนโยบายความเป็นส่วนตัว</p>'],
    la: ['<p>ຂ້ອຍມີອາຍຸ 18 ປີຂຶ້ນໄປ</p>', '<p>ຂ້ອຍຍອມຮັບເງື່ອນໄຂການໃຫ້ບໍລິການ ແລະ ນະໂຍບາຍຄວາມເປັນສ່ວນຕົວ</p>'],
    en: DEFAULT_SETTINGS.agreements,
  },
  // A count stays with its unit at a line's end ("24 / ชั่วโมง" broke on a phone): a no-break space
  // (a word joiner after a plain space does not stop Chromium breaking there).
  contact: {
    th: { contactText: 'ทีมงานของเราพร้อมตอบทุกคำถามตลอด 24\u00a0ชั่วโมง' },
    la: { contactText: 'ທີມງານຂອງພວກເຮົາພ້ອມຕອບທຸກຄຳຖາມຕະຫຼອດ 24\u00a0ຊົ່ວໂມງ' },
    en: { contactText: DEFAULT_SETTINGS.contact.contactText },
  },
} satisfies { [K in SettingKey]?: Texts<Partial<Settings[K]>> };
export type TranslatedSettingKey = keyof typeof SETTING_TEXTS;

/**
 * The lookups, settings, system accounts and reward catalogue a start needs. Safe to run at every
 * start: existing rows, including settings the sandbox changed, are kept. `laos`: the Laos build's
 * catalogue (prize labels that name no currency). `catalogueActive: false` (a first production
 * start) adds the demo bonuses, promotion codes and wheel switched off: the README publishes the
 * codes, the bonuses give credit without a deposit, and the wheel pays back a third of a deposit.
 */
export async function seed(db: Db, laos = false, { catalogueActive = true } = {}): Promise<void> {
  await db.transaction().execute(async (tx) => {
    await tx
      .insertInto('banks')
      .values(
        BANKS.map(([code, th, la, en, country], sort) => ({
          code,
          name_th: th,
          name_en: en,
          name_i18n: JSON.stringify({ th, la, en }),
          country,
          english_name_required: ENGLISH_NAME_BANKS.has(code),
          sort,
        })),
      )
      .onConflict((oc) => fillTranslations(oc.column('code'), 'banks', ['name_i18n']))
      .execute();
    await tx
      .insertInto('sources')
      .values(SOURCES.map(([code, texts], sort) => ({ code, description: texts.en!, description_i18n: JSON.stringify(texts), sort })))
      .onConflict((oc) => fillTranslations(oc.column('code'), 'sources', ['description_i18n']))
      .execute();
    await tx
      .insertInto('games')
      .values(
        GAMES.map(([code, name, category, mode], sort) => ({
          code,
          name,
          category,
          login_mode: mode,
          ft_wallet_slot: 1,
          android: null,
          ios: null,
          sort,
        })),
      )
      .onConflict((oc) => oc.doNothing())
      .execute();
    await tx
      .insertInto('settings')
      .values(
        Object.entries(DEFAULT_SETTINGS).map(([key, value]) => ({
          key,
          value: JSON.stringify(value),
          value_i18n: JSON.stringify((SETTING_TEXTS as Record<string, unknown>)[key] ?? {}),
        })),
      )
      .onConflict((oc) => fillTranslations(oc.column('key'), 'settings', ['value_i18n']))
      .execute();
    await tx
      .insertInto('ledger_accounts')
      .values(Object.values(SYSTEM_ACCOUNTS).map((name) => ({ name, member_id: null, is_system: true })))
      .onConflict((oc) => oc.doNothing())
      .execute();
    await seedRewards(tx, laos, catalogueActive);
  });
}
