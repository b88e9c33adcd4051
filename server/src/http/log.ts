import type { FastifyServerOptions } from 'fastify';

/** URL parts that carry a secret: the game password of an auto-login link, signatures and tokens in queries. */
const SECRET_IN_PATH = /^(\/api\/autoLogin\/[^/]+\/[^/]+\/)[^/?]+/;
const SECRET_IN_QUERY = /([?&](?:sig|token|password|initData|idToken)=)[^&]*/gi;

export const redactUrl = (url: string): string => url.replace(SECRET_IN_PATH, '$1***').replace(SECRET_IN_QUERY, '$1***');

/**
 * The server's logger: requests are logged by method and redacted URL only (never headers, so no
 * bearer token; never bodies, so no password). Off when `enabled` is false.
 */
export function loggerOptions(enabled: boolean): FastifyServerOptions['logger'] {
  if (!enabled) return false;
  return {
    serializers: {
      req: (req: { method: string; url: string; ip?: string }) => ({
        method: req.method,
        url: redactUrl(req.url),
        remoteAddress: req.ip,
      }),
    },
  };
}
