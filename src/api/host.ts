import type { HostKind, HostLinksReply, HostProof, LoginReply } from './contract';
import { apiDelete, apiGet, apiPost, type CallOptions } from './http';

/** One-tap sign-in from Telegram / LINE and the member's remembered host accounts. */
export const hostApi = {
  login: (proof: HostProof, options?: CallOptions) => apiPost<LoginReply>('/api/host/login', proof, options),
  links: (options?: CallOptions) => apiGet<HostLinksReply>('/api/host/link', options),
  link: (proof: HostProof, options?: CallOptions) => apiPost<HostLinksReply>('/api/host/link', proof, options),
  unlink: (kind: HostKind, options?: CallOptions) => apiDelete<HostLinksReply>('/api/host/link', { kind }, options),
};
