import { proxy, ref } from 'valtio';
import { failureCode } from '../../api/action';
import { ApiError, isTransportFailure, newIdempotencyKey } from '../../api/http';
import { spinApi, type Coupon, type CouponClaimReply, type SpinSlice } from '../../api/spin';
import type { SpinReply } from '../../api/contract';
import { isLoggedIn, onSessionEnd } from '../../lib/session';
import { haptic } from '../../platform';
import { reloadWallet } from '../wallet/store';
import { canSpin, planSpin, rotationFor, seededRandom, type Random, type SpinPlan } from './wheel';

export type SpinPrize = SpinReply['result'];
/** Tells the player a spin's result where they are, when the spin page that started it has gone. */
export type AnnouncePrize = (prize: SpinPrize) => void;
/** An action's outcome for the screen: the failure's §8 code, shown in an error dialog (spec §7). */
export type Outcome<T = true> = { ok: T } | { error: string };

/**
 * The code a failure is told by. A spin or claim that left the device and got no answer may have
 * been done (a coin spent, a coupon paid): UNANSWERED, said as "not known yet", never "no
 * connection, try again" — a tap again spins again.
 */
const codeOf = (error: unknown) => failureCode(error, 'INTERNAL_SERVER_ERROR');

/** The spin wheel and its coupons (spec §2 Spin, §3 spin setup/result/coupon, §4 Spin and Coupon claim). */
export const spin = proxy({
  name: null as string | null,
  slices: [] as SpinSlice[],
  coins: 0,
  /** The part of one deposit that earns a coin (major units; 0: deposits earn none). */
  depositPerCoin: 0,
  loaded: false,
  /** The last setup load failed with no wheel shown: "could not load", not "no wheel is on". */
  setupFailed: false,
  /**
   * The last setup (or coupons) load failed, whatever is shown: the coins and coupons on screen may
   * be behind the server (a spin whose reply was lost, read again while still offline), so they are
   * read again once the phone is back online.
   */
  setupBehind: false,
  couponsBehind: false,
  /** Where the wheel rests between spins. */
  rotation: 0,
  /** The spin page is on screen: a result plays out there (the wheel lands, the prize dialog opens). */
  watched: false,
  spinning: false,
  /** The running animation towards the slice the server drew. */
  plan: null as SpinPlan | null,
  /** The drawn prize: waits for the wheel to land, then its dialog is open while `prizeOpen`. */
  prize: null as SpinPrize | null,
  prizeOpen: false,
  coupons: [] as Coupon[],
  couponPage: 1,
  couponsLoaded: false,
  /** The last coupons load failed with none shown: "could not load", not "no coupons yet". */
  couponsFailed: false,
  /** The coupon whose claim dialog is open, and the idempotency key of that one claim. */
  claim: null as Coupon | null,
  claimKey: '',
  claiming: false,
  /** Random source of the spin plans; seeded in stories so the wheel lands the same every run. */
  random: ref({ next: Math.random as Random }),
  /** Stretches the 4–5 s animation (stories shorten it; the app keeps 1). */
  timeScale: 1,
});

export function resetSpin(seed?: number, timeScale = 1): void {
  Object.assign(spin, {
    name: null,
    slices: [],
    coins: 0,
    depositPerCoin: 0,
    loaded: false,
    setupFailed: false,
    setupBehind: false,
    couponsBehind: false,
    rotation: 0,
    watched: false,
    spinning: false,
    plan: null,
    prize: null,
    prizeOpen: false,
    coupons: [],
    couponPage: 1,
    couponsLoaded: false,
    couponsFailed: false,
    claim: null,
    claimKey: '',
    claiming: false,
    timeScale,
  });
  spin.random.next = seed === undefined ? Math.random : seededRandom(seed);
}

onSessionEnd(() => resetSpin());

/** Loads the wheel setup; before the first spin the pointer rests on the middle of slice 0. */
export async function loadSetup(): Promise<void> {
  try {
    const { result } = await spinApi.setup({ errors: 'silent' });
    const first = !spin.loaded || spin.slices.length !== (result.activeSpinwheel?.slices.length ?? 0);
    spin.name = result.activeSpinwheel?.name ?? null;
    spin.slices = result.activeSpinwheel?.slices ?? [];
    spin.coins = result.userCoin;
    spin.depositPerCoin = result.depositPerCoin ?? 0;
    if (first && !spin.spinning) spin.rotation = rotationFor(0, spin.slices.length);
    spin.setupFailed = false;
    spin.setupBehind = false;
  } catch {
    // Silent (spec §7), yet never shown as "no wheel is on": a wheel on screen stays.
    spin.setupFailed = spin.slices.length === 0;
    spin.setupBehind = true;
  } finally {
    spin.loaded = true;
  }
}

export async function loadCoupons(): Promise<void> {
  try {
    spin.coupons = (await spinApi.coupons({ errors: 'silent' })).coupons;
    spin.couponsFailed = false;
    spin.couponsBehind = false;
  } catch {
    // Silent; the table stays as it was, or, with nothing in it, says it could not load.
    spin.couponsFailed = spin.coupons.length === 0;
    spin.couponsBehind = true;
  } finally {
    spin.couponsLoaded = true;
  }
}

