import { createCipheriv, createDecipheriv, createHash, randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import QRCode from 'qrcode';
import { depositSource, type QrProvider, type QrState, type SlipReason, type SlipReply, type TruelinkReason, type TruelinkReply, type TruelinkState } from '../../../../src/api/contract.ts';
import type { Ctx } from '../../context.ts';
import type { Db } from '../../db/index.ts';
import type { Settings } from '../../db/seed.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { toMajor } from '../../core/money.ts';
import { SYSTEM_ACCOUNTS, post, walletAccount } from '../../ledger/index.ts';
import type { Tx } from '../../core/tx.ts';
import { getSetting } from '../../core/settings.ts';
import { afterDeposit } from '../rewards/hooks.ts';
import { lockMember } from '../rewards/held.ts';
import { currencyOf, refuseKipFraction } from '../../core/currency.ts';
import { slip as slipLookup } from '../lookup/service.ts';
import { promptPayPayload } from './promptpay.ts';
import { mediaTypeOf } from '../../http/uploads.ts';
import { limit } from '../../http/rate-limit.ts';

/**
 * Every deposit channel ends here: money enters from outside into the member's wallet. The member
 * row is locked first, as withdrawals, bonus activations and coupon claims lock it before the
 * wallet: the coins this credit adds update that row, and taking it after the wallet's posting
 * made a cycle PostgreSQL broke by refusing one side (a bank's payment answered TRANSFER_FAIL).
 */
export async function creditDeposit(tx: Tx, memberId: bigint, amount: bigint, reference: string): Promise<void> {
  await lockMember(tx, memberId);
  await post(tx, {
    kind: 'deposit',
    memberId,
    reference,
    postings: [
      { account: SYSTEM_ACCOUNTS.deposits, amount: -amount },
      { account: walletAccount(memberId), amount },
    ],
  });
  await afterDeposit(tx, memberId, amount);
}

// ---------------------------------------------------------------- QR

/** A QR past its time is no longer live; marking it frees the provider slot for a new one. */
async function expireStale(db: Db | Tx, memberId: bigint, provider: QrProvider): Promise<void> {
  await db
    .updateTable('qr_codes')
    .set({ status: 'EXPIRED' })
    .where('member_id', '=', memberId)
    .where('provider', '=', provider)
    .where('status', '=', 'ACTIVE')
    .where('expires_at', '<=', new Date())
    .execute();
}

async function qrState(row: { id: string; payload: string; amount: bigint; expires_at: Date }): Promise<QrState> {
  return {
    hasQrcode: true,
    qrcodeId: row.id,
    qrcode: await QRCode.toString(row.payload, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }),
    amount: toMajor(row.amount),
    expireIn: row.expires_at.toISOString(),
  };
}

export async function getQr(db: Db, memberId: bigint, provider: QrProvider): Promise<QrState> {
  await expireStale(db, memberId, provider);
  const row = await db
    .selectFrom('qr_codes')
    .select(['id', 'payload', 'amount', 'expires_at'])
    .where('member_id', '=', memberId)
    .where('provider', '=', provider)
    .where('status', '=', 'ACTIVE')
    .executeTakeFirst();
  return row ? qrState(row) : { hasQrcode: false };
}

/** A deposit method paid by scanning a QR: its payee is the provider's PromptPay id, not an account number. */
export const paidByQr = (bank: Settings['deposit']['banks'][number]): boolean => bank.mode === 'QR' || bank.bankType === 'PAYMENT';

/**
 * Whether the deposit settings offer `provider`'s QR to a wallet in `currency`: a PromptPay QR is
 * priced in baht, so a kip wallet paid by one would be credited as many kip.
 */
async function qrOffered(tx: Tx, provider: QrProvider, currency: string): Promise<boolean> {
  const { banks } = await getSetting(tx, 'deposit');
  return banks.some((b) => b.bankCode === provider && paidByQr(b) && b.currency === currency);
}

