import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { HostKind, HostLinkRequest, HostLinksReply, HostProof, HostSignInReply } from '../../../../src/api/contract.ts';
import { telegramBotTokenOf } from '../../config.ts';
import type { Ctx } from '../../context.ts';
import type { Db } from '../../db/index.ts';
import { ApiError, badRequest, conflict, notFound, unauthorized } from '../../http/errors.ts';
import { uniqueViolation } from '../../db/errors.ts';
import { hashToken } from '../../http/auth.ts';
import { confirmPassword, openSession } from '../account/service.ts';
import { lineVerifyEndpoint, rememberingVerifier, sandboxLineVerifier, type LineVerifier } from './line.ts';
import { verifyTelegramInitData } from './telegram.ts';

interface HostIdentity {
  kind: HostKind;
  userId: string;
  /** The proof's identity whatever its encoding: what its one-use record is keyed on. */
  proofKey: string;
  /** When the proof stops being accepted anyway: its one-use record is kept until then. */
  expiresAt: Date;
}

/** LINE's endpoint per channel, each remembering what it verified (one per process). */
const lineEndpoints = new Map<string, LineVerifier>();

/** The LINE verifier for this server: its own tokens in the sandbox, LINE's endpoint in production. */
export function lineVerifierFor(ctx: Ctx): LineVerifier | null {
  if (ctx.config.sandbox) return sandboxLineVerifier(ctx.config.lineSandboxSecret);
  const channel = ctx.config.lineChannelId;
  if (!channel) return null;
  let endpoint = lineEndpoints.get(channel);
  if (!endpoint) lineEndpoints.set(channel, (endpoint = rememberingVerifier(lineVerifyEndpoint(channel))));
  return endpoint;
}

/**
 * Who the host says the player is. A forged, stale or malformed proof is a KEY_INVALID (not an
 * auth code: refusing a proof must not sign out the member who offered it).
 */
async function identify(ctx: Ctx, proof: HostProof): Promise<HostIdentity> {
  if (proof.kind === 'tg-initdata') {
    const token = telegramBotTokenOf(ctx.config);
    if (!token) throw badRequest('KEY_INVALID', 'Telegram sign-in is not configured');
    const check = verifyTelegramInitData(proof.value, token, ctx.config.telegramMaxAgeSeconds);
    if (!check.ok) throw badRequest('KEY_INVALID', `Telegram proof ${check.reason}`);
    // The hash is the HMAC of the canonical data-check string: reordering the fields, adding a `&`
    // or writing `%22` as `"` changes the text but never the hash.
    const { userId, authDate } = check.identity;
    return {
      kind: 'telegram',
      userId,
      proofKey: `telegram:${userId}:${authDate.getTime() / 1000}:${check.hash}`,
      expiresAt: new Date(authDate.getTime() + ctx.config.telegramMaxAgeSeconds * 1000),
    };
  }
  const verifier = lineVerifierFor(ctx);
  if (!verifier) throw badRequest('KEY_INVALID', 'LINE sign-in is not configured');
  const identity = await verifier.verify(proof.value).catch(() => null);
  if (!identity) throw badRequest('KEY_INVALID', 'LINE proof refused');
  return { kind: 'line', userId: identity.userId, proofKey: `line:${identity.canonical}`, expiresAt: identity.expiresAt };
}

const proofHashOf = (identity: HostIdentity): string => createHash('sha256').update(identity.proofKey).digest('hex');

/** Refused before anything else is asked (a password): a used proof could never link. */
async function refuseUsed(ctx: Ctx, identity: HostIdentity): Promise<void> {
  const used = await ctx.db.selectFrom('host_proofs_used').select('proof_hash').where('proof_hash', '=', proofHashOf(identity)).executeTakeFirst();
  if (used) throw badRequest('KEY_INVALID', 'proof already used');
}

/** Each proof works once, however it is re-encoded: a copied initData or ID token replayed later is refused. */
async function consume(ctx: Ctx, identity: HostIdentity): Promise<void> {
  const proofHash = proofHashOf(identity);
  const inserted = await ctx.db
    .insertInto('host_proofs_used')
    .values({ proof_hash: proofHash, expires_at: identity.expiresAt })
    .onConflict((oc) => oc.column('proof_hash').doNothing())
    .returning('proof_hash')
    .executeTakeFirst();
  if (!inserted) throw badRequest('KEY_INVALID', 'proof already used');
}

/** Deletes the records of used proofs that have expired (maintenance.ts): no one could replay them now. */
export async function purgeExpiredProofs(db: Db, now = Date.now()): Promise<number> {
  const deleted = await db.deleteFrom('host_proofs_used').where('expires_at', '<', new Date(now)).executeTakeFirst();
  return Number(deleted.numDeletedRows);
}

/** How old a session may be for a link to need no password: the offer right after a sign-in. */
const LINK_WITHOUT_PASSWORD_MINUTES = 10;

/** Who asks for a link: the session they ask with and the address they ask from. */
export interface LinkAsker {
  token: string;
  address: string;
}

/**
 * A link is a standing sign-in: whoever held a member's session for a moment (a borrowed phone, a
 * leaked token) could otherwise link their own Telegram or LINE account and come back at will,
 * logged out or not. A session opened minutes ago is the player's own sign-in (the offer after a
 * password login); past that, the password goes with the proof. A missing one is refused without
 * spending the login budget (the app then asks for it); a wrong one spends it, as at the login.
 */
