import { proxy } from 'valtio';
import type { WithdrawLookup, WithdrawReply } from '../../api/contract';
import { adoptCarried, askedBefore, carriedMoves, failureCode, idempotentAction, mayHaveGone } from '../../api/action';
import { bonusTurnoverUnmet } from '../../api/bonus';
import { lookup } from '../../api/lookup';
import { findRecentEntry } from '../../api/statement';
import { walletApi } from '../../api/wallet';
import { exceeds } from '../../lib/money';
import { haptic } from '../../platform';
import { askedAllOf, rememberAskedAll, sheetAttempt } from '../home/store';
import { reloadWallet, wallet } from '../wallet/store';
import { onSessionEnd } from '../../lib/session';

/** Withdrawals (spec §2 Withdraw, §5 Withdraw). */
export const withdrawal = proxy({
  limits: null as WithdrawLookup | null,
  sending: false,
  /**
   * The last accepted request: held by the server until the payout provider answers; its status and
   * wallet follow the decision while the receipt is open (checkWithdrawDecided).
   */
  result: null as WithdrawReply | null,
  /**
   * What the player typed. Kept here, not in the dialog, so it survives the dialog being replaced
   * by the "no connection — retry" state and coming back (DESIGN.md §3).
   */
  draft: '',
  /** A held bonus's turnover is not reached yet: the server refuses withdrawals (BONUS_CONDITION) until it is. */
  bonusUnmet: false,
  /**
   * This sheet's "withdraw everything" that got no answer: the amount its review showed. The review
   * keeps it (not the total, 0 once the lost withdrawal went through), so Confirm gets its answer.
   */
  unansweredAll: null as number | null,
});

/** The moves' names: what is asked, with the amount after it (see `run`). */
const ONE = 'withdraw:';
const EVERYTHING = 'withdrawAll:';

/**
 * The sheet opens. Back after a reload, it asks what it had asked (`kept`, its review's figure); a
 * new sheet, shortly after one closed on a "withdraw everything" with no answer, asks what that
 * one asked (the figure is in its move's name) and takes its key (see adoptCarried): the total now
 * may be what that withdrawal took. Returns the amount, or null when nothing is asked again.
 */
export function restoreUnansweredAll(kept: string | undefined): number | null {
  let asked = askedAllOf(kept)?.amount ?? null;
  const carried = kept === undefined ? carriedMoves(EVERYTHING)[0] : undefined;
  const carriedAmount = Number(carried?.move.slice(EVERYTHING.length));
  if (carried && carriedAmount > 0) {
    asked = carriedAmount;
    adoptCarried(carried.move, sheetAttempt());
  }
  withdrawal.unansweredAll = asked;
  if (asked !== null) rememberAskedAll({ to: 'BANK', amount: asked });
  return asked;
}

/**
 * Whether the withdrawal under review is one that got no answer — this sheet's, or shortly before, a
 * closed sheet's of that very amount (its Confirm goes with that key): Confirm gets its answer, and
 * the review says so first, so a player meaning a second withdrawal is not shown the first one's
 * receipt as new.
 */
export const askedAgain = (everything: boolean, amount: number): boolean =>
  askedBefore(sheetAttempt(), `${everything ? EVERYTHING : ONE}${amount}`);

export function setWithdrawDraft(text: string): void {
  withdrawal.draft = text;
}

export function resetWithdraw(): void {
  withdrawal.limits = null;
  withdrawal.sending = false;
  withdrawal.result = null;
  withdrawal.draft = '';
  withdrawal.unansweredAll = null;
  withdrawal.bonusUnmet = false;
}

onSessionEnd(resetWithdraw);

export async function loadWithdrawLimits(): Promise<void> {
  try {
    const found = await lookup('withdraw', { errors: 'silent' });
    // A reply without figures (a proxy's error page) must not read "from 0 to 0".
    if (Number.isFinite(found?.withdrawMin) && Number.isFinite(found?.withdrawMax)) withdrawal.limits = found;
  } catch {
    /* the server refuses out-of-range amounts anyway */
  }
}

/**
 * Whether a held bonus still holds the money back (GET /api/bonus/check/minimum, beyond spec §7's
 * "unused"): the sheet says so and keeps its buttons off, instead of the server refusing after the
 * review. Silent: on failure the server's refusal still explains.
 */
export async function loadBonusHold(): Promise<void> {
  withdrawal.bonusUnmet = await bonusTurnoverUnmet();
}

export interface WithdrawProblem {
  message: string;
  values?: Record<string, string | number>;
}

/**
 * Spec §5: at least withdrawMin and at most withdrawMax; the messages carry the number. A typed
 * amount is paid from the main wallet, so more than it holds is refused here, before the review,
 * pointing at "Withdraw everything" (which brings the game balances back first); the server's
 * MONEY_NOT_ENOUGH stays the rule, this only answers earlier. `wallet` is absent for that action.
 */
