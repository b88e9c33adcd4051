import { proxy } from 'valtio';
import {
  depositSource,
  QR_PROVIDERS,
  type DepositLookup,
  type QrProvider,
  type QrState,
  type SlipLookup,
  type SlipReason,
  type TruelinkReason,
} from '../../api/contract';
import { failureCode, idempotentAction, outcomeUnknown } from '../../api/action';
import { ApiError } from '../../api/http';
import { lookup } from '../../api/lookup';
import { walletApi } from '../../api/wallet';
import { findRecentEntry, findRecentSlip, type StatementEntry } from '../../api/statement';
import { buildConfig } from '../../config/build';
import { limits } from '../../lib/constants';
import { encryptTruelink } from '../../api/truelink';
import { haptic } from '../../platform';
import { notify } from '../notify/store';
import { reloadWallet } from '../wallet/store';
import { onSessionEnd } from '../../lib/session';

/**
 * A deposit that arrived while the dialog was open (issue 18.2/18.4): the amount, and the statement
 * entry that carries its reference and time (null while the statement has not answered).
 */
export interface Credit {
  amount: number;
  /** When the dialog noticed it (the receipt's time until the statement entry gives the server's). */
  noticed: string;
  entry: StatementEntry | null;
}

/** Deposit dialog state (spec §2 Deposit dialog, §4 QR deposit, §5 QR amount and True Wallet link). */
export interface QrView {
  state: QrState | null;
  loading: boolean;
  creating: boolean;
  cancelling: boolean;
  /** Another provider created a QR: reload this one before showing it again (spec §4). */
  stale: boolean;
  /** The `hasQrcode: false` message of a create reply, shown as an error. */
  error: string | null;
  /** The countdown reached 00:00: the QR is gone (spec §4). */
  expired: boolean;
  /** The QR on screen was paid while the dialog was open: what arrived and its statement entry (issue 18.2). */
  received: Credit | null;
  /** The amount being typed: kept here so it survives the sheet's retry state (DESIGN.md §3). */
  draft: string;
}

const emptyQr = (): QrView => ({
  state: null,
  loading: false,
  creating: false,
  cancelling: false,
  stale: true,
  error: null,
  expired: false,
  received: null,
  draft: '',
});

const emptyTruelink = () => ({
  sending: false,
  accepted: null as string | null,
  error: null as string | null,
  credited: null as Credit | null,
  /** The wallet provider refused the sent link while the dialog was open: why. */
  refused: null as TruelinkReason | null,
});

const emptySlip = () => ({
  uploading: false,
  progress: 0,
  fileName: '',
  reference: null as string | null,
  error: null as string | null,
  credited: null as Credit | null,
  /** The operator refused the sent slip while the dialog was open: the spec §5 reason of its `note`. */
  rejected: null as SlipReason | null,
  /** The upload got no answer (offline, a timeout): the same picture can be sent again without choosing it anew. */
  retryable: false,
});

/** The picture whose upload got no answer: Retry (or the connection coming back) sends it again. */
let unsentSlip: File | null = null;

export const deposit = proxy({
  lookup: null as DepositLookup | null,
  slipWindow: null as SlipLookup | null,
  loading: false,
  /** The methods never came (offline, say): "could not load", with Retry, never an empty sheet. */
  failed: false,
  qr: { KBANK: emptyQr(), WW: emptyQr(), PAYTIMZ: emptyQr() } as Record<QrProvider, QrView>,
  truelink: emptyTruelink(),
  slip: emptySlip(),
});

export function setQrDraft(provider: QrProvider, text: string): void {
  deposit.qr[provider].draft = text;
}

export function resetDeposit(): void {
  deposit.lookup = null;
  deposit.slipWindow = null;
  deposit.loading = false;
  deposit.failed = false;
  for (const provider of QR_PROVIDERS) deposit.qr[provider] = emptyQr();
  deposit.truelink = emptyTruelink();
  deposit.slip = emptySlip();
  unsentSlip = null;
}

onSessionEnd(resetDeposit);

/**
 * Loads the deposit and slip lookups. A failure says nothing of its own (spec §7); with no methods
 * shown from before, the sheet says they could not load (`failed`) rather than stay empty.
 */
