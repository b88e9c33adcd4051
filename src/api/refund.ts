import type { MessageReply, MoneyReply, RefundCheck, RefundPage } from './contract';
import { apiGet, apiPost, type CallOptions } from './http';
import { fetchBanners } from './invite';

export type { RefundCheck, RefundRow } from './contract';

/** Refund (rebate) calls of spec §7, shapes of spec §3 (contract.ts). */
export const refundApi = {
  list: (page: number, limit: number, options?: CallOptions) => apiPost<RefundPage>('/api/refund', { page, limit }, options),
  check: (options?: CallOptions) => apiGet<RefundCheck>('/api/refund/check', options),
  receive: (options?: CallOptions) => apiGet<MessageReply>('/api/refund/receive', options),
  addWallet: (options?: CallOptions) => apiGet<MessageReply & MoneyReply>('/api/refund/addWallet', options),
  banners: (options?: CallOptions) => fetchBanners('/api/refund/banners', options),
};
