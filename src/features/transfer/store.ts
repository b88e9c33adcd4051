import { proxy } from 'valtio';
import { newIdempotencyKey } from '../../api/http';
import { walletApi } from '../../api/wallet';
import { limits } from '../../lib/constants';
import { haptic } from '../../platform';
import { parseAmount } from '../../lib/money';

/** Transfers between the main wallet and game accounts (spec §2 Transfer, §4, §5 Transfer). */
export const transfer = proxy({
  sending: false,
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

/** Spec §5: both sides chosen, different, and at least the transfer minimum. */
export function checkTransfer(from: string, to: string, amountText: string): TransferProblem | null {
  if (!from) return { field: 'from', message: 'transfer.selectAccount' };
  if (!to) return { field: 'to', message: 'transfer.selectAccount' };
  if (from === to) return { field: 'to', message: 'transfer.cannotTransfer' };
  const amount = parseAmount(amountText);
  if (!(amount >= limits.transferMinimum)) {
    return { field: 'amount', message: 'transfer.minAmount', values: { amount: limits.transferMinimum } };
  }
  return null;
}

async function run(call: (idempotencyKey: string) => Promise<unknown>): Promise<boolean> {
  if (transfer.sending) return false;
  transfer.sending = true;
  try {
    // One key per confirmed action: the http layer's retries reuse it (DESIGN.md §3).
    await call(newIdempotencyKey());
    transfer.draft = '';
    haptic('success');
    return true;
  } catch {
    // Spec §7: transfer errors show a modal with the server message (http.ts 'modal').
    haptic('error');
    return false;
  } finally {
    transfer.sending = false;
  }
}

export const transferMoney = (from: string, to: string, amount: number) =>
  run((idempotencyKey) => walletApi.transfer(from, to, amount, { errors: 'modal', idempotencyKey }));

export const transferEverything = (to: string) =>
  run((idempotencyKey) => walletApi.transferAll(to, { errors: 'modal', idempotencyKey }));
