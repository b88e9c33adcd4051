import { proxy } from 'valtio';
import type { TFunction } from 'i18next';
import { WALLET, type GameAccount, type MoneyReply, type TransferAllReply } from '../../api/contract';
import { adoptCarried, askedBefore, carriedMoves, idempotentAction, mayHaveGone } from '../../api/action';
import { lookup } from '../../api/lookup';
import { walletApi } from '../../api/wallet';
import { limits } from '../../lib/constants';
import { haptic } from '../../platform';
import { exceeds, parseAmount } from '../../lib/money';
import { typedAmountProblem } from '../../lib/typed-amount';
import { askedAllOf, rememberAskedAll, sheetAttempt, type AskedAll } from '../home/store';
import { reloadWallet } from '../wallet/store';
import { onSessionEnd } from '../../lib/session';

/** Transfers between the main wallet and game accounts (spec §2 Transfer, §4, §5 Transfer). */
export const transfer = proxy({
  sending: false,
  /** The smallest amount, from the server's transfer lookup; the spec's 1 baht until it answers. */
  minimum: limits.transferMinimum as number,
  /**
   * The amount being typed. Kept here, not in the sheet, so it survives the sheet being replaced by
   * the "no connection — retry" state (DESIGN.md §3); cleared after a transfer and on dismissal.
   */
  draft: '',
  /** The last completed transfer, shown as its receipt until the sheet closes (issue 18.4). */
  result: null as TransferResult | null,
  /** This sheet's "move every balance" that got no answer: what it said it gathers, and where. */
  unansweredAll: null as AskedAll | null,
});

onSessionEnd(() => Object.assign(transfer, { sending: false, draft: '', result: null, unansweredAll: null }));

/** A transfer's move, as its intent names it (see `run`): from, to, and the amount or `all`. */
const moveName = (from: string, to: string, amount: number | null) => `transfer:${from}>${to}:${amount ?? 'all'}`;

/**
 * A sheet opens, or comes back after a reload with what it remembered (`kept`): a "move everything"
 * asked again into the same account says what the lost try said, as its reply will (the same key).
 * A new sheet, shortly after one closed on such a move with no answer, asks what that one asked and
 * takes its key (see adoptCarried) when `asks` says it will ask it (a sheet opened for another
 * account does not). Returns what is asked again, or null.
 */
export function restoreUnansweredAll(kept: string | undefined, asks: (lost: AskedAll) => boolean = () => true): AskedAll | null {
  let lost = askedAllOf(kept);
  if (kept === undefined) {
    // The closed sheet's figure, on the move it names (each of that sheet's moves carries it).
    const carried = carriedMoves('transfer:ALL>').find(({ move, asked }) => {
      const said = askedAllOf(asked);
      return said !== null && move === moveName('ALL', said.to, null) && asks(said);
    });
    if (carried) {
      lost = askedAllOf(carried.asked);
      adoptCarried(carried.move, sheetAttempt());
    }
  }
  transfer.unansweredAll = lost;
  rememberAskedAll(lost);
  return lost;
}

/**
 * Whether this move is one that got no answer — this sheet's, or shortly before, a closed sheet's
 * (its Confirm goes with that key): Confirm gets its answer, and the question says so first, so a
 * player meaning a second move is not shown the first one's receipt as new.
 */
export const unansweredMove = (from: string, to: string, amount: number): boolean =>
  askedBefore(sheetAttempt(), moveName(from, to, amount));

export interface TransferResult {
  reply: MoneyReply;
  from: string;
  to: string;
  /** What moved: the amount asked for, or for "everything" what the destination gained. */
  amount: number;
  /**
   * When the reply came (the device's clock, as `wallet.lastSync`): a game's balance loaded before
   * it is the one from before the move (the reload after it failed: the network dropped).
   */
  repliedAt: string;
}

/** A new sheet starts on the form, not on the last receipt. */
export function clearTransferResult(): void {
  transfer.result = null;
}

export function setTransferDraft(text: string): void {
  transfer.draft = text;
}

export interface TransferProblem {
  field: 'from' | 'to' | 'amount';
  /** i18n key of the message. */
  message: string;
  values?: Record<string, string | number>;
}

/** The minimum the server enforces (GET /api/lookup/transfer); on failure the spec's figure stays. */
export async function loadTransferMinimum(): Promise<void> {
  try {
    const { transferMinimum } = await lookup('transfer', { errors: 'silent' });
    if (Number.isFinite(transferMinimum) && transferMinimum > 0) transfer.minimum = transferMinimum;
  } catch {
    /* the server refuses a smaller amount anyway (TRANSFER_MINIMUM) */
  }
}

