import { useEffect } from 'react';
import { proxy, subscribe } from 'valtio';
import { homeApi } from '../../api/home';
import { forgetUnansweredActions, idempotentAction } from '../../api/action';
import { newIdempotencyKey } from '../../api/http';
import { lookup } from '../../api/lookup';
import { prefetchedOr } from '../../api/home-prefetch';
import { walletApi } from '../../api/wallet';
import { backHandlerCount, subscribeBackHandlers } from '../../lib/back-stack';
import { readStored, storageKeys, writeStored } from '../../lib/storage';
import { reopenMemory } from '../../lib/reopen-after-reload';
import { isRecord } from '../../lib/is-record';
import { haptic } from '../../platform';
import type { MoneyReply } from '../../api/contract';
import { reloadWallet } from '../wallet/store';
import { onSessionEnd } from '../../lib/session';

/** Home-only state (spec §2 Member home): the wheel check, the invite-bonus receive, the agreement. */
export const home = proxy({
  wheelActive: false,
  /** The last wheel check got no answer: asked again when the device is back online or the wallet is read again. */
  wheelUnknown: false,
  /** The receive-bonus confirmation is open. */
  confirmBonus: false,
  receiving: false,
  agreements: [] as string[],
  agreementOpen: false,
  /** The site's notice (GET /api/lookup/notice, in the reader's language); empty shows nothing. */
  notice: '',
  /**
   * The notice and the wheel check have answered once (or failed): what sits between the balance
   * card and the game tiles is known, so the home can show without anything moving afterwards.
   */
  extrasKnown: false,
  /** Times a sheet asked for the game tiles ("Choose a game"): each ask brings them into view once. */
  gamesAsked: 0,
});

export function resetHome(): void {
  home.wheelActive = false;
  home.wheelUnknown = false;
  home.confirmBonus = false;
  home.receiving = false;
  home.agreements = [];
  home.agreementOpen = false;
  home.notice = '';
  home.extrasKnown = false;
  home.gamesAsked = 0;
}

/**
 * A sheet with nothing to offer until a game account is open (the transfer sheet's "Choose a
 * game"): the home scrolls its game tiles into view and puts focus on the first.
 */
export function showGames(): void {
  home.gamesAsked += 1;
}

const fetchNotice = () => lookup('notice', { errors: 'silent' });

/**
 * The server's notice (spec §3 lookups), shown on the home; a failure shows none (silent, spec §7).
 * The first load may take the reply the launch prefetched; a later one (a language switch) asks again.
 */
async function loadNotice(first = true): Promise<void> {
  try {
    home.notice = (await (first ? prefetchedOr('/api/lookup/notice', fetchNotice) : fetchNotice())).notice.trim();
  } catch {
    home.notice = '';
  }
}

/** The notice again, in the reader's new language (app/content-reload.ts). */
export const reloadNotice = (): Promise<void> => loadNotice(false);

const askWheel = () => homeApi.spinActive({ errors: 'silent' });

/**
 * Whether a spin wheel is active (silent). No answer is not "no wheel": the tile shown stays (the
 * refresh tile until one answer came), and the check is asked again later (`recheckWheel`) — one
 * failed check while the network dropped kept the wheel's tile away for the whole visit.
 */
async function checkWheel(first = true): Promise<void> {
  try {
    home.wheelActive = (await (first ? prefetchedOr('/api/spinwheel/active', askWheel) : askWheel())).active === true;
    home.wheelUnknown = false;
  } catch {
    home.wheelUnknown = true;
  }
}

/** The wheel check again, after one that got no answer. */
export const recheckWheel = (): void => {
  if (home.wheelUnknown) void checkWheel(false);
};

/** The notice and the wheel check side by side; `extrasKnown` once both have answered. */
export async function loadHomeExtras(): Promise<void> {
  await Promise.all([loadNotice(), checkWheel()]);
  home.extrasKnown = true;
}

export function askReceiveBonus(open: boolean): void {
  home.confirmBonus = open;
}

/**
 * Adds the accrued invite bonus to the wallet after the member confirmed (spec §4; POST
 * /api/wallet/add moves it from the invite account). One idempotency key per confirmation.
 */
