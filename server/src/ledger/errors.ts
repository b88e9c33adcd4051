/**
 * Why the ledger refused an entry. The ledger knows money, not HTTP: the HTTP layer
 * (`ledgerRefusal` in `http/errors.ts`) decides what a client is told.
 * - `insufficient-funds`: a member account would go below zero (`account` is the first such one).
 * - `unknown-account`: a posting named an account that does not exist (a game the member never opened, say).
 * - `invalid-entry`: the entry itself is wrong (fewer than two accounts, a repeated account, a zero
 *   posting, postings that do not sum to zero): a bug in the caller, never the client's doing.
 */
export type LedgerErrorKind = 'insufficient-funds' | 'unknown-account' | 'invalid-entry';

export class LedgerError extends Error {
  constructor(
    readonly kind: LedgerErrorKind,
    readonly account?: string,
    detail?: string,
  ) {
    super(`ledger: ${kind}${account ? ` ${account}` : ''}${detail ? ` (${detail})` : ''}`);
    this.name = 'LedgerError';
  }
}
