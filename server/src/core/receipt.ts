import { receiptReference, type Receipted } from '../../../src/api/contract.ts';

/**
 * The receipt fields of a money reply (issue 18): the ledger transaction, its player-facing
 * reference (the statement shows the same one) and the time it was written. The idempotency layer
 * stores the whole reply, so a replayed request shows the same receipt.
 */
export function receiptOf(transactionId: bigint, now = new Date()): Receipted {
  return { transactionId: String(transactionId), reference: receiptReference(transactionId), createdAt: now.toISOString() };
}