export async function loadDeposit(): Promise<void> {
  deposit.loading = true;
  try {
    const [found, slipWindow] = await Promise.all([
      lookup('deposit', { errors: 'silent' }),
      lookup('slip', { errors: 'silent' }).catch(() => null),
    ]);
    deposit.lookup = found;
    deposit.slipWindow = slipWindow;
    deposit.failed = false;
  } catch {
    deposit.failed = deposit.lookup === null;
  } finally {
    deposit.loading = false;
  }
}

/** The client minimum per provider (spec §5, §9), never below the server's own figure. */
export function qrMinimum(
  provider: QrProvider,
  found: { readonly qrMinimum: Readonly<Record<QrProvider, number>> } | null,
): number {
  const client = provider === 'PAYTIMZ' ? buildConfig.paytimzMinimum : provider === 'WW' ? 100 : 1;
  return Math.max(client, found?.qrMinimum[provider] ?? 0);
}

export async function loadQr(provider: QrProvider): Promise<void> {
  const view = deposit.qr[provider];
  view.loading = true;
  try {
    view.state = await walletApi.qr(provider, { errors: 'silent' });
    view.stale = false;
  } catch {
    /* silent by spec */
  } finally {
    view.loading = false;
  }
}

export async function createQr(provider: QrProvider, amount: number): Promise<void> {
  const view = deposit.qr[provider];
  // Spec §5: creation is silently ignored below 1.
  if (!(amount >= 1)) return;
  // Toasts raised from here on are this try's (ids only grow).
  const before = Math.max(0, ...notify.toasts.map((shown) => shown.id));
  const outcome = await idempotentAction(
    view,
    'creating',
    async (idempotencyKey) => {
      view.error = null;
      view.expired = false;
      const state = await walletApi.createQr(provider, amount, { idempotencyKey });
      if (!state.hasQrcode) {
        view.error = state.message ?? 'QR_FAIL';
        return;
      }
      view.state = state;
      view.stale = false;
      view.draft = '';
      haptic('success');
      for (const other of QR_PROVIDERS) if (other !== provider) deposit.qr[other].stale = true;
    },
    `qr:${provider}:${amount}`,
  );
  // The http layer showed the toast.
  if (outcome.status === 'failed') haptic('error');
  // No answer (the connection went): the server may have made the QR. It is asked for now and once
  // the device is back online, so the player finds it on screen rather than the empty form again.
  if (outcomeUnknown(outcome)) {
    // Found, the QR answers the toast's "no answer, tap the same button again" (this try's error,
    // raised after `before`) — a button the QR on screen has replaced — so that toast goes rather
    // than contradict the screen; any other toast (a deposit arriving meanwhile) stays.
    let found = false;
    const find = async () => {
      if (found) return;
      await loadQr(provider);
      found = view.state?.hasQrcode === true;
      if (found) notify.toasts = notify.toasts.filter((shown) => shown.id <= before || shown.tone !== 'error');
    };
    void find();
    window.addEventListener('online', () => void find(), { once: true });
  }
}

export async function cancelQr(provider: QrProvider): Promise<void> {
  const view = deposit.qr[provider];
  const id = view.state?.qrcodeId;
  if (!id || view.cancelling) return;
  view.cancelling = true;
  try {
    view.state = await walletApi.deleteQr(provider, id, { onField: ['NO_DATA'] });
  } catch (error) {
    // Already gone on the server: paid while the question was open (its live push missed), or
    // expired. Paid, the sheet turns into its receipt, as checkQrPaid does — "no data" and the empty
    // form told a player who had just paid nothing of the money; else the form comes back.
    if (error instanceof ApiError && error.code === 'NO_DATA') {
      const entry = await creditEntry(depositSource.qr(id));
      view.state = { hasQrcode: false };
      if (entry && !view.received) {
        view.received = { amount: entry.amount, noticed: entry.createdAt, entry };
        await credited();
      }
    }
  } finally {
    view.cancelling = false;
  }
}

