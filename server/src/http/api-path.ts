import type { FastifyRequest } from 'fastify';

/**
 * The path as the router read it. The router decodes percent-escapes before it matches, so
 * `/%61pi/wallet/withdraw` runs the `/api/wallet/withdraw` route: a check by prefix on the raw
 * `req.url` would not see an API call in it (found: the terminated switch and `no-store` both
 * skipped that way). A matched request gives its route's pattern; an unmatched one its decoded path.
 */
export function routedPath(req: FastifyRequest): string {
  if (req.routeOptions.url !== undefined) return req.routeOptions.url;
  const path = req.url.split('?', 1)[0]!;
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** An API path (`/api` and below), as `routedPath` gives it. */
export const isApiPath = (path: string): boolean => path === '/api' || path.startsWith('/api/');

/** An API request, however its path was spelled. */
export const isApiRequest = (req: FastifyRequest): boolean => isApiPath(routedPath(req));
