import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/index.ts';

/*
 * Links to media that open without the bearer token (a slip in a new window, a QR image a host
 * downloads itself): the path's subject and an expiry, signed with one secret per database so
 * every server process signs and checks alike.
 */

const SECRET_KEY = 'mediaSecret';

/**
 * The secret never changes once made, so each process reads it once per database handle: a QR's
 * one-second poll would otherwise pay two statements for a link it already had. (To change it, an
 * operator replaces `settings.mediaSecret` and restarts every process.) Subjects name their kind
 * (`slip:…`, `qr:…`), so one kind's signature never opens another's link.
 */
const secrets = new WeakMap<Db, Promise<string>>();

async function readSecret(db: Db): Promise<string> {
  await db
    .insertInto('settings')
    .values({ key: SECRET_KEY, value: JSON.stringify(randomBytes(32).toString('hex')) })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db.selectFrom('settings').select('value').where('key', '=', SECRET_KEY).executeTakeFirstOrThrow();
  return String(row.value);
}

function mediaSecret(db: Db): Promise<string> {
  let secret = secrets.get(db);
  if (!secret) {
    secret = readSecret(db);
    // A failed read is not remembered: the next link asks again.
    secret.catch(() => secrets.delete(db));
    secrets.set(db, secret);
  }
  return secret;
}

/**
 * Forgets the secret, so every link signed with it stops opening (the next link makes a new one):
 * a production start on a database the sandbox ran on, where anyone could have had links signed.
 */
export async function retireMediaSecret(db: Db): Promise<void> {
  await db.deleteFrom('settings').where('key', '=', SECRET_KEY).execute();
  secrets.delete(db);
}

const sign = (secret: string, subject: string, exp: number) => createHmac('sha256', secret).update(`${subject}.${exp}`).digest('base64url');

/** `exp=…&sig=…` for `subject` until `expiresAt` (whole seconds). */
export async function signedQuery(db: Db, subject: string, expiresAt: Date): Promise<string> {
  const exp = Math.floor(expiresAt.getTime() / 1000);
  return `exp=${exp}&sig=${sign(await mediaSecret(db), subject, exp)}`;
}

/** Whether `exp` and `sig` were signed for `subject` here and have not run out. */
export async function verifySigned(db: Db, subject: string, exp: string | undefined, sig: string | undefined): Promise<boolean> {
  const expiry = Number(exp);
  if (!Number.isInteger(expiry) || expiry * 1000 < Date.now() || !sig) return false;
  const want = Buffer.from(sign(await mediaSecret(db), subject, expiry));
  const got = Buffer.from(sig);
  return want.length === got.length && timingSafeEqual(want, got);
}
