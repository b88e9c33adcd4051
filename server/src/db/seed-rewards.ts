import type { Transaction } from 'kysely';
import type { BonusType, Database } from './schema.ts';
import type { Texts } from '../http/language.ts';
import { fillTranslations } from './seed-i18n.ts';

/** Generated banner pictures (modules/media serves them); the name is the picture's caption. */
export const bannerImage = (name: string) => `/media/banners/${name}.svg`;

/** Every seeded text in the three languages; the English one also fills the untranslated column. */
type T = Required<Texts>;

type BonusSeed = [code: string, type: BonusType, maxReceived: number, percentFail: number, amount: number, turnover: number, description: T];
/**
 * One bonus of each §3 type. Amounts in minor units; `turnover` multiplies the bonus amount.
 * `&nbsp;` keeps a count with its word ("2 ເທົ່າ"): a line break between them reads as two thoughts.
 */
const BONUSES: BonusSeed[] = [
  ['WELCOME100', 'limit', 1, 50, 10_000, 3, {
    th: '<p>โบนัสต้อนรับ: <b>100</b> รับได้ครั้งเดียวต่อสมาชิก ทำเทิร์น⁠โอเวอร์ 3&nbsp;เท่าก่อนจบโบนัส</p>',
    la: '<p>ໂບ⁠ນັດຕ້ອນຮັບ: <b>100</b> ຮັບໄດ້ຄັ້ງດຽວຕໍ່ສະມາຊິກ. ເຮັດເທີນ⁠ໂອ⁠ເວີ 3&nbsp;ເທົ່າກ່ອນຈົບໂບ⁠ນັດ.</p>',
    en: '<p>Welcome bonus: <b>100</b> once per member. Turnover 3× before ending it.</p>',
  }],
  ['DAILY20', 'day', 2, 20, 2_000, 2, {
    th: '<p>โบนัสรายวัน: <b>20</b> รับได้วันละ 2&nbsp;ครั้ง ทำเทิร์น⁠โอเวอร์ 2&nbsp;เท่า</p>',
    la: '<p>ໂບ⁠ນັດປະຈຳວັນ: <b>20</b> ຮັບໄດ້ວັນລະ 2&nbsp;ຄັ້ງ. ເຮັດເທີນ⁠ໂອ⁠ເວີ 2&nbsp;ເທົ່າ.</p>',
    en: '<p>Daily bonus: <b>20</b>, twice a day. Turnover 2×.</p>',
  }],
  ['WEEKLY50', 'week', 1, 30, 5_000, 5, {
    th: '<p>โบนัสรายสัปดาห์: <b>50</b> รับได้สัปดาห์ละครั้ง ทำเทิร์น⁠โอเวอร์ 5&nbsp;เท่า</p>',
    la: '<p>ໂບ⁠ນັດປະຈຳອາທິດ: <b>50</b> ຮັບໄດ້ອາທິດລະຄັ້ງ. ເຮັດເທີນ⁠ໂອ⁠ເວີ 5&nbsp;ເທົ່າ.</p>',
    en: '<p>Weekly bonus: <b>50</b> once a week. Turnover 5×.</p>',
  }],
];

type PromotionSeed = [code: string, percentFail: number, amount: number, turnover: number, description: T];
const PROMOTIONS: PromotionSeed[] = [
  ['NEWYEAR2025', 40, 5_000, 2, {
    th: '<p>โค้ดปีใหม่: เครดิตฟรี <b>50</b> ทำเทิร์น⁠โอเวอร์ 2&nbsp;เท่า</p>',
    la: '<p>ລະຫັດປີໃໝ່: ເຄຣ⁠ດິດຟຣີ <b>50</b>, ເຮັດເທີນ⁠ໂອ⁠ເວີ 2&nbsp;ເທົ່າ.</p>',
    en: '<p>New year code: <b>50</b> free credit, turnover 2×.</p>',
  }],
  ['SONGKRAN', 25, 3_000, 2, {
    th: '<p>สาดความสุขวันสงกรานต์: เครดิตฟรี <b>30</b> ทำเทิร์น⁠โอเวอร์ 2&nbsp;เท่า</p>',
    la: '<p>ມ່ວນຊື່ນບຸນປີໃໝ່: ເຄຣ⁠ດິດຟຣີ <b>30</b>, ເຮັດເທີນ⁠ໂອ⁠ເວີ 2&nbsp;ເທົ່າ.</p>',
    en: '<p>Songkran splash: <b>30</b> free credit, turnover 2×.</p>',
  }],
  ['VIP888', 10, 8_800, 3, {
    th: '<p>โค้ด VIP: เครดิตฟรี <b>88</b> ทำเทิร์น⁠โอเวอร์ 3&nbsp;เท่า</p>',
    la: '<p>ລະຫັດ VIP: ເຄຣ⁠ດິດຟຣີ <b>88</b>, ເຮັດເທີນ⁠ໂອ⁠ເວີ 3&nbsp;ເທົ່າ.</p>',
    en: '<p>VIP code: <b>88</b> free credit, turnover 3×.</p>',
  }],
];