export async function createQr(ctx: Ctx, tx: Tx, memberId: bigint, provider: QrProvider, amount: bigint): Promise<QrState> {
  const currency = await currencyOf(tx, memberId);
  if (!(await qrOffered(tx, provider, currency))) throw badRequest('QR_FAIL', `${provider} is not offered to this wallet's currency`);
  const minimum = BigInt((await getSetting(tx, 'qrMinimum'))[provider]);
  if (amount < 100n || amount < minimum) throw badRequest('QR_FAIL', `minimum ${toMajor(minimum > 100n ? minimum : 100n)}`);
  const maximum = BigInt((await getSetting(tx, 'qrMaximum'))[currency === 'LAK' ? 'LAK' : 'BAHT']);
  if (amount > maximum) throw badRequest('QR_FAIL', `maximum ${toMajor(maximum)}`);
  // No PromptPay id of the operator's (a production start removes the seed's): a QR would pay nobody, or a stranger.
  const proxy = (await getSetting(tx, 'promptpay'))[provider];
  if (!proxy) throw badRequest('QR_FAIL', `${provider} has no PromptPay id`);
  await expireStale(tx, memberId, provider);
  const id = randomUUID();
  const row = {
    id,
    member_id: memberId,
    provider,
    amount,
    payload: promptPayPayload(proxy, amount, id),
    status: 'ACTIVE' as const,
    expires_at: new Date(Date.now() + ctx.config.qrMinutes * 60_000),
  };
  const inserted = await tx
    .insertInto('qr_codes')
    .values(row)
    // A literal, not a parameter: a generic plan for a prepared statement could not match
    // `$1` to the partial index's predicate, and PostgreSQL would find no arbiter index.
    .onConflict((oc) =>
      oc
        .columns(['member_id', 'provider'])
        .where(sql<boolean>`status = 'ACTIVE'`)
        .doNothing(),
    )
    .returning('id')
    .executeTakeFirst();
  if (!inserted) throw conflict('QR_FAIL', 'a QR is already live for this provider');
  return qrState(row);
}

export async function deleteQr(db: Db, memberId: bigint, provider: QrProvider, qrcodeId: string): Promise<QrState> {
  const result = await db
    .updateTable('qr_codes')
    .set({ status: 'CANCELLED' })
    .where('id', '=', qrcodeId)
    .where('member_id', '=', memberId)
    .where('provider', '=', provider)
    .where('status', '=', 'ACTIVE')
    .executeTakeFirst();
  if (result.numUpdatedRows === 0n) throw notFound('NO_DATA', 'no live QR with this id');
  return { hasQrcode: false };
}

/**
 * Sandbox bank: the QR was paid; returns the member credited and the amount. Conditional on not yet
 * PAID, so a QR pays once. Its time limit and Cancel only stop the app offering it: a PromptPay
 * picture carries no expiry, so a banking app pays one scanned at 14:59 and confirmed at 15:01, or
 * cancelled after paying — the money is in the operator's account, and the QR's id still names
 * whose it is and how much. Refusing that notice left it credited to no one.
 */
export async function payQr(tx: Tx, qrcodeId: string): Promise<{ memberId: bigint; amount: bigint }> {
  const row = await tx
    .updateTable('qr_codes')
    .set({ status: 'PAID' })
    .where('id', '=', qrcodeId)
    .where('status', '!=', 'PAID')
    .returning(['member_id', 'amount'])
    .executeTakeFirst();
  if (!row) throw conflict('QR_FAIL', 'no unpaid QR with this id');
  await creditDeposit(tx, row.member_id, row.amount, depositSource.qr(qrcodeId));
  return { memberId: row.member_id, amount: row.amount };
}

// ---------------------------------------------------------------- slips

const SLIP_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/heic', 'image/avif']);

/** A slip's picture type, found by `checkSlip`. */
export type SlipType = { mime: string; ext: string };

/**
 * A slip upload passes the upload window, a picture type and the member's slip budget (every slip
 * that passes is kept on disk for review: counted per member, so one cannot fill it). Outside the
 * transaction `storeSlip` runs in: the embedded database has one connection, which that holds.
 */
export async function checkSlip(ctx: Ctx, memberId: bigint, content: Buffer): Promise<SlipType> {
  const window = await slipLookup(ctx.db);
  if (!window.open) throw badRequest('SLIP_UPLOAD_FAIL', 'slip upload is closed now');
  const type = await mediaTypeOf(content, SLIP_TYPES);
  if (!type) throw badRequest('SLIP_INVALID_FILE');
  await limit(ctx, 'slip', String(memberId));
  return type;
}

