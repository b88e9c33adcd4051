import type { ErrorCode } from '../../../src/api/contract.ts';
import type { LedgerError } from '../ledger/errors.ts';

/**
 * The one way a handler refuses a request: the status and a §8 code, which the error handler turns
 * into `{ message }`. `detail` is for developers reading the reply, never for display.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | 'gone',
    readonly detail?: string,
  ) {
    super(code);
  }
}

export const badRequest = (code: ErrorCode, detail?: string) => new ApiError(400, code, detail);
export const unauthorized = (code: ErrorCode = 'UNAUTHORIZED') => new ApiError(401, code);
export const notFound = (code: ErrorCode, detail?: string) => new ApiError(404, code, detail);
export const conflict = (code: ErrorCode, detail?: string) => new ApiError(409, code, detail);

/**
 * What a client is told when the ledger refuses an entry. Only a lack of money is the client's
 * doing; an unknown account or a malformed entry left over here is a server bug (500, logged).
 */
export function ledgerRefusal(err: LedgerError): ApiError | null {
  switch (err.kind) {
    case 'insufficient-funds':
      return badRequest('MONEY_NOT_ENOUGH');
    case 'unknown-account':
    case 'invalid-entry':
      return null;
  }
}
