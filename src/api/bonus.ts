import type { ActivatedBonus, ActiveBonusCheck, BonusListReply, BonusMinimumCheck, MessageReply, Promotion, PromotionFindReply } from './contract';
import { apiGet, type CallOptions } from './http';

export type { ActiveBonusCheck, BonusItem, Promotion } from './contract';

const code = (value: string) => encodeURIComponent(value.trim().toUpperCase());

/** A found promotion has a code; `{}` means none (spec §7 "promotion or empty"). */
export const isPromotion = (reply: PromotionFindReply): reply is Promotion => 'code' in reply && Boolean(reply.code);

/** Bonus and promotion calls of spec §7 ("Bonus, promotion, statement"), shapes of contract.ts. */
/**
 * Whether a held bonus is still short of its turnover (GET /api/bonus/check/minimum, beyond spec §7's
 * "unused"): true only for a clear "not yet". A failed check, or a reply that is not the check's (a
 * proxy's page), holds nothing back: the server's own refusal still explains.
 */
export async function bonusTurnoverUnmet(): Promise<boolean> {
  try {
    return (await bonusApi.checkMinimum({ errors: 'silent' }))?.status === false;
  } catch {
    return false;
  }
}

export const bonusApi = {
  list: (options?: CallOptions) => apiGet<BonusListReply>('/api/bonus', options),
  activate: (bonusCode: string, options?: CallOptions) =>
    apiGet<ActivatedBonus>(`/api/bonus/activate/${code(bonusCode)}`, options),
  checkActive: (options?: CallOptions) => apiGet<ActiveBonusCheck>('/api/bonus/check/active', options),
  /** Beyond spec §7 ("defined but unused"): asked before the end-bonus confirmation (features/bonus). */
  checkMinimum: (options?: CallOptions) => apiGet<BonusMinimumCheck>('/api/bonus/check/minimum', options),
  clear: (options?: CallOptions) => apiGet<MessageReply>('/api/bonus/clear', options),
  findPromotion: (promotionCode: string, options?: CallOptions) =>
    apiGet<PromotionFindReply>(`/api/promotion/find/${code(promotionCode)}`, options),
  activatePromotion: (promotionCode: string, options?: CallOptions) =>
    apiGet<ActivatedBonus>(`/api/promotion/activate/${code(promotionCode)}`, options),
};
