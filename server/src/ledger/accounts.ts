/**
 * Ledger account names. Money enters and leaves the member world only through system accounts,
 * so the sum over every account is always zero.
 */
export const SYSTEM_ACCOUNTS = {
  /** Counterpart of every deposit (QR, slip, True Money link): money coming in from outside. */
  deposits: 'system:deposits',
  /** Withdrawals waiting for the payout provider; the money has left the wallet but not the house. */
  withdrawalsPending: 'system:withdrawals-pending',
  /** Paid-out withdrawals: money that has left. */
  withdrawals: 'system:withdrawals',
  /** The game providers' side of won and lost rounds. */
  games: 'system:games',
  /** Source of bonuses (invite, refund, promotions). */
  bonus: 'system:bonus',
} as const;

export const walletAccount = (memberId: bigint) => `wallet:${memberId}`;
export const gameAccount = (memberId: bigint, gameCode: string) => `game:${memberId}:${gameCode}`;
export const inviteAccount = (memberId: bigint) => `invite:${memberId}`;
export const refundAccount = (memberId: bigint) => `refund:${memberId}`;
