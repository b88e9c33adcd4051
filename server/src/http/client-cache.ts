import path from 'node:path';
import type { FastifyReply } from 'fastify';

/** A year: the longest a browser is asked to keep anything, and far past any build's life. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Cache rules for the client build (`setHeaders` of @fastify/static). Vite names every file under
 * `assets/` by its content hash, so a phone may keep those without asking again: a new build has
 * new names. Anything else (index.html, the favicon, the sandbox console's page) is revalidated on
 * every launch, so a deploy reaches players at once. Without this every launch revalidated each of
 * the home's scripts, one round trip each on a mobile network.
 */
export function clientCacheHeaders(root: string) {
  const assets = path.join(path.resolve(root), 'assets') + path.sep;
  return (reply: FastifyReply, filePath: string): void => {
    reply.header('cache-control', path.resolve(filePath).startsWith(assets) ? IMMUTABLE : 'no-cache');
  };
}
