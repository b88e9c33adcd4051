import type { CouponClaimRequest, CouponsReply, MoneyReply, SpinReply, SpinSetupReply } from './contract';
import { apiGet, apiPost, type CallOptions } from './http';

export type { Coupon, SpinSlice } from './contract';

/** What a coupon claim answers: the money moved and the coupon's amount. */
export type CouponClaimReply = MoneyReply & { amount: number };

/** Spin-wheel calls of spec §7 ("Invite, refund, spin wheel"), shapes of contract.ts. */
export const spinApi = {
  setup: (options?: CallOptions) => apiGet<SpinSetupReply>('/api/spinwheel/setup', options),
  spin: (options?: CallOptions) => apiPost<SpinReply>('/api/spinwheel/spin', undefined, options),
  coupons: (options?: CallOptions) => apiGet<CouponsReply>('/api/spinwheel/coupon', options),
  claim: (coupon: CouponClaimRequest['coupon'], options?: CallOptions) =>
    apiPost<CouponClaimReply>('/api/spinwheel/coupon/claim', { coupon }, options),
};
