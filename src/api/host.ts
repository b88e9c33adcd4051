import type { HostKind, HostLinkRequest, HostLinksReply, HostProof, HostSignInReply, LoginReply } from './contract';
import { apiDelete, apiGet, apiPost, type CallOptions } from './http';

/** One-tap sign-in from Telegram / LINE and the member's remembered host accounts. */
export const hostApi = {
  login: (proof: HostProof, options?: CallOptions) => apiPost<LoginReply>('/api/host/login', proof, options),
  /** The automatic try at launch: 200 with the outcome, so an unlinked launch logs no failed request. */
  tryLogin: (proof: HostProof, options?: CallOptions) => apiPost<HostSignInReply>('/api/host/login/try', proof, options),
  links: (options?: CallOptions) => apiGet<HostLinksReply>('/api/host/link', options),
  link: (request: HostLinkRequest, options?: CallOptions) => apiPost<HostLinksReply>('/api/host/link', request, options),
  unlink: (kind: HostKind, options?: CallOptions) => apiDelete<HostLinksReply>('/api/host/link', { kind }, options),
};
