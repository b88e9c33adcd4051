import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { sql } from 'kysely';
import type { OtpSendReply, OtpVerifyReply } from '../../../../src/api/contract.ts';
import type { Ctx } from '../../context.ts';
import type { Db } from '../../db/index.ts';
import { ApiError, badRequest, conflict } from '../../http/errors.ts';
import { checkPhone, phoneTaken } from '../account/phone.ts';

const CODE_TTL_MS = 5 * 60_000;
/** A verified phone may register within this window. */
const VERIFIED_TTL_MS = 30 * 60_000;
const MAX_ATTEMPTS = 5;
const MAX_SENDS = 5;
const SEND_WINDOW_MS = 15 * 60_000;

const codeHash = (token: string, code: string) => createHash('sha256').update(`${token}:${code}`).digest();

/**
 * Whether `token` names a code sent to `phone` and verified within the last half hour: the proof a
 * registration carries. The phone alone proves nothing — whoever typed the code holds the token.
 */
export async function verifiedWith(db: Db, phone: string, token: string | undefined): Promise<boolean> {
  if (!token) return false;
  const row = await db
    .selectFrom('otp_requests')
    .select('token')
    .where('token', '=', token)
    .where('phone', '=', phone)
    .where('verified_at', '>', new Date(Date.now() - VERIFIED_TTL_MS))
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * `typed` as the player wrote it; codes are sent, counted and verified under the number's one
 * spelling. OTP_VERIFIED only to the client naming the token it verified: told to anyone, it would
 * say when a number had just been verified.
 */
export async function sendOtp(ctx: Ctx, typed: string, proof?: string): Promise<OtpSendReply> {
  const phone = checkPhone(ctx, typed);
  if (await verifiedWith(ctx.db, phone, proof)) return { otpRef: '', otpToken: '', code: 'OTP_VERIFIED' };
  if (await phoneTaken(ctx, phone)) throw conflict('EXISTING_USER');
  const token = randomBytes(24).toString('base64url');
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const ref = Array.from({ length: 4 }, () => String.fromCharCode(65 + randomInt(26))).join('');
  await ctx.db.transaction().execute(async (tx) => {
    // Sends for one phone queue on this lock, so each counts every send before it: counted outside
    // a lock, a burst of parallel requests all saw fewer than MAX_SENDS and twice as many SMS went out.
    await sql`SELECT pg_advisory_xact_lock(hashtext(${`otp-send:${phone}`}))`.execute(tx);
    const recent = await tx
      .selectFrom('otp_requests')
      .select((eb) => eb.fn.countAll<bigint>().as('n'))
      .where('phone', '=', phone)
      .where('created_at', '>', new Date(Date.now() - SEND_WINDOW_MS))
      .executeTakeFirstOrThrow();
    if (BigInt(recent.n) >= MAX_SENDS) throw new ApiError(429, 'OTP_BLOCK');
    await tx
      .insertInto('otp_requests')
      .values({ token, ref, phone, code_hash: codeHash(token, code).toString('hex'), expires_at: new Date(Date.now() + CODE_TTL_MS), verified_at: null })
      .execute();
  });
  try {
    await ctx.sms.send(phone, `Your code is ${code} (ref ${ref})`);
  } catch {
    throw new ApiError(502, 'OTP_SEND_FAIL');
  }
  return { otpRef: ref, otpToken: token, code: 'OTP_SENT' };
}

export async function verifyOtp(ctx: Ctx, token: string, code: string): Promise<OtpVerifyReply> {
  const row = await ctx.db.selectFrom('otp_requests').selectAll().where('token', '=', token).executeTakeFirst();
  if (!row) throw badRequest('OTP_TOKEN_INVALID');
  if (row.verified_at) throw badRequest('OTP_VERIFIED');
  if (row.expires_at.getTime() <= Date.now()) throw badRequest('OTP_EXPIRED');
  // Too many wrong guesses spend this code (even the right one no longer opens it); the number is
  // not blocked — a new code is one resend away — so the player is told to ask for a new one.
  if (row.attempts >= MAX_ATTEMPTS) throw badRequest('OTP_EXPIRED', 'too many wrong codes: this code is spent');
  const matches = timingSafeEqual(codeHash(token, code), Buffer.from(row.code_hash, 'hex'));
  // Conditional on the attempt count read above, so parallel guesses cannot exceed the limit.
  const updated = await ctx.db
    .updateTable('otp_requests')
    .set(matches ? { verified_at: new Date() } : { attempts: row.attempts + 1 })
    .where('token', '=', token)
    .where('attempts', '=', row.attempts)
    .where('verified_at', 'is', null)
    .executeTakeFirst();
  if (updated.numUpdatedRows === 0n) throw badRequest('OTP_VERIFY_FAIL');
  // The guess that spends the code says so: "wrong code, try again" would send the player to type a
  // sixth that is refused as expired whatever it is.
  if (!matches && row.attempts + 1 >= MAX_ATTEMPTS) throw badRequest('OTP_EXPIRED', 'too many wrong codes: this code is spent');
  if (!matches) throw badRequest('OTP_CODE_INVALID');
  return { code: 'OTP_CODE_VALID' };
}

/** How long an OTP request is kept: past every use of it (sends counted 15 min, a proof 35 min). */
const OTP_KEPT_MS = 24 * 3_600_000;

/** Deletes OTP requests past OTP_KEPT_MS (maintenance.ts): they prove nothing and count no send. */
export async function purgeOtpRequests(db: Db, now = Date.now()): Promise<number> {
  const deleted = await db.deleteFrom('otp_requests').where('created_at', '<', new Date(now - OTP_KEPT_MS)).executeTakeFirst();
  return Number(deleted.numDeletedRows);
}

/** Sandbox: the code of the last SMS sent to a phone. */
export async function lastOtpCode(db: Db, phone: string): Promise<string | null> {
  const sms = await db.selectFrom('sandbox_sms').select('body').where('phone', '=', phone).orderBy('id', 'desc').executeTakeFirst();
  return sms ? (/\b(\d{6})\b/.exec(sms.body)?.[1] ?? null) : null;
}
