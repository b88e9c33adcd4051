import type { Transaction } from 'kysely';
import type { BannersTable, BonusType, Database } from './schema.ts';

/** Generated banner pictures (modules/media serves them); the name is the picture's caption. */
export const bannerImage = (name: string) => `/media/banners/${name}.svg`;

type BonusSeed = [code: string, type: BonusType, maxReceived: number, percentFail: number, amount: number, turnover: number, description: string];
/** One bonus of each §3 type. Amounts in minor units; `turnover` multiplies the bonus amount. */
const BONUSES: BonusSeed[] = [
  ['WELCOME100', 'limit', 1, 50, 10_000, 3, '<p>Welcome bonus: <b>100</b> once per member. Turnover 3× before ending it.</p>'],
  ['DAILY20', 'day', 2, 20, 2_000, 2, '<p>Daily bonus: <b>20</b>, twice a day. Turnover 2×.</p>'],
  ['WEEKLY50', 'week', 1, 30, 5_000, 5, '<p>Weekly bonus: <b>50</b> once a week. Turnover 5×.</p>'],
];

type PromotionSeed = [code: string, percentFail: number, amount: number, turnover: number, description: string];
const PROMOTIONS: PromotionSeed[] = [
  ['NEWYEAR2025', 40, 5_000, 2, '<p>New year code: <b>50</b> free credit, turnover 2×.</p>'],
  ['SONGKRAN', 25, 3_000, 2, '<p>Songkran splash: <b>30</b> free credit, turnover 2×.</p>'],
  ['VIP888', 10, 8_800, 3, '<p>VIP code: <b>88</b> free credit, turnover 3×.</p>'],
];

type SliceSeed = [code: string, label: string, bg: string, text: string, weight: number, amount: number, html: string];
/** Eight slices; `weight` is the relative chance, `amount` the coupon's value (0 = no prize). */
const SLICES: SliceSeed[] = [
  ['P5', '5 ฿', '#f94144', '#ffffff', 30, 500, '<p>A coupon for <b>5</b> credit.</p>'],
  ['P10', '10 ฿', '#f3722c', '#ffffff', 20, 1_000, '<p>A coupon for <b>10</b> credit.</p>'],
  ['NONE', 'Try again', '#577590', '#ffffff', 20, 0, ''],
  ['P20', '20 ฿', '#f8961e', '#1b1b1b', 12, 2_000, '<p>A coupon for <b>20</b> credit.</p>'],
  ['P50', '50 ฿', '#f9c74f', '#1b1b1b', 8, 5_000, '<p>A coupon for <b>50</b> credit.</p>'],
  ['P100', '100 ฿', '#90be6d', '#1b1b1b', 6, 10_000, '<p>A coupon for <b>100</b> credit.</p>'],
  ['P300', '300 ฿', '#43aa8b', '#ffffff', 3, 30_000, '<p>A coupon for <b>300</b> credit.</p>'],
  ['P1000', '1000 ฿', '#7b2cbf', '#ffffff', 1, 100_000, '<p>Jackpot: a coupon for <b>1000</b> credit!</p>'],
];

type BannerSeed = Omit<BannersTable, 'id'>;
const BANNERS: BannerSeed[] = [
  { area: 'invite', owner: '', sort: 0, image: bannerImage('invite-friends'), html: '<p>Invite friends and earn from every round they play.</p>' },
  { area: 'invite', owner: '', sort: 1, image: bannerImage('invite-share-link'), html: '<p>Share your link: friends register with your code.</p>' },
  { area: 'refund', owner: '', sort: 0, image: bannerImage('refund-losses'), html: '<p>Get back 5% of your net losses, any time.</p>' },
  ...BONUSES.flatMap(([code, , , , , , description]): BannerSeed[] => [
    { area: 'bonus', owner: code, sort: 0, image: bannerImage(`bonus-${code.toLowerCase()}`), html: description },
    { area: 'bonus', owner: code, sort: 1, image: bannerImage(`bonus-${code.toLowerCase()}-rules`), html: '<p>The bonus is held until its turnover is reached.</p>' },
  ]),
];

/** Catalogue rows for bonuses, promotions, the wheel and banners; existing rows are kept. */
export async function seedRewards(tx: Transaction<Database>): Promise<void> {
  await tx
    .insertInto('bonuses')
    .values(BONUSES.map(([code, type, max, percentFail, amount, turnover, description], sort) => ({
      code, type, max_received: max, percent_fail: percentFail, amount: BigInt(amount), turnover_multiplier: turnover, description, sort,
    })))
    .onConflict((oc) => oc.doNothing())
    .execute();
  await tx
    .insertInto('promotions')
    .values(PROMOTIONS.map(([code, percentFail, amount, turnover, description]) => ({
      code, percent_fail: percentFail, amount: BigInt(amount), turnover_multiplier: turnover, description,
    })))
    .onConflict((oc) => oc.doNothing())
    .execute();
  await tx.insertInto('banners').values(BANNERS).onConflict((oc) => oc.doNothing()).execute();
  // The seeded wheel has a fixed id, so a second process starting at once cannot add another.
  const wheel = await tx.insertInto('spinwheels').values({ id: 1n, name: 'Lucky Wheel' }).onConflict((oc) => oc.doNothing()).returning('id').executeTakeFirst();
  if (wheel) {
    await tx
      .insertInto('spin_slices')
      .values(SLICES.map(([code, label, bg, text, weight, amount, html], sort) => ({
        wheel_id: 1n, code, label, bg_color: bg, text_color: text, weight, amount: BigInt(amount), html_description: html, sort,
      })))
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
}