async function confirmLinker(ctx: Ctx, memberId: bigint, asker: LinkAsker, password: string | undefined): Promise<void> {
  if (password === undefined) {
    const fresh = await ctx.db
      .selectFrom('sessions')
      .select('token_hash')
      .where('token_hash', '=', hashToken(asker.token))
      .where('created_at', '>', sql<Date>`now() - make_interval(mins => ${LINK_WITHOUT_PASSWORD_MINUTES})`)
      .executeTakeFirst();
    if (fresh) return;
    throw badRequest('WRONG_PASSWORD', 'the password is needed to remember a host account');
  }
  const member = await ctx.db.selectFrom('members').select(['username', 'password_hash']).where('id', '=', memberId).executeTakeFirstOrThrow();
  await confirmPassword(ctx, member, asker.address, password);
}

/** Remembers the host account for this member; never moves a link from another member. */
export async function link(ctx: Ctx, memberId: bigint, request: HostLinkRequest, asker: LinkAsker): Promise<HostLinksReply> {
  // A proof that cannot link (forged, stale, used) is said first; the password is asked before the
  // proof is used, so the same launch links once the player has given it.
  const identity = await identify(ctx, request);
  await refuseUsed(ctx, identity);
  await confirmLinker(ctx, memberId, asker, request.password);
  await consume(ctx, identity);
  await claimLink(ctx, memberId, identity, asker);
  return links(ctx, memberId);
}

/**
 * Records the link, as a request alone would. Two at the same moment (two taps, two members racing
 * for one account) both find nothing and one insert trips a unique key: it is tried again, and then
 * finds the winner's row — its own link (done), another member's (refused), or its old one (replaced).
 */
async function claimLink(ctx: Ctx, memberId: bigint, identity: HostIdentity, asker: LinkAsker): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await writeLink(ctx, memberId, identity, asker);
    } catch (err) {
      if (!uniqueViolation(err)) throw err;
      if (attempt === 3) throw conflict('KEY_INVALID', 'this host account is being linked by another request');
    }
  }
}

async function writeLink(ctx: Ctx, memberId: bigint, identity: HostIdentity, asker: LinkAsker): Promise<void> {
  await ctx.db.transaction().execute(async (tx) => {
    // The member row first, as a password change takes it, then the asking session: a change that
    // committed meanwhile has ended that session (refused here); one that comes after waits for this
    // link and then drops it with the others. Checked before only, a link written just after the
    // change outlived it: a borrower's standing sign-in.
    await tx.selectFrom('members').select('id').where('id', '=', memberId).forShare().executeTakeFirst();
    const asking = await tx.selectFrom('sessions').select('token_hash').where('token_hash', '=', hashToken(asker.token)).executeTakeFirst();
    if (!asking) throw unauthorized();
    const owner = await tx
      .selectFrom('host_links')
      .select('member_id')
      .where('kind', '=', identity.kind)
      .where('host_user_id', '=', identity.userId)
      .executeTakeFirst();
    if (owner && owner.member_id !== memberId) throw conflict('KEY_INVALID', 'this host account belongs to another member');
    if (owner) return;
    await tx.deleteFrom('host_links').where('member_id', '=', memberId).where('kind', '=', identity.kind).execute();
    await tx
      .insertInto('host_links')
      .values({ kind: identity.kind, host_user_id: identity.userId, member_id: memberId, made_in_sandbox: ctx.config.sandbox })
      .execute();
  });
}

/** One-tap sign-in: a valid, fresh, unused proof of a linked host account opens a session. */
export async function signIn(ctx: Ctx, proof: HostProof): Promise<{ token: string }> {
  const identity = await identify(ctx, proof);
  const linked = await ctx.db
    .selectFrom('host_links')
    .select('member_id')
    .where('kind', '=', identity.kind)
    .where('host_user_id', '=', identity.userId)
    .executeTakeFirst();
  // Not linked yet: the proof stays unused, so the same launch can still link after a password login.
  if (!linked) throw notFound('NO_USER', 'no member remembers this host account');
  await consume(ctx, identity);
  return openSession(ctx, linked.member_id, async (tx) => {
    const still = await tx
      .selectFrom('host_links')
      .select('member_id')
      .where('kind', '=', identity.kind)
      .where('host_user_id', '=', identity.userId)
      .where('member_id', '=', linked.member_id)
      .forShare()
      .executeTakeFirst();
    // Forgotten meanwhile (a password change drops every link): it signs in no one.
    if (!still) throw notFound('NO_USER', 'no member remembers this host account');
  });
}

/**
 * The app's first try at launch: the same checks as {@link signIn}, but "not linked" and "proof
 * refused" (used, expired, forged) are ordinary answers (200), not errors — an unlinked player opening
 * the Mini App is the normal case, and must not show as a failed request in the console.
 */
export async function trySignIn(ctx: Ctx, proof: HostProof): Promise<HostSignInReply> {
  try {
    return { status: 'signed-in', ...(await signIn(ctx, proof)) };
  } catch (error) {
    if (error instanceof ApiError && error.code === 'NO_USER') return { status: 'not-linked' };
    if (error instanceof ApiError && error.code === 'KEY_INVALID') return { status: 'refused' };
    throw error;
  }
}

export async function unlink(ctx: Ctx, memberId: bigint, kind: HostKind): Promise<HostLinksReply> {
  await ctx.db.deleteFrom('host_links').where('member_id', '=', memberId).where('kind', '=', kind).execute();
  return links(ctx, memberId);
}

export async function links(ctx: Ctx, memberId: bigint): Promise<HostLinksReply> {
  const rows = await ctx.db.selectFrom('host_links').select('kind').where('member_id', '=', memberId).execute();
  const kinds = new Set(rows.map((r) => r.kind));
  return { telegram: kinds.has('telegram'), line: kinds.has('line') };
}
