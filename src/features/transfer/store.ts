import { proxy } from 'valtio';
import { idempotentAction } from '../../api/action';
import { lookup } from '../../api/lookup';
import { walletApi } from '../../api/wallet';
import { limits } from '../../lib/constants';
import { haptic } from '../../platform';
import { parseAmount } from '../../lib/money';

/** Transfers between the main wallet and game accounts (spec §2 Transfer, §4, §5 Transfer). */
export const transfer = proxy({
  sending: false,
  /** The smallest amount, from the server's transfer lookup; the spec's 1 baht until it answers. */
  minimum: limits.transferMinimum as number,
  /**
   * The amount being typed. Kept here, not in the sheet, so it survives the sheet being replaced by
   * the "no connection — retry" state (DESIGN.md §3); cleared after a transfer and on dismissal.
   */
  draft: '',
});

export function setTransferDraft(text: string): void {
  transfer.draft = text;
}

export interface TransferProblem {
  field: 'from' | 'to' | 'amount';
  /** i18n key of the message. */
  message: string;
  values?: Record<string, string | number>;
}

/** The minimum the server enforces (GET /api/lookup/transfer); on failure the spec's figure stays. */
export async function loadTransferMinimum(): Promise<void> {
  try {
    const { transferMinimum } = await lookup('transfer', { errors: 'silent' });
    if (Number.isFinite(transferMinimum) && transferMinimum > 0) transfer.minimum = transferMinimum;
  } catch {
    /* the server refuses a smaller amount anyway (TRANSFER_MINIMUM) */
  }
}

/**
 * Spec §5: both sides chosen, different, and at least the transfer minimum; and (issue 18) not more
 * than the source's balance as the wallet snapshot shows it, so the player hears "no" before the
 * confirmation. The server's MONEY_NOT_ENOUGH stays the rule; this only answers earlier.
 */
export function checkTransfer(from: string, to: string, amountText: string, available?: number): TransferProblem | null {
  if (!from) return { field: 'from', message: 'transfer.selectAccount' };
  if (!to) return { field: 'to', message: 'transfer.selectAccount' };
  if (from === to) return { field: 'to', message: 'transfer.cannotTransfer' };
  const amount = parseAmount(amountText);
  if (!(amount >= transfer.minimum)) {
    return { field: 'amount', message: 'transfer.minAmount', values: { amount: transfer.minimum } };
  }
  if (available !== undefined && Math.round(amount * 100) > Math.round(available * 100)) {
    return { field: 'amount', message: 'transfer.overBalance', values: { amount: available } };
  }
  return null;
}

async function run(call: (idempotencyKey: string) => Promise<unknown>): Promise<boolean> {
  const outcome = await idempotentAction(transfer, 'sending', async (idempotencyKey) => {
    await call(idempotencyKey);
    transfer.draft = '';
    haptic('success');
  });
  // Spec §7: transfer errors show a modal with the server message (http.ts 'modal').
  if (outcome.status === 'failed') haptic('error');
  return outcome.status === 'done';
}

export const transferMoney = (from: string, to: string, amount: number) =>
  run((idempotencyKey) => walletApi.transfer(from, to, amount, { errors: 'modal', idempotencyKey }));

export const transferEverything = (to: string) =>
  run((idempotencyKey) => walletApi.transferAll(to, { errors: 'modal', idempotencyKey }));