export async function receiveInviteBonus(amount: number): Promise<MoneyReply | null> {
  const outcome = await idempotentAction(
    home,
    'receiving',
    (idempotencyKey) => walletApi.add(amount, { idempotencyKey }),
    `wallet-add:${amount}`,
  );
  if (outcome.status === 'busy') return null;
  home.confirmBonus = false;
  // A failure's §8 toast (e.g. NO_INVITE_BONUS) is already shown.
  if (outcome.status === 'failed') {
    haptic('error');
    return null;
  }
  haptic('success');
  // The home reloads behind the receipt, which has what it shows from the reply.
  void reloadWallet();
  return outcome.value;
}

export const agreementAccepted = (): boolean => readStored(storageKeys.agreement) !== null;

/**
 * A sheet or dialog holds the screen — or one was asked for whose code is still loading (a first
 * tap right after sign-in): the agreement opened under it, then the sheet over it.
 */
const sheetHolds = (): boolean => backHandlerCount() > 0 || dialogs.open !== null;

/** Runs `run` once no sheet or dialog holds the screen: at once, or when the last one closes. Returns a cancel. */
function whenNoSheetIsOpen(run: () => void): () => void {
  if (!sheetHolds()) {
    run();
    return () => {};
  }
  let waiting = true;
  const check = () => {
    if (!waiting || sheetHolds()) return;
    stop();
    run();
  };
  const stopHandlers = subscribeBackHandlers(check);
  const stopDialogs = subscribe(dialogs, check);
  const stop = () => {
    waiting = false;
    stopHandlers();
    stopDialogs();
  };
  return stop;
}

/**
 * Shows the agreement `afterMs` from now (spec §2: 1.5 s after the home) unless it was accepted
 * before; a load failure is silent (spec §7). The texts are asked at once, not when the wait ends:
 * on a slow network the sheet then rose seconds later still, under a player already tapping the home.
 * A sheet the player opened before then keeps the screen: the agreement waits for the last sheet to
 * close rather than cover it. Returns a cancel, for a home left before then.
 */
export function showAgreementIfNeeded(afterMs: number): () => void {
  if (agreementAccepted()) return () => {};
  let cancelled = false;
  let stopWaiting = () => {};
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise<void>((resolve) => (timer = setTimeout(resolve, afterMs)));
  Promise.all([lookup('agreements', { errors: 'silent' }), waited]).then(
    ([{ agreements }]) => {
      if (cancelled || agreements.length === 0) return;
      home.agreements = agreements;
      stopWaiting = whenNoSheetIsOpen(() => {
        home.agreementOpen = true;
      });
    },
    () => undefined,
  );
  return () => {
    cancelled = true;
    clearTimeout(timer);
    stopWaiting();
  };
}

export function closeAgreement(accepted: boolean): void {
  if (accepted) writeStored(storageKeys.agreement, new Date().toISOString());
  home.agreementOpen = false;
}

/**
 * Which home dialog is open (spec §2 "Dialogs opened from the home"). The home's widgets call
 * `openDialog`, the app's dialog host (src/app/WalletDialogs) renders it; the dialogs live in their own features.
 */
export type WalletDialog = 'deposit' | 'transfer' | 'withdraw' | 'invite' | 'refund';

const DIALOG_NAMES: readonly string[] = ['deposit', 'transfer', 'withdraw', 'invite', 'refund'] satisfies WalletDialog[];
export const isWalletDialog = (value: unknown): value is WalletDialog =>
  typeof value === 'string' && DIALOG_NAMES.includes(value);

export const dialogs = proxy({
  open: null as WalletDialog | null,
  /**
   * Optional context: the sides a transfer starts with, and `game`, the game account sheet it was
   * opened from (closed without a transfer, that sheet comes back, as a stacked sheet would).
   */
  context: {} as DialogContext,
});

