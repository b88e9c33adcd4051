import { createHash, randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/index.ts';
import { unauthorized } from './errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    memberId: bigint | null;
  }
}

/** Only a hash of the token is stored, so a leaked sessions table cannot be replayed. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export const newToken = (): string => randomBytes(32).toString('base64url');

interface KnownSession {
  memberId: bigint;
  expiresAt: number;
  /** Until when this process trusts the entry without asking the database again. */
  until: number;
}

/** How long a verified session is trusted without a database read (a revoked one is refused after it). */
export const SESSION_CACHE_MS = 10_000;
const SESSION_CACHE_SIZE = 10_000;
const sessionCaches = new WeakMap<Db, Map<string, KnownSession>>();
/**
 * Token hashes revoked in the last SESSION_CACHE_MS, per database handle: a request that read such
 * a session just before its row was deleted must not put it back into the cache.
 */
const revokedRecently = new WeakMap<Db, Map<string, number>>();

/**
 * The member behind a bearer token. A token seen valid a moment ago is trusted for a few seconds
 * (up to its own expiry) without a round trip; unknown tokens always go to the database. A logout
 * or a password change drops revoked sessions from every process's cache at once
 * (SessionRevocations). One cache per database handle, bounded in size.
 */
async function sessionOf(db: Db, tokenHash: string, now: number): Promise<{ memberId: bigint; expiresAt: number } | undefined> {
  let cache = sessionCaches.get(db);
  if (!cache) sessionCaches.set(db, (cache = new Map()));
  const known = cache.get(tokenHash);
  if (known && known.until > now && known.expiresAt > now) return known;
  const row = await db
    .selectFrom('sessions')
    .select(['member_id', 'expires_at'])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  if (!row) {
    cache.delete(tokenHash);
    return undefined;
  }
  const session = { memberId: row.member_id, expiresAt: row.expires_at.getTime(), until: now + SESSION_CACHE_MS };
  if (revokedJustNow(db, tokenHash, now)) return session;
  if (cache.size >= SESSION_CACHE_SIZE) cache.delete(cache.keys().next().value!);
  cache.set(tokenHash, session);
  return session;
}

/** Drops revoked sessions from this process's cache (SessionRevocations calls it for every process). */
export function forgetSessionHashes(db: Db, tokenHashes: readonly string[]): void {
  const cache = sessionCaches.get(db);
  let revoked = revokedRecently.get(db);
  if (!revoked) revokedRecently.set(db, (revoked = new Map()));
  const now = Date.now();
  for (const [hash, until] of revoked) if (until <= now) revoked.delete(hash);
  for (const hash of tokenHashes) {
    cache?.delete(hash);
    revoked.set(hash, now + SESSION_CACHE_MS);
  }
}

/**
 * Whether this session was revoked in the last few seconds: a request that read it just before its
 * row was deleted must not cache it again, and a socket whose handshake read it then connects after
 * the logout disconnected its sockets.
 */
export function revokedJustNow(db: Db, tokenHash: string, now = Date.now()): boolean {
  const until = revokedRecently.get(db)?.get(tokenHash);
  return until !== undefined && until > now;
}

/** The bearer token of a request, or '' when it carries none. */
export function bearerOf(req: FastifyRequest): string {
  const header = req.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
}

export async function authenticate(db: Db, req: FastifyRequest): Promise<void> {
  const token = bearerOf(req);
  if (!token) throw unauthorized();
  const now = Date.now();
  const session = await sessionOf(db, hashToken(token), now);
  if (!session) throw unauthorized();
  if (session.expiresAt <= now) throw unauthorized('EXPIRED_AUTH_TOKEN');
  req.memberId = session.memberId;
}

/** The member of an authenticated route (the auth hook has run). */
export function memberOf(req: FastifyRequest): bigint {
  if (req.memberId === null) throw unauthorized();
  return req.memberId;
}
