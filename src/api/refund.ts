import { apiGet, apiPost, type CallOptions } from './http';
import { fetchBanners } from './invite';

/** Refund (rebate) calls of spec §7, shapes of spec §3. */
export interface RefundCheck {
  /** A refund exists to receive. */
  result: boolean;
  /** A bonus is held: receiving is blocked until its conditions are met. */
  bonus: boolean;
  /** Server markup explaining the refund (rendered by HtmlContent). */
  info?: string;
  refundAmount: number;
  refundSuccess?: number;
  refundFail?: number;
}
export interface RefundRow {
  _id?: string;
  refundAmount: number;
  createdAt: string;
}
export interface RefundPage {
  refunds: RefundRow[];
  total?: number;
}
export interface RefundMessage {
  message?: string;
}

export const refundApi = {
  list: (page: number, limit: number, options?: CallOptions) => apiPost<RefundPage>('/api/refund', { page, limit }, options),
  check: (options?: CallOptions) => apiGet<RefundCheck>('/api/refund/check', options),
  receive: (options?: CallOptions) => apiGet<RefundMessage>('/api/refund/receive', options),
  addWallet: (options?: CallOptions) => apiGet<RefundMessage>('/api/refund/addWallet', options),
  banners: (options?: CallOptions) => fetchBanners('/api/refund/banners', options),
};