/** A coupon's description, the same sentence for every prize. */
const couponText = (amount: number): T => ({
  th: `<p>คูปองเครดิต <b>${amount}</b></p>`,
  la: `<p>ຄູ⁠ປອງເຄຣ⁠ດິດ <b>${amount}</b></p>`,
  en: `<p>A coupon for <b>${amount}</b> credit.</p>`,
});
const same = (text: string): T => ({ th: text, la: text, en: text });
const NO_PRIZE: T = { th: '', la: '', en: '' };

/**
 * A prize slice's label. A coupon pays its amount in the member's own currency; in the Laos build
 * members hold kip or baht, so the label names no currency there (a "10 ฿" slice paid 10 kip).
 */
const prizeLabel = (amount: number, laos: boolean): T => same(laos ? String(amount) : `${amount} ฿`);

type SliceSeed = [code: string, label: T | number, bg: string, text: string, weight: number, amount: number, html: T];
/** Eight slices; `weight` is the relative chance, `amount` the coupon's value (0 = no prize); a number label is a prize's. */
const SLICES: SliceSeed[] = [
  ['P5', 5, '#f94144', '#ffffff', 30, 500, couponText(5)],
  ['P10', 10, '#f3722c', '#ffffff', 20, 1_000, couponText(10)],
  ['NONE', { th: 'ลองใหม่', la: 'ລອງໃໝ່', en: 'Try again' }, '#577590', '#ffffff', 20, 0, NO_PRIZE],
  ['P20', 20, '#f8961e', '#1b1b1b', 12, 2_000, couponText(20)],
  ['P50', 50, '#f9c74f', '#1b1b1b', 8, 5_000, couponText(50)],
  ['P100', 100, '#90be6d', '#1b1b1b', 6, 10_000, couponText(100)],
  ['P300', 300, '#43aa8b', '#ffffff', 3, 30_000, couponText(300)],
  ['P1000', 1000, '#7b2cbf', '#ffffff', 1, 100_000, {
    th: '<p>แจ็ก⁠พอต: คูปองเครดิต <b>1000</b>!</p>',
    la: '<p>ແຈັກພັອດ: ຄູ⁠ປອງເຄຣ⁠ດິດ <b>1000</b>!</p>',
    en: '<p>Jackpot: a coupon for <b>1000</b> credit!</p>',
  }],
];

const WHEEL_NAME: T = { th: 'วงล้อนำโชค', la: 'ວົງລໍ້ນຳໂຊກ', en: 'Lucky Wheel' };