/**
 * Asks the server whether the QR on screen is still waiting (issue 18.2). A QR that is gone was paid
 * only if the statement holds its credit (`qr:<id>`, written with the payment): then the view turns
 * to its receipt, the wallet reloads, and the player gets the success haptic, so nobody pays twice.
 * Gone without one (cancelled on another device, expired by the server's clock before the phone's),
 * it was not: the form comes back — a "received" then told of money that never came. Called on every
 * live wallet push and on a short poll while the QR is shown (the fallback when the socket is down).
 */
export async function checkQrPaid(provider: QrProvider): Promise<void> {
  const view = deposit.qr[provider];
  const shown = view.state;
  if (!shown?.hasQrcode || !shown.qrcodeId || view.cancelling || view.received) return;
  let now: QrState;
  try {
    now = await walletApi.qr(provider, { errors: 'silent' });
  } catch {
    return;
  }
  // Still the same QR waiting, or the player meanwhile cancelled or replaced it.
  const replaced = () => view.state?.qrcodeId !== shown.qrcodeId || view.cancelling || view.received !== null;
  if (now.hasQrcode || replaced()) return;
  const entry = await creditEntry(depositSource.qr(shown.qrcodeId));
  if (replaced()) return;
  view.state = now;
  if (!entry) return;
  view.received = { amount: entry.amount, noticed: entry.createdAt, entry };
  await credited();
}

/**
 * What every arrival noticed by the open sheet does: the success haptic and the balances behind it
 * reloaded. The sheet turns into the arrival's receipt, which says it: no toast over it as well (the
 * home's toast is for an arrival while no deposit sheet is open, wallet/decision.ts).
 */
async function credited(): Promise<void> {
  haptic('success');
  await reloadWallet();
}

/** The statement entry of a deposit by its channel key (`qr:…`, `slip:…`, `truelink:…`): its reference and time. */
const creditEntry = (source: string) => findRecentEntry((entry) => entry.source === source);

/**
 * A slip or gift link sent from the open dialog is credited later, by a person or the wallet
 * provider (issue 18.2): asked on every live wallet push and on a slow poll, the view turns into its
 * receipt once the statement holds the credit, so the player need not reload to know.
 */
async function checkCredited(view: { credited: Credit | null }, source: string | null): Promise<void> {
  if (!source || view.credited) return;
  const entry = await creditEntry(source);
  if (!entry || view.credited) return;
  view.credited = { amount: entry.amount, noticed: entry.createdAt, entry };
  await credited();
}

/**
 * The decision on the slip sent from the open dialog: a refusal leaves no statement entry, so the
 * slip list is asked first; a refused slip shows its reason (the player can send the right one), an
 * approved one turns into its receipt by the statement's credit, a waiting one asks nothing more.
 */
export async function checkSlipDecided(): Promise<void> {
  const s = deposit.slip;
  const reference = s.reference;
  if (!reference || s.credited || s.rejected) return;
  const row = await findRecentSlip(reference);
  // Another slip was sent meanwhile: this answer is about the old one.
  if (s.reference !== reference || s.rejected) return;
  if (row?.status === 'FAILED') {
    s.rejected = row.note ?? 'UNKNOW_ERROR';
    haptic('error');
    return;
  }
  // Not listed (or the list did not answer): the statement may still hold the credit.
  if (row?.status !== 'PENDING') await checkCredited(s, depositSource.slip(reference));
}

/**
 * The decision on the gift link sent from the open dialog, as `checkSlipDecided` asks after a slip:
 * a refusal (an envelope under the minimum, emptied or expired) leaves no statement entry, so the
 * link itself is asked; a redeemed one turns into its receipt by the statement's credit.
 */
export async function checkTruelinkDecided(): Promise<void> {
  const t = deposit.truelink;
  const voucher = t.accepted;
  if (!voucher || t.credited || t.refused) return;
  const state = await walletApi.truelinkState(voucher, { errors: 'silent' }).catch(() => null);
  // Another link was sent meanwhile: this answer is about the old one.
  if (t.accepted !== voucher || t.refused) return;
  if (state?.status === 'FAILED') {
    // The server names every refusal's reason; a bare one reads as the envelope no longer paying.
    t.refused = state.reason ?? 'EXPIRED';
    haptic('error');
    return;
  }
  if (state?.status !== 'PENDING') await checkCredited(t, depositSource.truelink(voucher));
}

