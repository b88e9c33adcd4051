import type { MoneyReply } from './contract';
import { apiGet, apiPost, type CallOptions } from './http';
import { walletApi } from './wallet';

/**
 * Invite and banner calls of spec §7 ("Invite, refund, spin wheel"). The shapes follow spec §3; the
 * server side is being built alongside, so list replies are read defensively (a missing total
 * falls back to the rows seen so far).
 */
export interface PromoBanner {
  image: string;
  html: string;
}
export interface InviteRow {
  _id?: string;
  from: { name: string };
  amount: number;
  createdAt: string;
}
export interface InvitePage {
  invites: InviteRow[];
  total?: number;
}
export interface InviteBonus {
  amount: number;
}

type BannersReply = PromoBanner[] | { banners?: PromoBanner[] };

/** GET …/banners replies with a list (or `{ banners }`); either way the caller gets a list. */
export async function fetchBanners(path: string, options?: CallOptions): Promise<PromoBanner[]> {
  const reply = await apiGet<BannersReply>(path, options);
  return Array.isArray(reply) ? reply : (reply.banners ?? []);
}

export const inviteApi = {
  list: (page: number, limit: number, options?: CallOptions) => apiPost<InvitePage>('/api/invite', { page, limit }, options),
  bonus: (options?: CallOptions) => apiGet<InviteBonus>('/api/invite/bonus', options),
  banners: (options?: CallOptions) => fetchBanners('/api/invite/banners', options),
  /** The invite bonus moves to the wallet through POST /api/wallet/add. */
  addToWallet: (amount: number, options?: CallOptions): Promise<MoneyReply> => walletApi.add(amount, options),
};