export function checkWithdraw(
  amount: number,
  limits: WithdrawLookup | null,
  format: (n: number) => string,
  balances?: { wallet: number; total: number },
): WithdrawProblem | null {
  if (!Number.isFinite(amount) || amount <= 0) return { message: 'withdraw.enterAmount' };
  if (limits && amount < limits.withdrawMin) return { message: 'withdraw.min', values: { amount: format(limits.withdrawMin) } };
  if (limits && amount > limits.withdrawMax) return { message: 'withdraw.max', values: { amount: format(limits.withdrawMax) } };
  if (balances && exceeds(amount, balances.wallet)) {
    // "Withdraw everything" is suggested only where it could help: game balances to add, and a
    // total the minimum allows (else pressing it would be refused too).
    const allHelps = balances.total > balances.wallet && (!limits || balances.total >= limits.withdrawMin);
    return { message: allHelps ? 'withdraw.overWallet' : 'withdraw.overBalance', values: { amount: format(balances.wallet) } };
  }
  return null;
}

/** Refusals that hold every withdrawal back for now (a held bonus's or claimed prizes' turnover), not this amount. */
const HELD_BACK = new Set(['BONUS_CONDITION', 'PRIZE_TURNOVER']);

/**
 * How a withdrawal ended: done, refused or unanswered (`failed`, the http layer has said why), or
 * `held`: refused while a turnover holds every withdrawal back, which the sheet then knows and says
 * on its amount step (its buttons off), rather than leaving Confirm to be refused again.
 */
export type WithdrawOutcome = 'done' | 'failed' | 'held';

/**
 * `intent`: what is asked (see idempotentAction), so a Confirm tapped again after a lost reply
 * withdraws once — in this sheet's attempt, brought back by a reload too, and never by a later one.
 */
async function run(
  asked: string,
  call: (idempotencyKey: string) => Promise<WithdrawReply>,
  everything?: number,
): Promise<WithdrawOutcome> {
  const intent = `${sheetAttempt()}:${asked}`;
  const outcome = await idempotentAction(
    withdrawal,
    'sending',
    async (idempotencyKey) => {
      withdrawal.result = await call(idempotencyKey);
      withdrawal.draft = '';
      haptic('success');
      // The home behind the receipt shows the new total at once (issue 18.3), not when the sheet closes.
      void reloadWallet();
    },
    intent,
    true,
  );
  // Spec §7: withdraw errors show a modal with the server message.
  if (outcome.status === 'failed') haptic('error');
  if (everything !== undefined && outcome.status !== 'busy') {
    withdrawal.unansweredAll = mayHaveGone(outcome) ? everything : null;
    rememberAskedAll(withdrawal.unansweredAll === null ? null : { to: 'BANK', amount: everything });
  }
  if (outcome.status === 'failed' && HELD_BACK.has(failureCode(outcome.error, ''))) {
    await Promise.all([reloadWallet(), loadBonusHold()]);
    return 'held';
  }
  return outcome.status === 'done' ? 'done' : 'failed';
}

export const withdrawAmount = (amount: number) =>
  run(`${ONE}${amount}`, (idempotencyKey) => walletApi.withdraw(amount, { errors: 'modal', idempotencyKey }));

/** Brings every game balance home and withdraws `amount` (the whole total when omitted). */
export const withdrawEverything = (amount: number) =>
  run(`${EVERYTHING}${amount}`, (idempotencyKey) => walletApi.withdrawAll(amount, { errors: 'modal', idempotencyKey }), amount);

/**
 * The receipt `held` shows, while it is still the open one: its "balances now" is the wallet as last
 * loaded (after a live push that moved it, or its own refusal).
 */
export function receiptFollowsWallet(held = withdrawal.result): void {
  if (held && wallet.snapshot && withdrawal.result === held) held.wallet = { amount: wallet.snapshot.wallet.amount };
}

/**
 * Asks whether the payout provider decided the withdrawal on the open receipt (its statement entry,
 * found by the receipt's reference): the receipt then turns paid or refused in place. A refusal
 * puts the money back in the wallet, so the wallet is reloaded (the home behind follows) and the
 * receipt's "balances now" shows it. Run by the receipt's watch: on every live wallet push (the
 * server pings the member's room on each decision) and on a slow poll when the socket is down.
 */
export async function checkWithdrawDecided(): Promise<void> {
  const held = withdrawal.result;
  if (held?.status !== 'PENDING') return;
  const entry = await findRecentEntry((e) => e.statementType === 'withdraw' && e.reference === held.reference);
  // Still held, or the sheet meanwhile moved on (closed, another withdrawal).
  if (!entry || entry.status === 'PENDING' || withdrawal.result !== held || held.status !== 'PENDING') return;
  held.status = entry.status;
  if (entry.status !== 'FAILED') return;
  await reloadWallet();
  receiptFollowsWallet(held);
}
