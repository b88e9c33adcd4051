import { proxy } from 'valtio';
import { failureCode, idempotentAction } from '../../api/action';
import { isTransportFailure, UNANSWERED } from '../../api/http';
import {
  bonusApi,
  bonusTurnoverUnmet,
  isPromotion,
  type ActiveBonusCheck,
  type BonusItem,
  type Promotion,
} from '../../api/bonus';
import type { ActivatedBonus } from '../../api/contract';
import { haptic } from '../../platform';
import { reloadWallet } from '../wallet/store';
import { onSessionEnd } from '../../lib/session';

/** The promotion dialog's phases (spec §2): searching, then found or not found. */
export type PromotionSearch =
  | { state: 'searching'; code: string }
  | { state: 'found'; code: string; promotion: Promotion }
  | { state: 'notFound'; code: string };

/** Bonuses and promotion codes (spec §2 Bonus, §3 bonus/promotion, §4 Bonus). */
export const bonus = proxy({
  bonuses: [] as BonusItem[],
  active: null as ActiveBonusCheck | null,
  loading: false,
  /** A load has answered: the list and whether a bonus is held are known (else neither is shown). */
  loaded: false,
  /** The last load failed with nothing loaded before: "could not load", not "no bonuses yet". */
  failed: false,
  /** The bonus whose dialog is open. */
  open: null as string | null,
  promotion: null as PromotionSearch | null,
  receiving: false,
  /** Asking whether the held bonus may end yet (before its confirmation opens). */
  checkingEnd: false,
  cancelling: false,
});

export function resetBonus(): void {
  Object.assign(bonus, {
    bonuses: [],
    active: null,
    loading: false,
    loaded: false,
    failed: false,
    open: null,
    promotion: null,
    receiving: false,
    checkingEnd: false,
    cancelling: false,
  });
}

onSessionEnd(resetBonus);

/**
 * Loads the list and the active-bonus check; failures make no toast (spec §7). A failure keeps what
 * an earlier load showed, and with nothing loaded yet it is `failed`: an empty list read as "no
 * bonuses", and an unknown held bonus as the code form, were both untrue offline.
 */
export async function loadBonuses(): Promise<void> {
  bonus.loading = true;
  try {
    const [list, active] = await Promise.all([bonusApi.list({ errors: 'silent' }), bonusApi.checkActive({ errors: 'silent' })]);
    bonus.bonuses = list.bonuses;
    bonus.active = active;
    bonus.loaded = true;
    bonus.failed = false;
  } catch {
    bonus.failed = !bonus.loaded;
  } finally {
    bonus.loading = false;
  }
}

/**
 * Only the active-bonus check (GET /api/bonus/check/active), for screens whose actions a held bonus
 * blocks (issue 18: the spin coupons say so before the tap). Silent; on failure the last answer stays
 * and the server still refuses (BONUS_REMAINING).
 */
export async function loadActiveBonus(): Promise<void> {
  try {
    bonus.active = await bonusApi.checkActive({ errors: 'silent' });
  } catch {
    /* the claim's own refusal still speaks */
  }
}

/** A maxed bonus shows as received and cannot be opened (spec §2, §4). */
export const isMaxed = (item: Pick<BonusItem, 'isReceived' | 'receivedCount' | 'maxReceived'>): boolean =>
  item.isReceived || item.receivedCount >= item.maxReceived;

export function openBonus(code: string): void {
  const item = bonus.bonuses.find((b) => b.code === code);
  if (item && !isMaxed(item)) bonus.open = code;
}

export function closeBonus(): void {
  if (!bonus.receiving) bonus.open = null;
}

/**
 * Receives a bonus or promotion; a failure shows the error dialog (spec §7), success resolves the
 * server's reply (its receipt: reference, time, wallet after), else null. The list and the wallet
 * reload behind the receipt: it needs nothing from them, so it shows a round trip sooner.
 */
async function receive(
  intent: string,
  work: (idempotencyKey: string) => Promise<ActivatedBonus>,
): Promise<ActivatedBonus | null> {
  const outcome = await idempotentAction(bonus, 'receiving', work, intent);
  if (outcome.status !== 'done') return null;
  void Promise.all([loadBonuses(), reloadWallet()]);
  return outcome.value;
}

export async function receiveBonus(code: string): Promise<ActivatedBonus | null> {
  const reply = await receive(`bonus:${code}`, (idempotencyKey) => bonusApi.activate(code, { errors: 'modal', idempotencyKey }));
  haptic(reply ? 'success' : 'error');
  if (reply) bonus.open = null;
  return reply;
}

/**
 * Searches a promotion code (uppercased, spec §5): searching, then found or not found. A search
 * that fails (no network, or too many codes that do not exist: REQUEST_LIMIT_1MIN) says why in a
 * toast instead of calling the code unknown.
 */
export async function findPromotion(raw: string): Promise<void> {
  const code = raw.trim().toUpperCase();
  if (!code) return;
  bonus.promotion = { state: 'searching', code };
  try {
    const reply = await bonusApi.findPromotion(code, { errors: 'toast' });
    if (bonus.promotion?.code !== code) return;
    bonus.promotion = isPromotion(reply) ? { state: 'found', code, promotion: reply } : { state: 'notFound', code };
  } catch {
    if (bonus.promotion?.code === code) bonus.promotion = null;
  }
}

export function closePromotion(): void {
  if (!bonus.receiving) bonus.promotion = null;
}

export async function receivePromotion(): Promise<ActivatedBonus | null> {
  const search = bonus.promotion;
  if (search?.state !== 'found') return null;
  const reply = await receive(`promotion:${search.code}`, (idempotencyKey) =>
    bonusApi.activatePromotion(search.code, { errors: 'modal', idempotencyKey }),
  );
  haptic(reply ? 'success' : 'error');
  if (reply) bonus.promotion = null;
  return reply;
}

/**
 * Whether the held bonus may end now (its turnover reached), asked before the confirmation that
 * says it ends now: agreeing to lose a bonus only to hear BONUS_CONDITION after was the old flow.
 * The answer is advice: a failed check lets the confirmation open, and the server decides at the end.
 */
export async function bonusMayEnd(): Promise<boolean> {
  bonus.checkingEnd = true;
  try {
    return !(await bonusTurnoverUnmet());
  } finally {
    bonus.checkingEnd = false;
  }
}

/**
 * Ends the active bonus. Resolves with the server's message code on success (shown as a toast) or
 * throws nothing: a failure resolves `{ error }` so the page shows its danger dialog (spec §7).
 */
export async function cancelBonus(): Promise<{ message: string } | { error: string }> {
  if (bonus.cancelling) return { error: 'BUSY' };
  bonus.cancelling = true;
  const held = bonus.active?.status === true;
  try {
    const reply = await bonusApi.clear({ errors: 'silent' });
    await Promise.all([loadBonuses(), reloadWallet()]);
    return { message: reply.message ?? 'BONUS_CLEAR' };
  } catch (error) {
    // The reply lost with the connection, or a retry of it told NO_DATA because the first try ended
    // the bonus: what the server holds now says whether it ended, not the failed call.
    await loadBonuses();
    if (held && bonus.active?.status === false) {
      void reloadWallet();
      return { message: 'BONUS_CLEAR' };
    }
    // Still held, or unknown (offline): a call that may have left the device is said as such.
    const code = failureCode(error, 'INTERNAL_SERVER_ERROR');
    return { error: isTransportFailure(code) ? UNANSWERED : code };
  } finally {
    bonus.cancelling = false;
  }
}