export interface DialogContext {
  from?: string;
  to?: string;
  game?: string;
  /** The deposit method tab last chosen (a reload with a QR showing comes back to it). */
  tab?: string;
  /** The amount typed in the transfer or withdraw sheet (a reload comes back to it). */
  amount?: string;
  /**
   * The accounts chosen in the transfer sheet (a reload comes back to them); apart from `from`
   * and `to`, which say what the sheet was opened for (one game's "transfer to").
   */
  chosenFrom?: string;
  chosenTo?: string;
  /** The withdraw sheet's review step was showing: a reload comes back to it ('one' or 'all'). */
  review?: string;
  /**
   * A "move every balance" that got no answer: what its question said it gathers and where
   * (`amount>to`), so asking again says that, not the nothing left once the lost move went through.
   */
  askedAll?: string;
  /**
   * This opening of the sheet, named once: its moves' intents carry it, so a key kept for a reply
   * lost here (see idempotentAction) is asked with again only by this sheet, brought back by a
   * reload, never by a later sheet asking the same amount.
   */
  attempt?: string;
  /** 'passed': the banners standing before this sheet (invite, refund) were seen; a reload skips them. */
  banners?: string;
}

interface OpenDialog {
  open: WalletDialog;
  context: DialogContext;
}

const isOpenDialog = (value: unknown): value is OpenDialog =>
  isRecord(value) &&
  isWalletDialog(value.open) &&
  isRecord(value.context) &&
  Object.values(value.context).every((side) => typeof side === 'string');

/** The dialog open when the page went: a reload comes back to it (lib/reopen-after-reload). */
const dialogMemory = reopenMemory('dialog', isOpenDialog, true);

/**
 * The memory has been asked, or a dialog has opened, in this page load: from then on it holds
 * this load's dialog, not one from before a reload.
 */
let reloadSettled = false;

/**
 * The dialog open before a reload, once a page load (the home's first showing; later ones find
 * the store as it was left). `here`: it was open over this screen (platform `reloadedOverSheet`);
 * otherwise it is forgotten.
 */
export function dialogBeforeReload(here: boolean): OpenDialog | null {
  // The home's dialog host loads after its tiles: a quick tap may have opened one already.
  if (reloadSettled) return null;
  reloadSettled = true;
  const before = dialogMemory.takeIf(here);
  // No sheet comes back (a new launch of the app, a reload away from it): its moves that got no
  // answer are carried as when it closes, so the same move asked again gets their answer.
  if (!before) forgetUnansweredActions(undefined, true);
  return before;
}

export function openDialog(name: WalletDialog, context: DialogContext = {}): void {
  reloadSettled = true;
  dialogs.context = { ...context, attempt: context.attempt ?? newIdempotencyKey() };
  dialogs.open = name;
  dialogMemory.write({ open: name, context: dialogs.context });
}

/** The banners before the open sheet were passed (Continue, ×): a reload comes back to the sheet itself. */
export function markBannersPassed(): void {
  if (!dialogs.open) return;
  dialogs.context = { ...dialogs.context, banners: 'passed' };
  dialogMemory.write({ open: dialogs.open, context: dialogs.context });
}

/** The open sheet's attempt (DialogContext.attempt), which its moves' intents begin with; '' for a sheet shown without one (stories). */
export const sheetAttempt = (): string => dialogs.context.attempt ?? '';

/** An unanswered "move / withdraw every balance": what it said it moves, and where. */
export interface AskedAll {
  to: string;
  amount: number;
}

/** The open sheet's remembered unanswered "everything" (DialogContext.askedAll), or null. */
export function askedAllOf(memo: string | undefined): AskedAll | null {
  const [amount, to] = (memo ?? '').split('>');
  const figure = Number(amount);
  return to && amount && Number.isFinite(figure) ? { to, amount: figure } : null;
}

/** Kept with the open sheet for a reload; null once answered. */
export function rememberAskedAll(asked: AskedAll | null): void {
  rememberInDialog({ askedAll: asked ? `${asked.amount}>${asked.to}` : undefined });
}

/** A choice made inside the open dialog, kept with it for a reload (the deposit method's tab). */
export function rememberInDialog(context: DialogContext): void {
  if (!dialogs.open) return;
  dialogs.context = { ...dialogs.context, ...context };
  dialogMemory.write({ open: dialogs.open, context: dialogs.context });
}

/**
 * For a dialog's receipt, while it shows: the money has moved, so a reload comes back to the home
 * and its fresh balances, not to the dialog's empty form offering the same move again (the
 * statement keeps the receipt).
 */
export function useDialogDone(): void {
  useEffect(() => {
    dialogMemory.write(null);
  }, []);
}

export function closeDialog(): void {
  dialogs.open = null;
  dialogs.context = {};
  dialogMemory.write(null);
}

onSessionEnd(() => {
  resetHome();
  closeDialog();
});
