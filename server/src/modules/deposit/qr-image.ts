import QRCode from 'qrcode';
import { qrImageName, type QrState } from '../../../../src/api/contract.ts';
import type { Db } from '../../db/index.ts';
import { toMajor } from '../../core/money.ts';
import { signedQuery, verifySigned } from '../../http/signed-media.ts';

/*
 * A live QR as a picture file. A player paying from the phone that shows the QR cannot scan its own
 * screen: banking apps scan a saved picture instead. The link opens without the bearer token,
 * because a host may fetch it itself (Telegram's downloadFile, LINE's external browser), and stops
 * working when the QR does.
 */

const subject = (qrcodeId: string) => `qr:${qrcodeId}`;

/**
 * A live QR's reply with its picture link, signed until the QR expires. Added by the routes, after
 * any transaction: the first signing in a process reads the secret, and the embedded database's
 * one connection is held by an open transaction.
 */
export async function withImage(db: Db, state: QrState): Promise<QrState> {
  if (!state.hasQrcode || !state.qrcodeId || !state.expireIn) return state;
  const query = await signedQuery(db, subject(state.qrcodeId), new Date(state.expireIn));
  return { ...state, image: `/media/qr/${state.qrcodeId}.png?${query}` };
}

export interface QrPicture {
  png: Buffer;
  name: string;
}

/** The picture behind a signed link while its QR is still live (not paid, cancelled or expired); else undefined. */
export async function qrPicture(db: Db, qrcodeId: string, exp: string | undefined, sig: string | undefined): Promise<QrPicture | undefined> {
  if (!(await verifySigned(db, subject(qrcodeId), exp, sig))) return undefined;
  const row = await db
    .selectFrom('qr_codes')
    .select(['provider', 'amount', 'payload'])
    .where('id', '=', qrcodeId)
    .where('status', '=', 'ACTIVE')
    .where('expires_at', '>', new Date())
    .executeTakeFirst();
  if (!row) return undefined;
  return { png: await pngOf(qrcodeId, row.payload), name: qrImageName(row.provider, toMajor(row.amount)) };
}

/**
 * Each QR's picture is drawn once per process (a few ms of CPU): a holder of the link asking for it
 * again and again costs an indexed read, not a drawing. Bounded; a QR lives minutes.
 */
const drawn = new Map<string, Promise<Buffer>>();
const DRAWN_MAX = 256;

function pngOf(qrcodeId: string, payload: string): Promise<Buffer> {
  let png = drawn.get(qrcodeId);
  if (!png) {
    // A wide quiet zone and 480 px: gallery scanners in banking apps find it even when the photo is cropped or small.
    png = QRCode.toBuffer(payload, { type: 'png', margin: 4, width: 480, errorCorrectionLevel: 'M' });
    png.catch(() => drawn.delete(qrcodeId));
    if (drawn.size >= DRAWN_MAX) drawn.delete(drawn.keys().next().value!);
    drawn.set(qrcodeId, png);
  }
  return png;
}