/**
 * Spec §5: both sides chosen, different, and at least the transfer minimum; and (issue 18) not more
 * than the source's balance as the wallet snapshot shows it, so the player hears "no" before the
 * confirmation. The server's MONEY_NOT_ENOUGH stays the rule; this only answers earlier. Every
 * field's problem at once (at most one each), so an empty sheet marks all it needs in one press.
 */
export function checkTransfer(from: string, to: string, amountText: string, available?: number): TransferProblem[] {
  const problems: TransferProblem[] = [];
  if (!from) problems.push({ field: 'from', message: 'transfer.selectAccount' });
  if (!to) problems.push({ field: 'to', message: 'transfer.selectAccount' });
  else if (from === to) problems.push({ field: 'to', message: 'transfer.cannotTransfer' });
  const amount = parseAmount(amountText);
  if (Number.isNaN(amount)) {
    const typed = typedAmountProblem(amountText);
    problems.push({ field: 'amount', message: typed?.message ?? 'transfer.enterAmount', values: typed?.values });
  } else if (amount < transfer.minimum) {
    problems.push({ field: 'amount', message: 'transfer.minAmount', values: { amount: transfer.minimum } });
  } else if (available !== undefined && exceeds(amount, available)) {
    // Said with the balance as it is when shown (TransferDialog): a live round may move it.
    problems.push({ field: 'amount', message: 'transfer.overBalance' });
  }
  return problems;
}

/** The part of a wallet snapshot (or its read-only valtio view) that holds balances. */
type Balances = Readonly<{
  wallet: Readonly<{ amount: number }>;
  slots: ReadonlyArray<Readonly<Pick<GameAccount, 'code' | 'amount'>>>;
}>;

/** What an account holds in a wallet snapshot: the main wallet or a game's slot; undefined when it has none. */
export const accountBalance = (snapshot: Balances | null | undefined, code: string): number | undefined =>
  code === WALLET ? snapshot?.wallet.amount : snapshot?.slots.find((s) => s.code === code)?.amount;

/** An account as the transfer screens name it: the main wallet, every account ("ALL"), or the game. */
export const accountName = (
  slots: ReadonlyArray<Readonly<Pick<GameAccount, 'code' | 'name'>>>,
  code: string,
  t: TFunction,
): string =>
  code === WALLET
    ? t('transfer.wallet')
    : code === 'ALL'
      ? t('transfer.everyAccount')
      : (slots.find((s) => s.code === code)?.name ?? code);

async function run(
  sides: { from: string; to: string; amount: number | null; asked?: number },
  call: (idempotencyKey: string) => Promise<MoneyReply | TransferAllReply>,
): Promise<boolean> {
  const outcome = await idempotentAction(
    transfer,
    'sending',
    async (idempotencyKey) => {
      const reply = await call(idempotencyKey);
      const repliedAt = new Date().toISOString();
      transfer.draft = '';
      haptic('success');
      // Both sides' balances after, for the receipt and the home behind it (the reply has the wallet's only).
      await reloadWallet();
      transfer.result = {
        reply,
        from: sides.from,
        to: sides.to,
        // Everything gathered is the reply's own figure: a "before" read here would be the balance
        // after, once a retry follows a lost reply whose move the wallet had already reloaded.
        amount: sides.amount ?? ('amount' in reply ? reply.amount : 0),
        repliedAt,
      };
      // What is asked: a Confirm tapped again after a lost reply moves the money once (idempotentAction).
    },
    // In this sheet's attempt, brought back by a reload too, never a later sheet's (see idempotentAction).
    `${sheetAttempt()}:${moveName(sides.from, sides.to, sides.amount)}`,
    true,
  );
  // Spec §7: transfer errors show a modal with the server message (http.ts 'modal').
  if (outcome.status === 'failed') haptic('error');
  if (sides.asked !== undefined && outcome.status !== 'busy') {
    transfer.unansweredAll = mayHaveGone(outcome) ? { to: sides.to, amount: sides.asked } : null;
    rememberAskedAll(transfer.unansweredAll);
  }
  return outcome.status === 'done';
}

export const transferMoney = (from: string, to: string, amount: number) =>
  run({ from, to, amount }, (idempotencyKey) => walletApi.transfer(from, to, amount, { errors: 'modal', idempotencyKey }));

/**
 * Every other balance into `to` ("ALL" is the statement's name for the many sources); `asked` is
 * the figure the confirmation said it gathers.
 */
export const transferEverything = (to: string, asked: number) =>
  run({ from: 'ALL', to, amount: null, asked }, (idempotencyKey) => walletApi.transferAll(to, { errors: 'modal', idempotencyKey }));
