import { z } from 'zod';
import type { ChatMessageBody, Currency } from './contract';

/**
 * Replies of the sandbox console's list endpoints (`GET /api/sandbox/...`, DESIGN.md §5.1). Only the
 * console (src/sandbox) and the server use these; the member app never imports this file.
 */
export interface SandboxMember {
  id: string;
  username: string;
  name: string;
  wallet: number;
  games: Array<{ code: string; username: string }>;
}
export interface SandboxMembersReply { members: SandboxMember[] }

export interface SandboxPendingQr {
  qrcodeId: string;
  memberId: string;
  username: string;
  provider: string;
  amount: number;
  expireIn: string;
}
export interface SandboxQrcodesReply { qrcodes: SandboxPendingQr[] }

export interface SandboxPendingSlip {
  reference: string;
  memberId: string;
  username: string;
  createdAt: string;
  /** A signed link to the slip picture (works without a session). */
  link: string;
}
export interface SandboxSlipsReply { slips: SandboxPendingSlip[] }

/** A True Money gift link waiting for the wallet provider: redeem it with the envelope's amount, or refuse it. */
export interface SandboxPendingTruelink {
  voucher: string;
  memberId: string;
  username: string;
  createdAt: string;
}
export interface SandboxTruelinksReply { truelinks: SandboxPendingTruelink[] }

export interface SandboxPendingWithdrawal {
  id: string;
  memberId: string;
  username: string;
  /** In the member's wallet currency: kip for a kip wallet, paid out to the member's bank account. */
  amount: number;
  currency: Currency;
  bankCode: string;
  bankAccountNo: string;
  createdAt: string;
}
export interface SandboxWithdrawalsReply { withdrawals: SandboxPendingWithdrawal[] }

export interface SandboxConversation {
  room: string;
  userId: string | null;
  guestId: string | null;
  /** The member's phone number, or null for a guest. */
  username: string | null;
  lastMessage: z.infer<typeof ChatMessageBody>;
  lastSender: 'customer' | 'others';
  lastAt: string;
}
export interface SandboxConversationsReply { conversations: SandboxConversation[] }
export interface SandboxMessage {
  id: string;
  sender: 'customer' | 'others';
  message: z.infer<typeof ChatMessageBody>;
  createdAt: string;
}
export interface SandboxMessagesReply { messages: SandboxMessage[] }

export const SandboxHostLaunchRequest = z.object({ memberId: z.string().regex(/^\d{1,18}$/) });

/**
 * The console's simulated Telegram client (sandbox.html): it frames `/login` with the launch data
 * of its own hash and speaks Telegram Web's postMessage protocol, because the app takes launch data
 * only from a client it can talk to (a frame, or a native bridge), never from a bare link.
 */
export const SANDBOX_TELEGRAM_PAGE = '/sandbox/telegram';

export interface SandboxHostLaunchReply {
  /**
   * Path to open, relative to the server's origin: for Telegram the simulated client,
   * `/sandbox/telegram?member=<id>#tgWebAppData=…`; for LINE the app itself, `/login?liffClientId=sandbox`.
   */
  path: string;
}
