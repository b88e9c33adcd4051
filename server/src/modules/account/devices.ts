import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/index.ts';
import { hashToken, newToken } from '../../http/auth.ts';

/**
 * Devices that signed in to a phone number with its password (OWASP's "device cookie"). The login
 * budget per phone number stops guesses spread over many addresses, but anyone can spend it and
 * lock the owner out; a device the owner signed in from before keeps a budget of its own instead.
 * The cookie is only that: it proves nothing else and opens no session (HttpOnly, sent to
 * /api/login alone, never cross-site).
 */
export const DEVICE_COOKIE = 'wallet_device';
const DEVICE_DAYS = 180;
/** Devices remembered before this have lapsed. */
const lapsedBefore = () => new Date(Date.now() - DEVICE_DAYS * 86_400_000);

/** The device token the request carries, if any. */
export function deviceTokenOf(req: FastifyRequest): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === DEVICE_COOKIE && value && /^[A-Za-z0-9_-]{16,128}$/.test(value)) return value;
  }
  return undefined;
}

/** The stored hash of `token` when it is a device that signed in to `username` lately, else undefined. */
export async function knownDevice(db: Db, username: string, token: string | undefined): Promise<string | undefined> {
  if (!token) return undefined;
  const tokenHash = hashToken(token);
  const row = await db
    .selectFrom('login_devices')
    .select('token_hash')
    .where('token_hash', '=', tokenHash)
    .where('username', '=', username)
    .where('created_at', '>', lapsedBefore())
    .executeTakeFirst();
  return row?.token_hash;
}

/** Devices one phone number keeps: a client that never returns its cookie would add one per sign-in. */
const MAX_DEVICES = 20;

/** Remembers a device after a right password; its lapsed entries for this number, and any past the newest MAX_DEVICES, go. */
export async function rememberDevice(db: Db, username: string): Promise<string> {
  const token = newToken();
  // One statement (a sign-in already costs seven); its snapshot does not see the new row.
  await db
    .with('lapsed', (q) =>
      q
        .deleteFrom('login_devices')
        .where('username', '=', username)
        .where((eb) =>
          eb.or([
            eb('created_at', '<=', lapsedBefore()),
            eb(
              'token_hash',
              'not in',
              eb.selectFrom('login_devices').select('token_hash').where('username', '=', username).orderBy('created_at', 'desc').orderBy('token_hash').limit(MAX_DEVICES - 1),
            ),
          ]),
        ),
    )
    .insertInto('login_devices')
    .values({ token_hash: hashToken(token), username })
    .execute();
  return token;
}

/** The Set-Cookie value that keeps `token` on the device for the login route only. */
export const deviceCookie = (token: string, secure: boolean): string =>
  `${DEVICE_COOKIE}=${token}; Path=/api/login; Max-Age=${DEVICE_DAYS * 86_400}; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;
