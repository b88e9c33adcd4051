import type {
  ChatMessageBody,
  SandboxDecisionReply,
  SandboxGameRoundReply,
  SandboxSettingsReply,
  SlipReason,
  TruelinkReason,
} from '../api/contract';
import type {
  SandboxConversationsReply,
  SandboxHostLaunchReply,
  SandboxMembersReply,
  SandboxMessagesReply,
  SandboxQrcodesReply,
  SandboxSlipsReply,
  SandboxTruelinksReply,
  SandboxWithdrawalsReply,
} from '../api/sandbox-contract';
import type { z } from 'zod';

/** A refusal from the control API, carrying its §8 code. */
export class SandboxError extends Error {
  constructor(readonly code: string) {
    super(code);
  }
}

// The console talks to the sandbox control API (DESIGN.md §5.1) only; it shares nothing with the
// member app's http.ts (no session, no global reply rules).
async function call<T>(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { 'X-Requested-With': 'wallet-user' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const reply = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const data = (await reply.json().catch(() => ({}))) as { message?: string };
  if (!reply.ok) throw new SandboxError(data.message ?? String(reply.status));
  return data as T;
}

export type ChatMessage = z.infer<typeof ChatMessageBody>;
export type SettingsSwitch = keyof SandboxSettingsReply;

export const sandboxApi = {
  members: () => call<SandboxMembersReply>('GET', '/api/sandbox/members'),
  qrcodes: () => call<SandboxQrcodesReply>('GET', '/api/sandbox/qrcodes'),
  slips: () => call<SandboxSlipsReply>('GET', '/api/sandbox/slips'),
  truelinks: () => call<SandboxTruelinksReply>('GET', '/api/sandbox/truelinks'),
  withdrawals: () => call<SandboxWithdrawalsReply>('GET', '/api/sandbox/withdrawals'),
  conversations: () => call<SandboxConversationsReply>('GET', '/api/sandbox/chat/conversations'),
  messages: (room: string) => call<SandboxMessagesReply>('GET', `/api/sandbox/chat/messages?room=${encodeURIComponent(room)}`),
  payQr: (id: string) => call<SandboxDecisionReply>('POST', `/api/sandbox/qrcode/${encodeURIComponent(id)}/pay`),
  approveSlip: (reference: string, amount: number) =>
    call<SandboxDecisionReply>('POST', `/api/sandbox/slips/${encodeURIComponent(reference)}/approve`, { amount }),
  rejectSlip: (reference: string, note: SlipReason) =>
    call<SandboxDecisionReply>('POST', `/api/sandbox/slips/${encodeURIComponent(reference)}/reject`, { note }),
  /** The envelope holds `amount`: credited at or over the link minimum, refused under it. */
  redeemTruelink: (voucher: string, amount: number) =>
    call<SandboxDecisionReply>('POST', `/api/sandbox/truelink/${encodeURIComponent(voucher)}/redeem`, { amount }),
  refuseTruelink: (voucher: string, reason: Exclude<TruelinkReason, 'BELOW_MINIMUM'>) =>
    call<SandboxDecisionReply>('POST', `/api/sandbox/truelink/${encodeURIComponent(voucher)}/refuse`, { reason }),
  decideWithdrawal: (id: string, decision: 'approve' | 'reject') =>
    call<SandboxDecisionReply>('POST', `/api/sandbox/withdrawals/${encodeURIComponent(id)}/${decision}`),
  gameRound: (code: string, username: string, delta: number) =>
    call<SandboxGameRoundReply>('POST', `/api/sandbox/games/${encodeURIComponent(code)}/round`, { username, delta }),
  otpOf: (phone: string) => call<{ otpCode: string }>('GET', `/api/sandbox/otp/${encodeURIComponent(phone)}`),
  /** An empty change answers with the current switches. */
  settings: (changes: Partial<SandboxSettingsReply> = {}) => call<SandboxSettingsReply>('PUT', '/api/sandbox/settings', changes),
  reply: (to: { userId: string | null; guestId: string | null }, message: ChatMessage) =>
    call('POST', '/api/sandbox/chat/reply', { userId: to.userId, guestId: to.guestId, message }),
  launch: (kind: 'telegram' | 'line', memberId: string) =>
    call<SandboxHostLaunchReply>('POST', `/api/sandbox/hosts/${kind}/launch`, { memberId }),
};
