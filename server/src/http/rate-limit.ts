import { sql } from 'kysely';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/index.ts';
import { getSetting } from '../core/settings.ts';
import { ApiError } from './errors.ts';

type Limits = { perMinute: number; perHour: number };
export type LimitName = 'login' | 'otp' | 'chat';

/** One fixed-window counter in the database, so every server process counts the same requests. */
async function count(db: Db, key: string, windowSeconds: number, now: number): Promise<number> {
  const start = new Date(Math.floor(now / 1000 / windowSeconds) * windowSeconds * 1000);
  const row = await db
    .insertInto('rate_limits')
    .values({ key: `${key}/${windowSeconds}`, window_start: start })
    .onConflict((oc) => oc.columns(['key', 'window_start']).doUpdateSet({ count: sql`rate_limits.count + 1` }))
    .returning('count')
    .executeTakeFirstOrThrow();
  return row.count;
}

/** Counts one request for `key`; over the minute's budget → REQUEST_LIMIT_1MIN, over the hour's → REQUEST_LIMIT (429). */
export async function limit(db: Db, name: LimitName, key: string, now = Date.now()): Promise<void> {
  const limits: Limits = (await getSetting(db, 'rateLimits'))[name];
  if ((await count(db, `${name}:${key}`, 60, now)) > limits.perMinute) throw new ApiError(429, 'REQUEST_LIMIT_1MIN');
  if ((await count(db, `${name}:${key}`, 3600, now)) > limits.perHour) throw new ApiError(429, 'REQUEST_LIMIT');
  // Old windows are garbage; an occasional sweep keeps the table small.
  if (Math.random() < 0.01) await db.deleteFrom('rate_limits').where('window_start', '<', new Date(now - 2 * 3_600_000)).execute();
}

const field = (req: FastifyRequest, name: string): string => {
  const body = req.body;
  const value = body && typeof body === 'object' ? (body as Record<string, unknown>)[name] : undefined;
  return typeof value === 'string' ? value.trim() : '';
};

/**
 * Login and OTP routes, counted per phone number (and OTP token) before their handlers run; chat
 * send counts itself per room. Requests without the field are left to the handler's KEY_MISSING.
 */
export async function rateLimitHooks(app: FastifyInstance, db: Db): Promise<void> {
  const keys: Record<string, [LimitName, (req: FastifyRequest) => string]> = {
    '/api/login': ['login', (req) => field(req, 'username')],
    '/api/otp/send': ['otp', (req) => field(req, 'phoneNumber')],
    '/api/otp/verify': ['otp', (req) => field(req, 'otpToken')],
  };
  app.addHook('preHandler', async (req) => {
    const rule = req.method === 'POST' ? keys[req.routeOptions.url ?? ''] : undefined;
    if (!rule) return;
    const key = rule[1](req);
    if (key) await limit(db, rule[0], key);
  });
}
