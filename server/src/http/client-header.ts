import type { FastifyRequest } from 'fastify';
import { ApiError } from './errors.ts';
import { isApiPath } from './api-path.ts';

/** Spec §7: every call of the app carries `X-Requested-With: wallet-user`. */
const CLIENT_HEADER = 'x-requested-with';
const CLIENT_HEADER_VALUE = 'wallet-user';
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses an API request that changes something without the app's header (`KEY_MISSING`). A page
 * elsewhere may send a body-less or form POST to this server without asking the browser (a CORS
 * "simple" request) but not one with a header of its own: that needs a preflight, which this
 * server, having no CORS, never grants. Member routes need a bearer token such a page does not
 * hold; this keeps the rest — sign-in and sign-up, the sandbox's control API that pays QR codes and
 * approves withdrawals — out of a drive-by page's reach too. Reads stay open: an `<img>` loads slip
 * and chat pictures by their URL.
 */
export function refuseWithoutClientHeader(req: FastifyRequest, path: string): void {
  if (READS.has(req.method) || !isApiPath(path)) return;
  if (req.headers[CLIENT_HEADER] !== CLIENT_HEADER_VALUE) throw new ApiError(400, 'KEY_MISSING', 'X-Requested-With: wallet-user');
}