interface BannerSeed {
  area: 'invite' | 'refund' | 'bonus';
  owner: string;
  sort: number;
  image: string;
  html: T;
}
const BONUS_HELD: T = {
  th: '<p>โบนัสจะถูกถือไว้จนกว่าจะทำเทิร์น⁠โอเวอร์ครบ</p>',
  la: '<p>ໂບ⁠ນັດຈະຖືກຖືໄວ້ຈົນກວ່າຈະເຮັດເທີນ⁠ໂອ⁠ເວີຄົບ</p>',
  en: '<p>The bonus is held until its turnover is reached.</p>',
};
const BANNERS: BannerSeed[] = [
  { area: 'invite', owner: '', sort: 0, image: bannerImage('invite-friends'), html: {
    th: '<p>ชวนเพื่อนมาเล่น รับรายได้จากทุกรอบที่เพื่อนเล่น</p>',
    la: '<p>ຊວນໝູ່ມາຫຼິ້ນ ຮັບລາຍໄດ້ຈາກທຸກຮອບທີ່ໝູ່ຫຼິ້ນ</p>',
    en: '<p>Invite friends and earn from every round they play.</p>',
  } },
  { area: 'invite', owner: '', sort: 1, image: bannerImage('invite-share-link'), html: {
    th: '<p>แชร์ลิงก์ของคุณ เพื่อนสมัครด้วยโค้ดของคุณ</p>',
    la: '<p>ແບ່ງປັນລິ້ງຂອງທ່ານ: ໝູ່ສະໝັກດ້ວຍລະຫັດຂອງທ່ານ</p>',
    en: '<p>Share your link: friends register with your code.</p>',
  } },
  { area: 'refund', owner: '', sort: 0, image: bannerImage('refund-losses'), html: {
    th: '<p>รับคืน 5% ของยอดเสียสุทธิ ได้ทุกเวลา</p>',
    la: '<p>ຮັບຄືນ 5% ຂອງຍອດເສຍສຸດທິ ໄດ້ທຸກເວລາ</p>',
    en: '<p>Get back 5% of your net losses, any time.</p>',
  } },
  ...BONUSES.flatMap(([code, , , , , , description]): BannerSeed[] => [
    { area: 'bonus', owner: code, sort: 0, image: bannerImage(`bonus-${code.toLowerCase()}`), html: description },
    { area: 'bonus', owner: code, sort: 1, image: bannerImage(`bonus-${code.toLowerCase()}-rules`), html: BONUS_HELD },
  ]),
];

const json = (texts: T) => JSON.stringify(texts);

/** The seed's bonus and promotion codes: the README publishes them, so anyone knows them. */
export const SEEDED_REWARD_CODES = { bonuses: BONUSES.map(([code]) => code), promotions: PROMOTIONS.map(([code]) => code) };

/**
 * Catalogue rows for bonuses, promotions, the wheel and banners: existing rows are kept, and only
 * their still-empty translations are filled (databases from before migration 0005). New bonuses,
 * promotions and the wheel are added `active` or not (off on a production database: seed.ts).
 */
export async function seedRewards(tx: Transaction<Database>, laos: boolean, active: boolean): Promise<void> {
  await tx
    .insertInto('bonuses')
    .values(BONUSES.map(([code, type, max, percentFail, amount, turnover, description], sort) => ({
      code, type, max_received: max, percent_fail: percentFail, amount: BigInt(amount), turnover_multiplier: turnover,
      description: description.en, description_i18n: json(description), sort, active,
    })))
    .onConflict((oc) => fillTranslations(oc.column('code'), 'bonuses', ['description_i18n']))
    .execute();
  await tx
    .insertInto('promotions')
    .values(PROMOTIONS.map(([code, percentFail, amount, turnover, description]) => ({
      code, percent_fail: percentFail, amount: BigInt(amount), turnover_multiplier: turnover,
      description: description.en, description_i18n: json(description), active,
    })))
    .onConflict((oc) => fillTranslations(oc.column('code'), 'promotions', ['description_i18n']))
    .execute();
  await tx
    .insertInto('banners')
    .values(BANNERS.map(({ html, ...banner }) => ({ ...banner, html: html.en, html_i18n: json(html) })))
    .onConflict((oc) => fillTranslations(oc.columns(['area', 'owner', 'sort']), 'banners', ['html_i18n']))
    .execute();
  // The seeded wheel has a fixed id, so a second process starting at once cannot add another. Off
  // on a production database like the bonuses: its prizes pay back about a third of every deposit.
  await tx
    .insertInto('spinwheels')
    .values({ id: 1n, name: WHEEL_NAME.en, name_i18n: json(WHEEL_NAME), active })
    .onConflict((oc) => fillTranslations(oc.column('id'), 'spinwheels', ['name_i18n']))
    .execute();
  await tx
    .insertInto('spin_slices')
    .values(SLICES.map(([code, seeded, bg, text, weight, amount, html], sort) => {
      const label = typeof seeded === 'number' ? prizeLabel(seeded, laos) : seeded;
      return {
        wheel_id: 1n, code, label: label.en, label_i18n: json(label), bg_color: bg, text_color: text, weight,
        amount: BigInt(amount), html_description: html.en, html_description_i18n: json(html), sort,
      };
    }))
    .onConflict((oc) => fillTranslations(oc.columns(['wheel_id', 'code']), 'spin_slices', ['label_i18n', 'html_description_i18n']))
    .execute();
}
