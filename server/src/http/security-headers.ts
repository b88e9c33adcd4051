import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isApiRequest } from './api-path.ts';

/**
 * The page's Content-Security-Policy, fit for the hosts the app runs in:
 * - scripts only from this origin (the Telegram SDK is bundled), plus LINE's CDN, from which the
 *   LIFF SDK loads its platform extensions at run time;
 * - API calls to this origin (and its socket.io websocket) and to LINE's LIFF endpoints;
 * - LIFF's share-target picker opens LINE's sub-window in a frame;
 * - framing only by this origin and by Telegram Web (web.telegram.org opens Mini Apps in an
 *   iframe; LINE opens LIFF apps top-level, so it needs no entry);
 * - inline styles allowed (the sandbox pages and the Telegram SDK's host styles use them), inline
 *   and injected scripts not — except index.html's boot-shell script (scripts/vite/boot-shell.ts),
 *   allowed by its hash; tests/tooling/boot-shell.test.ts fails when the script and this hash part.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'sha256-06pF+Jz8As1901VzvkRp5DDVZ4ZDoU4etGZcAWA/rUQ=' https://static.line-scdn.net",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https://*.line-scdn.net https://t.me https://*.telegram.org",
  "media-src 'self' blob:",
  "font-src 'self' data:",
  "connect-src 'self' https://api.line.me https://access.line.me https://liffsdk.line-scdn.net https://liff.line.me https://uts-front.line-apps.com",
  'frame-src https://liff-subwindow.line.me https://access.line.me',
  "frame-ancestors 'self' https://web.telegram.org",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

/**
 * The sandbox's simulated Telegram client (`/sandbox/telegram`) frames the app from this origin,
 * as Telegram Web does from its own; only that page may frame 'self', the app's pages never need to.
 */
export const SELF_FRAMING_POLICY = CONTENT_SECURITY_POLICY.replace('frame-src ', "frame-src 'self' ");

/**
 * What members upload (slips, chat pictures and videos), served back: typed by its bytes and never
 * sniffed, and should a browser still take one for a page (a slip opens in a window of its own), a
 * sandboxed page that runs and loads nothing. The upload check (uploads.ts) refuses whole-page
 * polyglots; this is what keeps harmless the markup it cannot see. Inline styles only: the browser's
 * own image and video viewer styles the window with them (centred, on a dark ground); without them
 * the slip sat in a corner and the console logged each refusal. Styles load nothing here (every
 * fetch is still `none`) and run nothing.
 */
export const UPLOADED_MEDIA_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/** Route options for a reply of uploaded bytes: its onSend runs after securityHeaders', so this policy is the one sent. */
export const uploadedMedia = {
  onSend: async (_req: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    reply.header('content-security-policy', UPLOADED_MEDIA_POLICY);
    return payload;
  },
};

/**
 * Headers on every reply: no MIME sniffing anywhere; API replies are never stored by a browser or
 * a proxy (they carry balances and tokens); documents get the CSP above.
 */
export async function securityHeaders(app: FastifyInstance): Promise<void> {
  app.addHook('onSend', async (req, reply, payload) => {
    setSecurityHeaders(req, reply);
    return payload;
  });
}

/**
 * The headers `securityHeaders` sets, for a reply sent where no hook runs: the router's own refusal
 * of a URL it cannot decode (`frameworkErrors` in app.ts) answers before any route or hook.
 */
export function setSecurityHeaders(req: FastifyRequest, reply: FastifyReply): void {
  reply.header('x-content-type-options', 'nosniff');
  reply.header('referrer-policy', 'strict-origin-when-cross-origin');
  if (isApiRequest(req)) {
    reply.header('cache-control', 'no-store');
  } else {
    reply.header('content-security-policy', CONTENT_SECURITY_POLICY);
  }
  if (req.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000');
}