/**
 * The slip of the same file (`digest`, hex SHA-256) that waits for review or was credited, by any
 * member: the same file sent again — to a second account, or from another device — would otherwise
 * be queued for a second credit. One that was refused does not count (the next copy may be the one
 * that is right, e.g. sent again once the money had arrived). Only byte-identical files: a picture
 * saved again or re-compressed by a chat app is another file, and the bank reference on it stays
 * the slip checker's (spec §5). Serialised per file, so two copies sent at once cannot both be
 * first (on PostgreSQL; the embedded engine runs one transaction at a time).
 */
async function slipOfSameFile(tx: Tx, digest: string) {
  await sql`SELECT pg_advisory_xact_lock(hashtext(${`slip:${digest}`}))`.execute(tx);
  return tx
    .selectFrom('slips')
    .select(['reference', 'member_id', 'status'])
    .where('content_sha256', '=', digest)
    .where('status', 'in', ['PENDING', 'SUCCESS'])
    .orderBy('created_at')
    .executeTakeFirst();
}

/**
 * Keeps a checked slip for review. The member's own file again (a second device, a key lost with
 * the tab) answers with that slip, as a True Money link sent again does: nothing new, never "not
 * accepted" over a slip still on its way. Another member's copy is kept (the operator sees what was
 * sent) but refused at once as a duplicate slip, which the app shows as the slip's reason.
 */
export async function storeSlip(ctx: Ctx, tx: Tx, memberId: bigint, content: Buffer, type: SlipType, digest: string): Promise<SlipReply> {
  const earlier = await slipOfSameFile(tx, digest);
  if (earlier?.member_id === memberId) return { reference: earlier.reference, status: earlier.status };
  const duplicate = earlier !== undefined;
  const reference = `SLIP${randomBytes(8).toString('hex').toUpperCase()}`;
  // Kept under DATA_DIR, never under the web root: slips are only read through authorised routes.
  const dir = path.join(ctx.config.dataDir, 'slips');
  await fs.mkdir(dir, { recursive: true, mode: 0o700 });
  const filePath = path.join(dir, `${reference}.${type.ext}`);
  await fs.writeFile(filePath, content, { mode: 0o600 });
  const reason: SlipReason = 'SLIP_REFNO_DUPLICATED';
  await tx
    .insertInto('slips')
    .values({
      reference,
      member_id: memberId,
      file_path: filePath,
      mime: type.mime,
      amount: null,
      content_sha256: digest,
      ...(duplicate
        ? { status: 'FAILED' as const, note: reason, decided_at: new Date() }
        : { status: 'PENDING' as const, note: null, decided_at: null }),
    })
    .execute();
  return duplicate ? { reference, status: 'FAILED', reason } : { reference, status: 'PENDING' };
}

/** Sandbox slip checker: approve with the amount read from the slip, or reject with a §5 reason; returns the member. */
export async function decideSlip(
  tx: Tx,
  reference: string,
  decision: { amount: bigint } | { note: SlipReason },
): Promise<bigint> {
  const approve = 'amount' in decision;
  if (approve && decision.amount <= 0n) throw badRequest('KEY_INVALID', 'amount');
  const row = await tx
    .updateTable('slips')
    .set(
      approve
        ? { status: 'SUCCESS', amount: decision.amount, decided_at: new Date() }
        : { status: 'FAILED', note: decision.note, decided_at: new Date() },
    )
    .where('reference', '=', reference)
    .where('status', '=', 'PENDING')
    .returning(['member_id'])
    .executeTakeFirst();
  if (!row) throw conflict('NO_DATA', 'no pending slip with this reference');
  // A kip wallet holds whole kip (what every member door checks): a fraction read off a slip would
  // leave one that "withdraw all" then pays out. Refused before anything commits.
  if (approve) await refuseKipFraction(tx, row.member_id, decision.amount);
  if (approve) await creditDeposit(tx, row.member_id, decision.amount, depositSource.slip(reference));
  return row.member_id;
}

// ---------------------------------------------------------------- True Money gift link

const truelinkKey = (secret: string) => createHash('sha256').update(secret).digest();

