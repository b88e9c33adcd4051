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

export async function authenticate(db: Db, req: FastifyRequest): Promise<void> {
  const header = req.headers.authorization;
  const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
  if (!token) throw unauthorized();
  const session = await db
    .selectFrom('sessions')
    .select(['member_id', 'expires_at'])
    .where('token_hash', '=', hashToken(token))
    .executeTakeFirst();
  if (!session) throw unauthorized();
  if (session.expires_at.getTime() <= Date.now()) throw unauthorized('EXPIRED_AUTH_TOKEN');
  req.memberId = session.member_id;
}

/** The member of an authenticated route (the auth hook has run). */
export function memberOf(req: FastifyRequest): bigint {
  if (req.memberId === null) throw unauthorized();
  return req.memberId;
}
