import type { Ctx } from '../../context.ts';
import { badRequest } from '../../http/errors.ts';

/** §5: 10 digits, except in the Laos build whose numbers vary in length. */
export function checkPhone(ctx: Ctx, phone: string): void {
  const ok = ctx.config.laos ? /^\d{8,12}$/.test(phone) : /^\d{10}$/.test(phone);
  if (!ok) throw badRequest('PHONE_NUMBER_REQUIRE_10_DIGIT');
}
