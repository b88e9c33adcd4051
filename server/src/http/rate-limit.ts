import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/index.ts';
import type { Ctx } from '../context.ts';
import { getSetting } from '../core/settings.ts';
import { DEFAULT_SETTINGS } from '../db/seed.ts';
import { ApiError } from './errors.ts';
import { clientAddress } from './client-address.ts';

type Limits = { perMinute: number; perHour: number };
export type LimitName = 'login' | 'signin' | 'otp' | 'chat' | 'guest' | 'slip' | 'register' | 'signup' | 'promo' | 'deposit' | 'host';

const windowStart = (now: number, windowSeconds: number) => new Date(Math.floor(now / 1000 / windowSeconds) * windowSeconds * 1000);

/**
 * The stored key of a counter. What a key is made of (a phone number, an OTP token, a login name)
 * comes from the request, so a long one is stored as its hash: the index takes at most a few KB.
 */
const storedKey = (key: string, windowSeconds: number): string => {
  const full = `${key}/${windowSeconds}`;
  return full.length <= 200 ? full : `sha256:${createHash('sha256').update(full).digest('hex')}`;
};

type Counter = [key: string, windowSeconds: number];

/** What counting a budget needs: the database its counters live in and the clock their windows follow. */
export type Counting = Pick<Ctx, 'db' | 'clock'>;

/**
 * Adds `by` (one, or minus one to take an attempt back) to fixed-window counters in the database
 * (so every server process counts the same requests), in one statement that locks their rows in the
 * order given; resolves their counts after, in that order.
 */
async function countAll(db: Db, counters: readonly Counter[], now: number, by: 1 | -1 = 1): Promise<number[]> {
  const rows = await db
    .insertInto('rate_limits')
    .values(
      counters.map(([key, windowSeconds]) => ({ key: storedKey(key, windowSeconds), window_start: windowStart(now, windowSeconds), count: Math.max(by, 0) })),
    )
    .onConflict((oc) => oc.columns(['key', 'window_start']).doUpdateSet({ count: sql`greatest(rate_limits.count + ${by}, 0)` }))
    .returning(['key', 'count'])
    .execute();
  const counts = new Map(rows.map((r) => [r.key, r.count]));
  return counters.map(([key, windowSeconds]) => counts.get(storedKey(key, windowSeconds)) ?? 0);
}

/**
 * Counts one request for `key` in `name`'s minute and hour budgets, before the work it pays for
 * (so a burst of parallel requests sees each other). Over the minute's → REQUEST_LIMIT_1MIN, over
 * the hour's → REQUEST_LIMIT (429), taken back (it did nothing). Resolves `release`, which takes
 * the request back: for budgets that count only what went wrong.
 */
export async function reserve({ db, clock }: Counting, name: LimitName, key: string): Promise<() => Promise<void>> {
  const now = clock();
  // A budget added after a database stored its rateLimits setting takes its default.
  const limits: Limits = (await getSetting(db, 'rateLimits'))[name] ?? DEFAULT_SETTINGS.rateLimits[name];
  const counters: Counter[] = [[`${name}:${key}`, 60], [`${name}:${key}`, 3600]];
  const [minute, hour] = await countAll(db, counters, now);
  const release = async () => void (await countAll(db, counters, now, -1));
  const refusal = minute! > limits.perMinute ? 'REQUEST_LIMIT_1MIN' : hour! > limits.perHour ? 'REQUEST_LIMIT' : null;
  if (refusal) {
    await release();
    throw new ApiError(429, refusal);
  }
  // Old windows are garbage; an occasional sweep keeps the table small.
  if (Math.random() < 0.01) await db.deleteFrom('rate_limits').where('window_start', '<', new Date(now - 2 * 3_600_000)).execute();
  return release;
}

/**
 * Reserves one unit of each budget (see reserve), in order; when one refuses, the units already
 * taken are given back before the refusal is thrown (the request did nothing). Resolves one
 * `release` for all of them.
 */
export async function reserveAll(counting: Counting, budgets: ReadonlyArray<[LimitName, string]>): Promise<() => Promise<void>> {
  const taken: Array<() => Promise<void>> = [];
  const release = async () => {
    for (const give of taken) await give();
  };
  try {
    for (const [name, key] of budgets) taken.push(await reserve(counting, name, key));
  } catch (err) {
    await release();
    throw err;
  }
  return release;
}

/**
 * Runs `work` on one unit of each of `budgets` (reserveAll) and keeps them only when it ends by
 * telling the asker what a guesser wants — an error with one of `toldBy` codes, or a reply
 * `toldIn` says told it (a lookup that found nothing); any other outcome gives them back. So only
 * those answers count, and a player who gets what they asked for spends nothing.
 */
export async function budgetedAnswers<T>(
  counting: Counting,
  budgets: ReadonlyArray<[LimitName, string]>,
  work: () => Promise<T>,
  told: { toldBy: readonly string[]; toldIn?: (reply: T) => boolean },
): Promise<T> {
  const release = await reserveAll(counting, budgets);
  try {
    const reply = await work();
    if (!told.toldIn?.(reply)) await release();
    return reply;
  } catch (err) {
    if (!(err instanceof ApiError && told.toldBy.includes(err.code))) await release();
    throw err;
  }
}