/** The client's side of the scheme, here for tests and tools: AES-256-GCM, base64url(iv|ct|tag). */
export function encryptTruelink(secret: string, link: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', truelinkKey(secret), iv);
  const body = Buffer.concat([cipher.update(link, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url');
}

function decryptTruelink(secret: string, encrypted: string): string {
  try {
    const raw = Buffer.from(encrypted, 'base64url');
    if (raw.length < 12 + 16 + 1) throw new Error('short');
    const decipher = createDecipheriv('aes-256-gcm', truelinkKey(secret), raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(raw.length - 16));
    return Buffer.concat([decipher.update(raw.subarray(12, raw.length - 16)), decipher.final()]).toString('utf8');
  } catch {
    throw badRequest('TRUELINK_INVALID');
  }
}

/** A gift envelope link: https://gift.truemoney.com/campaign/?v=<voucher hash>. */
function voucherOf(link: string): string {
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    throw badRequest('TRUELINK_INVALID');
  }
  const voucher = url.searchParams.get('v') ?? '';
  if (url.protocol !== 'https:' || url.hostname !== 'gift.truemoney.com' || !/^[0-9A-Za-z]{10,64}$/.test(voucher)) {
    throw badRequest('TRUELINK_INVALID');
  }
  return voucher;
}

export async function submitTruelink(ctx: Ctx, tx: Tx, memberId: bigint, encrypted: string): Promise<TruelinkReply> {
  const voucher = voucherOf(decryptTruelink(ctx.config.trueWalletKey, encrypted));
  // A True Money envelope holds baht: a kip wallet would be credited the same number of kip.
  if ((await currencyOf(tx, memberId)) === 'LAK') throw badRequest('TRUELINK_INVALID', 'True Money envelopes are baht; this wallet is kip');
  const inserted = await tx
    .insertInto('truelinks')
    .values({ voucher, member_id: memberId, amount: null, status: 'PENDING', note: null, decided_at: null })
    .onConflict((oc) => oc.column('voucher').doNothing())
    .returning('voucher')
    .executeTakeFirst();
  if (!inserted) {
    // Sent again by its own sender while it waits (a reply lost with the connection, the link
    // encrypted afresh, so under a new key): the same waiting link, not "already used".
    const held = await tx.selectFrom('truelinks').select(['member_id', 'status']).where('voucher', '=', voucher).executeTakeFirst();
    if (held?.member_id !== memberId || held.status !== 'PENDING') throw conflict('TRUELINK_DUPLICATE');
  }
  return { voucher, status: 'PENDING' };
}

/** A link's sender and its decision: credited, or refused with its reason. */
export interface TruelinkDecision {
  memberId: bigint;
  reason: TruelinkReason | null;
}

/**
 * Sandbox True Money: the envelope holds `amount`. At or over the link minimum it is opened and
 * credited; under it the link is refused and the envelope left unopened, its money still the
 * sender's — before, such a link waited for good, neither credited nor refused.
 */
export async function redeemTruelink(tx: Tx, voucher: string, amount: bigint): Promise<TruelinkDecision> {
  const minimum = BigInt(await getSetting(tx, 'truelinkMinimum'));
  if (amount < minimum) return { memberId: await refuseTruelink(tx, voucher, 'BELOW_MINIMUM'), reason: 'BELOW_MINIMUM' };
  const memberId = await decideTruelink(tx, voucher, { status: 'SUCCESS', amount });
  await creditDeposit(tx, memberId, amount, depositSource.truelink(voucher));
  return { memberId, reason: null };
}

/** A waiting link refused: nothing is credited; returns its sender. */
export const refuseTruelink = (tx: Tx, voucher: string, reason: TruelinkReason): Promise<bigint> =>
  decideTruelink(tx, voucher, { status: 'FAILED', note: reason });

/** Decides a waiting link once (a decided one is `NO_DATA`); returns its sender. */
async function decideTruelink(
  tx: Tx,
  voucher: string,
  decision: { status: 'SUCCESS'; amount: bigint } | { status: 'FAILED'; note: TruelinkReason },
): Promise<bigint> {
  const row = await tx
    .updateTable('truelinks')
    .set({ ...decision, decided_at: new Date() })
    .where('voucher', '=', voucher)
    .where('status', '=', 'PENDING')
    .returning('member_id')
    .executeTakeFirst();
  if (!row) throw conflict('NO_DATA', 'no pending voucher');
  return row.member_id;
}

/** A link's decision, for its sender only: another member's voucher is not found. */
export async function truelinkState(db: Db, memberId: bigint, voucher: string): Promise<TruelinkState> {
  const row = await db
    .selectFrom('truelinks')
    .select(['status', 'note'])
    .where('voucher', '=', voucher)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  if (!row) throw notFound('NO_DATA');
  return { voucher, status: row.status, reason: row.note };
}
