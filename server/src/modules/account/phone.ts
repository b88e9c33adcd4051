import { phoneLengthOk, phoneSpelling } from '../../../../src/api/contract.ts';
import type { Ctx } from '../../context.ts';
import { badRequest } from '../../http/errors.ts';

/**
 * The one spelling of a phone number (`phoneSpelling`): every door that takes a phone number —
 * registration, its look-ups, OTP sends, login and their budgets — keys it by this, so one number
 * cannot hold two accounts or two SMS budgets by being written two ways. Not a check: a login with
 * a malformed name is simply nobody's.
 */
export const spelledPhone = (ctx: Ctx, typed: string): string => phoneSpelling(typed, ctx.config.laos);

/** §5: 10 digits, except in the Laos build whose numbers vary in length; returns the number's one spelling. */
export function checkPhone(ctx: Ctx, typed: string): string {
  if (!phoneLengthOk(typed, ctx.config.laos)) throw badRequest('PHONE_NUMBER_REQUIRE_10_DIGIT');
  return spelledPhone(ctx, typed);
}

/**
 * Every way a member's number may be stored: members who registered before numbers had one spelling
 * are stored as they typed it (`2055507777`, or with the country code), so look-ups by number ask
 * for each. `phone` is a number's one spelling.
 */
export function storedSpellings(ctx: Ctx, phone: string): string[] {
  if (!ctx.config.laos || !phone.startsWith('0')) return [phone];
  const national = phone.slice(1);
  return [phone, national, `856${national}`];
}

/** Whether a member holds this number (its one spelling), under any spelling it was stored with. */
export async function phoneTaken(ctx: Ctx, phone: string): Promise<boolean> {
  const row = await ctx.db.selectFrom('members').select('id').where('username', 'in', storedSpellings(ctx, phone)).executeTakeFirst();
  return row !== undefined;
}
