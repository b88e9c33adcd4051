import type { Banner, InviteBonusReply, InvitePage, MoneyReply } from './contract';
import { apiGet, apiPost, type CallOptions } from './http';
import { walletApi } from './wallet';

/** Invite and banner calls of spec §7 ("Invite, refund, spin wheel"), shapes of contract.ts. */
export type { InviteRow } from './contract';
/** A banner (spec §3): an image and html text. */
export type PromoBanner = Banner;

type BannersReply = Banner[] | { banners?: Banner[] };

/** GET …/banners replies with a list (or `{ banners }`); either way the caller gets a list. */
export async function fetchBanners(path: string, options?: CallOptions): Promise<PromoBanner[]> {
  const reply = await apiGet<BannersReply>(path, options);
  return Array.isArray(reply) ? reply : (reply.banners ?? []);
}

export const inviteApi = {
  list: (page: number, limit: number, options?: CallOptions) => apiPost<InvitePage>('/api/invite', { page, limit }, options),
  bonus: (options?: CallOptions) => apiGet<InviteBonusReply>('/api/invite/bonus', options),
  banners: (options?: CallOptions) => fetchBanners('/api/invite/banners', options),
  /** The invite bonus moves to the wallet through POST /api/wallet/add. */
  addToWallet: (amount: number, options?: CallOptions): Promise<MoneyReply> => walletApi.add(amount, options),
};