export const reloadWheel = () => Promise.all([loadSetup(), loadCoupons()]);

/** Retry after a failed load: the loader shows while it runs, then the wheel (or the failure again). */
export function retryWheel(): void {
  if (spin.setupFailed) spin.loaded = false;
  if (spin.couponsFailed) spin.couponsLoaded = false;
  void reloadWheel();
}

/** The prize is a coupon (a slice without one is a "try again"). */
export const wonCoupon = (prize: SpinPrize | null): boolean => Boolean(prize?.couponId);

/**
 * Spins (spec §4): ignored while spinning or without coins; otherwise the server draws the slice
 * and the wheel gets a plan that lands on it. A failure resolves with its code. If the player left
 * the page before the server answered, `announce` tells them the result where they went instead.
 */
export async function requestSpin(announce: AnnouncePrize): Promise<Outcome | null> {
  if (!canSpin(spin.spinning, spin.coins) || spin.slices.length === 0) return null;
  spin.spinning = true;
  try {
    const { result } = await spinApi.spin({ errors: 'silent', idempotencyKey: newIdempotencyKey() });
    spin.coins = result.remainingCoin;
    spin.prize = result;
    const index = spin.slices.findIndex((s) => s.code === result.code);
    if (index >= 0) {
      const plan = planSpin(spin.rotation, index, spin.slices.length, spin.random.next);
      spin.plan = { ...plan, durationMs: plan.durationMs * spin.timeScale };
    }
    if (!spin.watched) settleUnseen(announce);
    // A slice the wheel does not show: no animation to run, the prize is still the prize.
    else if (index < 0) landed();
    return { ok: true };
  } catch (error) {
    spin.spinning = false;
    // Signed out meanwhile (or the session ended mid-spin): nothing to say on the sign-in screen,
    // which may be the next player's; the http layer said why the session ended.
    if (!isLoggedIn()) return null;
    // No answer: the server may have drawn (a coin spent, a coupon made). Ask what it holds now.
    if (error instanceof ApiError && isTransportFailure(error.code)) void Promise.all([loadSetup(), loadCoupons(), reloadWallet()]);
    return { error: codeOf(error) };
  }
}

/** The spin page is on screen again: results play out on the wheel. */
export function watchWheel(): void {
  spin.watched = true;
}

/**
 * The spin page closed (back pressed, another screen chosen); it is never held back for a spin. A
 * spin still turning is settled and announced now; one still at the server, when it answers.
 */
export function leaveWheel(announce: AnnouncePrize): void {
  spin.watched = false;
  settleUnseen(announce);
}

/**
 * A drawn prize the player left before seeing is told once where they are now, and the wheel rests
 * on its slice, so a return finds the page as after any spin (no dialog repeating the news; the
 * coupon is in the table). The wallet reloads: the home's coin count comes from it. Someone who
 * signed out meanwhile is told nothing: a sign-in screen may be a shared phone's.
 */
function settleUnseen(announce: AnnouncePrize): void {
  const prize = spin.prize;
  if (!prize || spin.prizeOpen) return;
  if (spin.plan) spin.rotation = spin.plan.to;
  spin.plan = null;
  spin.spinning = false;
  spin.prize = null;
  if (!isLoggedIn()) return;
  announce(prize);
  void reloadWallet();
}

/** The wheel reached its target: the prize dialog opens. */
export function landed(): void {
  if (spin.plan) spin.rotation = spin.plan.to;
  spin.plan = null;
  spin.spinning = false;
  spin.prizeOpen = spin.prize !== null;
}

/** Closing the prize dialog reloads the wheel setup (and the coupons the prize may have added). */
export async function closePrize(): Promise<void> {
  spin.prizeOpen = false;
  spin.prize = null;
  await reloadWheel();
}

export function openClaim(coupon: Coupon): void {
  if (coupon.status !== 'CLAIMABLE') return;
  spin.claim = coupon;
  spin.claimKey = newIdempotencyKey();
}

export function closeClaim(): void {
  if (!spin.claiming) spin.claim = null;
}

/** Claims the open coupon once (its key is made when the dialog opened), then reloads (spec §4). */
export async function confirmClaim(): Promise<Outcome<CouponClaimReply> | null> {
  const coupon = spin.claim;
  if (!coupon || spin.claiming) return null;
  spin.claiming = true;
  try {
    const reply = await spinApi.claim(coupon._id, { errors: 'silent', idempotencyKey: spin.claimKey });
    haptic('success');
    return { ok: { ...reply, amount: reply.amount ?? coupon.amount } };
  } catch (error) {
    if (!isLoggedIn()) return null;
    haptic('error');
    return { error: codeOf(error) };
  } finally {
    spin.claiming = false;
    spin.claim = null;
    await Promise.all([reloadWheel(), reloadWallet()]);
  }
}

export function setCouponPage(page: number): void {
  spin.couponPage = page;
}
