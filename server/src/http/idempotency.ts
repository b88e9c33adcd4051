import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Ctx } from '../context.ts';
import type { Db } from '../db/index.ts';
import { retryOnConflict } from '../db/errors.ts';
import type { Tx } from '../core/tx.ts';
import { routedPath } from './api-path.ts';
import { memberOf } from './auth.ts';
import { badRequest } from './errors.ts';

/** A JSON value with every object's keys sorted, so two encodings of one body compare equal. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value === null || typeof value !== 'object') return value;
  const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return Object.fromEntries(entries.map(([k, v]) => [k, canonical(v)]));
}

/**
 * Runs a money-moving handler in one database transaction. With an `Idempotency-Key` header, the
 * key is claimed in that same transaction and the reply stored beside it: a retry (even one racing
 * the first attempt, which waits on the key's row lock) gets the stored reply and moves nothing.
 * A failed attempt rolls back with its key, so it may be retried; one that lost a race with another
 * transaction (deadlock, serialization failure) is retried here once.
 */
export async function moneyMove<T>(ctx: MoveCtx, req: FastifyRequest, work: (tx: Tx, memberId: bigint) => Promise<T>): Promise<T> {
  const reply = await idempotent(ctx.db, req, work);
  ctx.realtime.pingMember(memberOf(req));
  return reply;
}

/** What a money move needs of the server: its database, and the sockets it tells that balances moved. */
export type MoveCtx = Pick<Ctx, 'db' | 'realtime'>;

/** The request's Idempotency-Key, if it sent one. */
function keyOf(req: FastifyRequest): string | undefined {
  const header = req.headers['idempotency-key'];
  if (header !== undefined && (typeof header !== 'string' || header.length === 0 || header.length > 200)) {
    throw badRequest('KEY_INVALID', 'Idempotency-Key');
  }
  return header;
}

/**
 * What a key stands for. The same key sent to another route, with other path values (another QR
 * provider, another bonus) or another body is a client bug, not a retry; the body's key order does
 * not matter, and neither does how the path was spelled (`/%61pi/…` runs the same route).
 */
const scopeOf = (req: FastifyRequest, sent: unknown): string =>
  `${req.method} ${routedPath(req)} ${JSON.stringify(req.params ?? {})} ${createHash('sha256')
    .update(JSON.stringify(canonical(sent ?? null)))
    .digest('hex')}`;

/**
 * The stored answer to a retry of a request that was done, read before a route's own gates (an
 * upload window that has since closed, a budget the first try spent): the retry of a slip that is in
 * review gets that answer, not a refusal telling the player to send it again. `undefined` when there
 * is none yet; `idempotent` still settles every other case (a retry racing the first, another body).
 */
export async function storedReply<T>(db: Db, req: FastifyRequest, sent: unknown = req.body): Promise<T | undefined> {
  const key = keyOf(req);
  if (!key) return undefined;
  const stored = await db
    .selectFrom('idempotency_keys')
    .select(['scope', 'response'])
    .where('member_id', '=', memberOf(req))
    .where('key', '=', key)
    .executeTakeFirst();
  if (!stored?.response || stored.scope !== scopeOf(req, sent)) return undefined;
  return JSON.parse(stored.response) as T;
}

/**
 * The transaction and Idempotency-Key claim of `moneyMove` alone, for an action that moves no money
 * (creating a QR): nothing to tell the member's screens.
 */
export async function idempotent<T>(
  db: Db,
  req: FastifyRequest,
  work: (tx: Tx, memberId: bigint) => Promise<T>,
  /** What the request sent when it is not `req.body` (a multipart upload's file). */
  sent: unknown = req.body,
): Promise<T> {
  const memberId = memberOf(req);
  const key = keyOf(req);
  const scope = scopeOf(req, sent);
  return retryOnConflict(() =>
    db.transaction().execute(async (tx) => {
      if (key) {
        const claimed = await tx
          .insertInto('idempotency_keys')
          .values({ member_id: memberId, key, scope, response: null })
          .onConflict((oc) => oc.columns(['member_id', 'key']).doNothing())
          .returning('key')
          .executeTakeFirst();
        if (!claimed) {
          const stored = await tx
            .selectFrom('idempotency_keys')
            .select(['scope', 'response'])
            .where('member_id', '=', memberId)
            .where('key', '=', key)
            .executeTakeFirstOrThrow();
          if (stored.scope !== scope) throw badRequest('KEY_INVALID', 'Idempotency-Key reused for another request');
          return JSON.parse(stored.response ?? 'null') as T;
        }
      }
      const reply = await work(tx, memberId);
      if (key) {
        await tx
          .updateTable('idempotency_keys')
          .set({ response: JSON.stringify(reply) })
          .where('member_id', '=', memberId)
          .where('key', '=', key)
          .execute();
      }
      return reply;
    }),
  );
}

/**
 * A money move whose only write is one statement (a ledger `post`, which is atomic by itself).
 * Without an Idempotency-Key nothing else must commit with it, so it runs without begin/commit: one
 * round trip instead of three. With a key it is an ordinary `moneyMove` (claim, move, store the reply).
 */
export async function singleStatementMove<T>(
  ctx: MoveCtx,
  req: FastifyRequest,
  work: (db: Db | Tx, memberId: bigint) => Promise<T>,
): Promise<T> {
  if (req.headers['idempotency-key'] !== undefined) return moneyMove(ctx, req, work);
  const memberId = memberOf(req);
  const reply = await retryOnConflict(() => work(ctx.db, memberId));
  ctx.realtime.pingMember(memberId);
  return reply;
}

/**
 * Deletes Idempotency-Keys older than `hours` (IDEMPOTENCY_KEY_HOURS, 24 by default). A retry
 * inside that window still replays the first reply; a client retrying later than that is not
 * retrying any more. Run hourly (maintenance.ts).
 */
export async function purgeIdempotencyKeys(db: Db, hours: number, now = Date.now()): Promise<number> {
  const result = await db
    .deleteFrom('idempotency_keys')
    .where('created_at', '<', new Date(now - hours * 3_600_000))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