/** Counts one request for `key` against `name`'s budgets (see reserve), for good. */
export async function limit(counting: Counting, name: LimitName, key: string): Promise<void> {
  await reserve(counting, name, key);
}

/** How much looser the per-username and per-address login budgets are than the per (username, address) one. */
export const LOGIN_USER_BUDGET_FACTOR = 5;

/**
 * Reserves one login attempt before its password is checked: counted as a failure against this
 * (username, address), the username (LOGIN_USER_BUDGET_FACTOR times looser, against guessing from
 * many addresses) and the address (as loose, against one password tried on many phone numbers).
 * Counting first is what makes the budget hold against a burst of parallel guesses: each sees the
 * ones before it. Refused over budget (REQUEST_LIMIT_1MIN for the minute, REQUEST_LIMIT for the
 * hour); resolves `release`, to call when the password was right — only failures count, so a
 * stranger's guesses from one address never lock the owner out from another.
 *
 * Strangers guessing from many addresses do spend the username's budget, though: a `device` that
 * signed in to this username before (the stored hash of its cookie, modules/account/devices.ts)
 * is counted on its own budget alone, so the owner's phone still gets in.
 */
export async function reserveLoginAttempt(
  { db, clock }: Counting,
  username: string,
  address: string,
  options: { device?: string } = {},
): Promise<() => Promise<void>> {
  const { device } = options;
  const now = clock();
  const { perMinute, perHour } = (await getSetting(db, 'rateLimits')).login;
  const loose = LOGIN_USER_BUDGET_FACTOR;
  const counters: Counter[] = [];
  const budgets: number[] = [];
  const keys: ReadonlyArray<readonly [string, number]> = device
    ? [[`login-device:${device}`, 1]]
    : [[`login:${username}@${address}`, 1], [`login-user:${username}`, loose], [`login-address:${address}`, loose]];
  for (const [key, factor] of keys) {
    counters.push([key, 60], [key, 3600]);
    budgets.push(perMinute * factor, perHour * factor);
  }
  // Every request names its counters in this order, so two never lock shared rows the other way round.
  const counts = await countAll(db, counters, now);
  // Taken back the same way (an UPDATE would lock the rows in scan order: a deadlock with a reserve).
  const release = async () => void (await countAll(db, counters, now, -1));
  const over = (windowSeconds: number) => counters.some(([, w], i) => w === windowSeconds && counts[i]! > budgets[i]!);
  const refusal = over(60) ? 'REQUEST_LIMIT_1MIN' : over(3600) ? 'REQUEST_LIMIT' : null;
  if (refusal) {
    // A refused attempt checked no password: it is not a failure either.
    await release();
    throw new ApiError(429, refusal);
  }
  return release;
}

const field = (req: FastifyRequest, name: string): string => {
  const body = req.body;
  const value = body && typeof body === 'object' ? (body as Record<string, unknown>)[name] : undefined;
  return typeof value === 'string' ? value.trim() : '';
};

/**
 * OTP routes, counted per phone number (and OTP token) before their handlers run; the requests
 * that answer "is this phone number a member's?" (check-phone, step 3's validation, an OTP send)
 * also per client address, so one address cannot walk the phone numbers. The registration itself
 * answers it only for a phone its sender verified by SMS, or by making an account (see register).
 * Login counts its failures itself (reserveLoginAttempt); chat counts itself per room and, for
 * guests, per address. Requests without the field are left to the handler's KEY_MISSING.
 */
export async function rateLimitHooks(app: FastifyInstance, counting: Counting, phoneKey: (typed: string) => string): Promise<void> {
  const byField = (name: string) => (req: FastifyRequest) => field(req, name);
  // A phone number's budget is its one spelling's (modules/account/phone.ts): written another way it is no new budget.
  const byPhone = (req: FastifyRequest) => phoneKey(field(req, 'phoneNumber'));
  const byAddress = clientAddress;
  const rules: Record<string, Array<[LimitName, (req: FastifyRequest) => string]>> = {
    '/api/otp/send': [['register', byAddress], ['otp', byPhone]],
    // Per address too: a made-up token is a fresh budget of its own (and a counter written) per guess.
    '/api/otp/verify': [['register', byAddress], ['otp', byField('otpToken')]],
    '/api/register/check-phone': [['register', byAddress], ['otp', byPhone]],
    '/api/account/validate': [['register', byAddress]],
  };
  app.addHook('preHandler', async (req) => {
    const budgets = ((req.method === 'POST' && rules[req.routeOptions.url ?? '']) || []).flatMap(([name, keyOf]): Array<[LimitName, string]> => {
      const key = keyOf(req);
      return key ? [[name, key]] : [];
    });
    // Refused by a later budget (this phone's OTPs, say), the earlier ones (the address's) are given back.
    await reserveAll(counting, budgets);
  });
}
