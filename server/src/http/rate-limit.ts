import { sql } from 'kysely';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/index.ts';
import { getSetting } from '../core/settings.ts';
import { DEFAULT_SETTINGS } from '../db/seed.ts';
import { ApiError } from './errors.ts';

type Limits = { perMinute: number; perHour: number };
export type LimitName = 'login' | 'otp' | 'chat' | 'guest';

const windowStart = (now: number, windowSeconds: number) => new Date(Math.floor(now / 1000 / windowSeconds) * windowSeconds * 1000);

/** One fixed-window counter in the database, so every server process counts the same requests. */
async function count(db: Db, key: string, windowSeconds: number, now: number): Promise<number> {
  const start = windowStart(now, windowSeconds);
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
  // A budget added after a database stored its rateLimits setting takes its default.
  const limits: Limits = (await getSetting(db, 'rateLimits'))[name] ?? DEFAULT_SETTINGS.rateLimits[name];
  if ((await count(db, `${name}:${key}`, 60, now)) > limits.perMinute) throw new ApiError(429, 'REQUEST_LIMIT_1MIN');
  if ((await count(db, `${name}:${key}`, 3600, now)) > limits.perHour) throw new ApiError(429, 'REQUEST_LIMIT');
  // Old windows are garbage; an occasional sweep keeps the table small.
  if (Math.random() < 0.01) await db.deleteFrom('rate_limits').where('window_start', '<', new Date(now - 2 * 3_600_000)).execute();
}

/** How much looser the per-username login budget is than the per (username, address) one. */
export const LOGIN_USER_BUDGET_FACTOR = 5;

const loginKeys = (username: string, address: string) => ({ pair: `login:${username}@${address}`, user: `login-user:${username}` });

/**
 * Before a password is checked: refused when this address has failed too often for this username
 * (the login budget, per minute and hour), or when the username as a whole has (LOGIN_USER_BUDGET_FACTOR
 * times looser, against guessing from many addresses). Only failures count, so a stranger's guesses
 * from one address never lock the owner out from another. One statement; nothing is written.
 */
export async function checkLoginBudget(db: Db, username: string, address: string, now = Date.now()): Promise<void> {
  const { perMinute, perHour } = (await getSetting(db, 'rateLimits')).login;
  const { pair, user } = loginKeys(username, address);
  const minute = windowStart(now, 60);
  const hour = windowStart(now, 3600);
  const rows = await db
    .selectFrom('rate_limits')
    .select(['key', 'count'])
    .where((eb) =>
      eb.or([
        eb.and([eb('key', 'in', [`${pair}/60`, `${user}/60`]), eb('window_start', '=', minute)]),
        eb.and([eb('key', 'in', [`${pair}/3600`, `${user}/3600`]), eb('window_start', '=', hour)]),
      ]),
    )
    .execute();
  const failures = new Map(rows.map((r) => [r.key, r.count]));
  const over = (key: string, budget: number) => (failures.get(key) ?? 0) >= budget;
  if (over(`${pair}/60`, perMinute) || over(`${user}/60`, perMinute * LOGIN_USER_BUDGET_FACTOR)) {
    throw new ApiError(429, 'REQUEST_LIMIT_1MIN');
  }
  if (over(`${pair}/3600`, perHour) || over(`${user}/3600`, perHour * LOGIN_USER_BUDGET_FACTOR)) {
    throw new ApiError(429, 'REQUEST_LIMIT');
  }
}

/** A wrong password: counted against this (username, address) and against the username. */
export async function countLoginFailure(db: Db, username: string, address: string, now = Date.now()): Promise<void> {
  const { pair, user } = loginKeys(username, address);
  await Promise.all([count(db, pair, 60, now), count(db, pair, 3600, now), count(db, user, 60, now), count(db, user, 3600, now)]);
}

const field = (req: FastifyRequest, name: string): string => {
  const body = req.body;
  const value = body && typeof body === 'object' ? (body as Record<string, unknown>)[name] : undefined;
  return typeof value === 'string' ? value.trim() : '';
};

/**
 * OTP routes, counted per phone number (and OTP token) before their handlers run; login counts its
 * failures itself (checkLoginBudget, countLoginFailure); chat counts itself per room and, for guests,
 * per address. Requests without the field are left to the handler's KEY_MISSING.
 */
export async function rateLimitHooks(app: FastifyInstance, db: Db): Promise<void> {
  const keys: Record<string, [LimitName, (req: FastifyRequest) => string]> = {
    '/api/otp/send': ['otp', (req) => field(req, 'phoneNumber')],
    '/api/otp/verify': ['otp', (req) => field(req, 'otpToken')],
    '/api/register/check-phone': ['otp', (req) => field(req, 'phoneNumber')],
  };
  app.addHook('preHandler', async (req) => {
    const rule = req.method === 'POST' ? keys[req.routeOptions.url ?? ''] : undefined;
    if (!rule) return;
    const key = rule[1](req);
    if (key) await limit(db, rule[0], key);
  });
}
