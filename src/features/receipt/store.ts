import { proxy } from 'valtio';
import type { Receipted } from '../../api/contract';
import { onSessionEnd } from '../../lib/session';

/** A receipt to show over any member screen (issue 18.4): rewards end on one wherever they were claimed. */
export interface ShownReceipt {
  /** What happened, already translated ("Bonus received"). */
  title: string;
  amount: number;
  /** Statement type for the spec §9 sign and colour. */
  type: 'bonus' | 'deposit' | 'transfer' | 'withdraw';
  /** The reply's receipt fields: the ledger reference and its time. */
  receipt: Receipted;
  /** Label–value lines (already translated; values are plain text, e.g. a bonus code or prize). */
  lines: Array<{ label: string; value: string }>;
  /** Balances after (already translated labels), e.g. the main wallet from the reply. */
  balances: Array<{ label: string; amount: number }>;
}

export const receipts = proxy({ shown: null as ShownReceipt | null });

onSessionEnd(() => {
  receipts.shown = null;
});

/** Any feature's store or dialog calls this when money arrived; the member shell draws the receipt. */
export function showReceipt(receipt: ShownReceipt): void {
  receipts.shown = receipt;
}

/** What a reward's reply carries: its receipt fields and the wallet after. */
type RewardReply = Receipted & { wallet: { amount: number } };

/** A reward that landed in the main wallet (bonus, promotion, coupon, refund, invite bonus). */
export function showReward(reward: {
  title: string;
  amount: number;
  reply: RewardReply;
  lines: ShownReceipt['lines'];
  walletLabel: string;
}): void {
  const { title, amount, reply, lines, walletLabel } = reward;
  showReceipt({
    title,
    amount,
    type: 'bonus',
    receipt: reply,
    lines,
    balances: [{ label: walletLabel, amount: reply.wallet.amount }],
  });
}

export function closeReceipt(): void {
  receipts.shown = null;
}