/**
 * "Done" on a slip's or a gift link's receipt: the tab is a form again, for the next deposit —
 * before, the sheet reopened on the old receipt, and another slip or link could not be sent
 * without reloading the app.
 */
export function finishSlip(): void {
  deposit.slip = emptySlip();
  unsentSlip = null;
}

export function finishTruelink(): void {
  deposit.truelink = emptyTruelink();
}

/** Back to the amount form after a received QR. */
export function clearQrReceived(provider: QrProvider): void {
  deposit.qr[provider].received = null;
}

/** The QR reached 00:00: it is gone (spec §4); the server frees the slot on its side. */
export function expireQr(provider: QrProvider): void {
  deposit.qr[provider].state = { hasQrcode: false };
  deposit.qr[provider].expired = true;
}

/** The link was edited: the refusal was of the link before, so the field no longer shows it. */
export function editedTruelink(): void {
  deposit.truelink.error = null;
}

export async function sendTruelink(link: string): Promise<boolean> {
  const t = deposit.truelink;
  if (link.trim() === '') return false;
  const outcome = await idempotentAction(t, 'sending', async (idempotencyKey) => {
    t.error = null;
    t.accepted = null;
    t.credited = null;
    t.refused = null;
    const encrypted = await encryptTruelink(link);
    const reply = await walletApi.truelink(encrypted, { errors: 'silent', idempotencyKey });
    t.accepted = reply.voucher;
    haptic('success');
  });
  if (outcome.status === 'failed') {
    t.error = failureCode(outcome.error, 'TRUELINK_INVALID');
    haptic('error');
  }
  return outcome.status === 'done';
}

/**
 * What names a slip picture whatever file it arrives in: its bytes' SHA-256 (a gallery may hand the
 * same picture over as a new copy, with another time and name); without Web Crypto (an insecure
 * origin), its name, size and time.
 */
async function slipIdentity(file: File): Promise<string> {
  try {
    const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', await file.arrayBuffer()));
    return Array.from(digest.subarray(0, 16), (byte) => byte.toString(16).padStart(2, '0')).join('');
  } catch {
    return `${file.name}:${file.size}:${file.lastModified}`;
  }
}

export async function uploadSlip(file: File): Promise<boolean> {
  const s = deposit.slip;
  if (s.uploading) return false;
  const identity = await slipIdentity(file);
  const outcome = await idempotentAction(
    s,
    'uploading',
    async (idempotencyKey) => {
      Object.assign(s, {
        progress: 0,
        fileName: file.name,
        reference: null,
        error: null,
        credited: null,
        rejected: null,
        retryable: false,
      });
      const reply = await walletApi.uploadSlip(file, {
        errors: 'silent',
        timeoutMs: limits.uploadTimeoutMs,
        idempotencyKey,
        onUploadProgress: (fraction) => {
          s.progress = Math.round(fraction * 100);
        },
      });
      // Refused at once (the same file as another member's slip that waits or was credited: it pays
      // once), said now with the reply's reason rather than at the next decision check.
      const refused = reply.status === 'FAILED' ? (reply.reason ?? 'UNKNOW_ERROR') : null;
      s.reference = reply.reference;
      s.rejected = refused;
      haptic(refused ? 'error' : 'success');
      // The same picture's key: a retry after a reply that never came is answered, not a second slip,
      // also after a reload or with the sheet opened again (the key is kept in session storage).
    },
    `slip:${identity}`,
    true,
  );
  unsentSlip = outcomeUnknown(outcome) ? file : null;
  s.retryable = unsentSlip !== null;
  if (outcome.status === 'failed') {
    s.error = failureCode(outcome.error, 'SLIP_UPLOAD_FAIL');
    haptic('error');
  }
  return outcome.status === 'done';
}

/** Sends again the picture whose upload got no answer; false when there is none (or it failed again). */
export const retrySlip = (): Promise<boolean> => (unsentSlip ? uploadSlip(unsentSlip) : Promise.resolve(false));
