import type { MoneyReply, TransferAllReply, WalletSnapshot, WithdrawReply } from '../../../../src/api/contract.ts';
import { WALLET } from '../../../../src/api/contract.ts';
import { sql } from 'kysely';
import type { Ctx } from '../../context.ts';
import type { Db } from '../../db/index.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { toMajor } from '../../core/money.ts';
import { receiptOf } from '../../core/receipt.ts';
import {
  LedgerError,
  SYSTEM_ACCOUNTS,
  balancesOf,
  gameAccount,
  inviteAccount,
  lockAccounts,
  post,
  walletAccount,
  type Posted,
} from '../../ledger/index.ts';
import type { Tx } from '../../core/tx.ts';
import type { DecisionStatus } from '../../db/schema.ts';
import { profileReply } from '../account/service.ts';
import type { Reader } from '../../http/language.ts';
import { cachedSetting } from '../../core/settings.ts';
import { withdrawLimits } from '../../core/currency.ts';
import { heldBonus, lockMember } from '../rewards/held.ts';
import { gameWithAccount, toSlot, type SlotRow } from './games.ts';

type SnapshotRow = Parameters<typeof profileReply>[0] & {
  prize_turnover_due: bigint;
  wallet_balance: bigint | null;
  invite_balance: bigint | null;
  /** The slot rows as JSON (balances as text, so they come back exact). */
  slots: Array<Omit<SlotRow, 'balance'> & { balance: string | null }> | null;
};

/**
 * The wallet screen in one statement: the member and bank, both balances and every provider with
 * this member's account and balance (the same rows as `slotsOf`, aggregated as JSON).
 */
export async function snapshot(ctx: Ctx, memberId: bigint, reader?: Reader): Promise<WalletSnapshot> {
  const [{ rows }, invite] = await Promise.all([
    sql<SnapshotRow>`
      SELECT m.id, m.name, m.username, m.created_at, m.coin, m.currency, m.prize_turnover_due, m.bank_code, m.bank_account_name, m.bank_account_no, b.name_th, b.name_en, b.name_i18n,
        (SELECT balance FROM ledger_accounts WHERE name = ${walletAccount(memberId)}) AS wallet_balance,
        (SELECT balance FROM ledger_accounts WHERE name = ${inviteAccount(memberId)}) AS invite_balance,
        (SELECT json_agg(json_build_object(
            'code', g.code, 'name', g.name, 'category', g.category, 'ft_wallet_slot', g.ft_wallet_slot, 'login_mode', g.login_mode,
            'android', g.android, 'ios', g.ios, 'username', ga.username, 'balance', la.balance::text) ORDER BY g.sort)
          FROM games g
          LEFT JOIN game_accounts ga ON ga.game_code = g.code AND ga.member_id = m.id
          LEFT JOIN ledger_accounts la ON la.member_id = m.id AND la.name = ${gameAccount(memberId, '')} || g.code) AS slots
      FROM members m JOIN banks b ON b.code = m.bank_code
      WHERE m.id = ${memberId}`.execute(ctx.db),
    cachedSetting(ctx.db, 'invite'),
  ]);
  const row = rows[0];
  const { profile, bankAccount } = profileReply(row, reader);
  return {
    profile,
    bankAccount,
    wallet: {
      amount: toMajor(row?.wallet_balance ?? 0n),
      // Claimed wheel prizes still to be played through (PRIZE_TURNOVER): the withdraw sheet says so
      // before the player asks, not in a refusal after Confirm. Absent when nothing is due.
      ...(row && row.prize_turnover_due > 0n && { prizeTurnoverDue: toMajor(row.prize_turnover_due) }),
    },
    invite: { amount: toMajor(row?.invite_balance ?? 0n), ...invite },
    slots: (row?.slots ?? []).map((r) => toSlot(ctx, { ...r, balance: r.balance === null ? null : BigInt(r.balance) })),
  };
}

async function walletReply(tx: Db | Tx, memberId: bigint, posted: Posted): Promise<MoneyReply> {
  const wallet = walletAccount(memberId);
  const amount = posted.balances.get(wallet) ?? (await balancesOf(tx, [wallet])).get(wallet) ?? 0n;
  return { ...receiptOf(posted.transactionId), wallet: { amount: toMajor(amount) } };
}

async function activeGameCodes(tx: Tx, memberId: bigint): Promise<string[]> {
  const rows = await tx.selectFrom('game_accounts').select('game_code').where('member_id', '=', memberId).execute();
  return rows.map((r) => r.game_code);
}

/** The ledger account behind a transfer side: the wallet, or a game the member has opened. */
async function sideAccount(tx: Db | Tx, memberId: bigint, side: string): Promise<string> {
  if (side === WALLET) return walletAccount(memberId);
  const game = await gameWithAccount(tx, memberId, side);
  if (!game) throw notFound('NO_GAME');
  if (game.username === null) throw badRequest('SLOT_NO_ACCOUNT');
  return gameAccount(memberId, side);
}

/**
 * Moves the whole positive balance of each source into the target as one transaction; null when
 * there was nothing to move. The sources and the target (and `alsoLocked`, what the caller posts
 * to afterwards) are locked first, together in the ledger's order, so the amounts read are the
 * amounts moved and no other request of the member can deadlock with this one.
 */
async function sweep(
  tx: Tx,
  memberId: bigint,
  sources: string[],
  target: string,
  reference: string,
  alsoLocked: string[] = [],
): Promise<(Posted & { total: bigint }) | null> {
  const locked = await lockAccounts(tx, [...sources, target, ...alsoLocked]);
  const balances = sources.flatMap((name): Array<[string, bigint]> => {
    const balance = locked.get(name) ?? 0n;
    return balance > 0n ? [[name, balance]] : [];
  });
  const total = balances.reduce((sum, [, b]) => sum + b, 0n);
  if (total === 0n) return null;
  const posted = await post(tx, {
    kind: 'transfer',
    memberId,
    reference,
    postings: [...balances.map(([account, b]) => ({ account, amount: -b })), { account: target, amount: total }],
  });
  return { ...posted, total };
}

const gameAccountsOf = async (tx: Tx, memberId: bigint) =>
  (await activeGameCodes(tx, memberId)).map((c) => gameAccount(memberId, c));

/**
 * One wallet↔game movement. The hot path is one statement: the ledger refuses a side the member
 * has not opened (its account does not exist), and only then is the reason looked up.
 */
export async function transfer(
  tx: Db | Tx,
  memberId: bigint,
  from: string,
  to: string,
  amount: bigint,
  minimum: bigint,
): Promise<MoneyReply> {
  if (from === to) throw badRequest('KEY_INVALID', 'from and to must differ');
  if (amount <= 0n || amount < minimum) throw badRequest('TRANSFER_MINIMUM');
  const side = (s: string) => (s === WALLET ? walletAccount(memberId) : gameAccount(memberId, s));
  let posted: Posted;
  try {
    posted = await post(tx, {
      kind: 'transfer',
      memberId,
      reference: `${from}>${to}`,
      postings: [
        { account: side(from), amount: -amount },
        { account: side(to), amount },
      ],
    });
  } catch (err) {
    // NO_GAME / SLOT_NO_ACCOUNT for an unknown or unopened side, in the order the request names them.
    if (err instanceof LedgerError && (err.kind === 'unknown-account' || err.kind === 'insufficient-funds')) {
      await sideAccount(tx, memberId, from);
      await sideAccount(tx, memberId, to);
    }
    throw err;
  }
  return walletReply(tx, memberId, posted);
}

/**
 * Every other balance into `to`: into the wallet, every game's comes home; into a game, the wallet's
 * and every other game's go there. The app's question names that sum ("move every balance … into
 * PG") and the statement line says "from every account"; a sweep of the wallet alone left money the
 * player was told would move in the other games.
 */
export async function transferAll(tx: Tx, memberId: bigint, to: string): Promise<TransferAllReply> {
  const target = await sideAccount(tx, memberId, to);
  const sources = [walletAccount(memberId), ...(await gameAccountsOf(tx, memberId))].filter((name) => name !== target);
  const posted = await sweep(tx, memberId, sources, target, `ALL>${to}`);
  if (!posted) throw badRequest('TRANSFER_MINIMUM');
  return { ...(await walletReply(tx, memberId, posted)), amount: toMajor(posted.total) };
}

/** Invite bonus (and later refunds) accrue on a member account; `add` moves it into the wallet. */
export async function addToWallet(tx: Tx, memberId: bigint, amount: bigint): Promise<MoneyReply> {
  if (amount <= 0n) throw badRequest('TRANSFER_MINIMUM');
  const invite = inviteAccount(memberId);
  const available = (await lockAccounts(tx, [invite, walletAccount(memberId)])).get(invite) ?? 0n;
  if (available < amount) throw badRequest('NO_INVITE_BONUS');
  const posted = await post(tx, {
    kind: 'bonus',
    memberId,
    reference: 'invite',
    postings: [
      { account: invite, amount: -amount },
      { account: walletAccount(memberId), amount },
    ],
  });
  return walletReply(tx, memberId, posted);
}

export async function withdraw(tx: Tx, memberId: bigint, amount: bigint): Promise<WithdrawReply> {
  if (amount <= 0n) throw badRequest('TRANSFER_MINIMUM');
  // A held bonus or promotion is paid out only once its turnover is reached (spec §9: the bonus
  // withdrawal turnover). Queued on the member row with grants, so none can land mid-withdrawal.
  // Claimed spin-wheel prizes likewise, once played through (rewards/hooks.ts).
  const { prizeTurnoverDue, currency } = await lockMember(tx, memberId);
  const limits = await withdrawLimits(tx, currency);
  if (amount < BigInt(limits.withdrawMin)) throw badRequest('KEY_INVALID', `amount below withdrawMin`);
  if (amount > BigInt(limits.withdrawMax)) throw badRequest('KEY_INVALID', `amount above withdrawMax`);
  const held = await heldBonus(tx, memberId);
  if (held && held.turnover < held.required_turnover) throw badRequest('BONUS_CONDITION');
  if (prizeTurnoverDue > 0n) throw badRequest('PRIZE_TURNOVER');
  // Paid to the member's bank account as it is now, kept with the withdrawal (one statement).
  const { id } = await tx
    .insertInto('withdrawals')
    .columns(['member_id', 'amount', 'status', 'bank_code', 'bank_account_no', 'bank_account_name'])
    .expression((eb) =>
      eb
        .selectFrom('members')
        .select([
          'id',
          // Typed here: a bare parameter in a SELECT list would be read as text.
          sql<bigint>`${amount}::bigint`.as('amount'),
          sql<DecisionStatus>`'PENDING'`.as('status'),
          'bank_code',
          'bank_account_no',
          'bank_account_name',
        ])
        .where('id', '=', memberId),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  // The money is held outside the wallet until the payout provider answers.
  const posted = await post(tx, {
    kind: 'withdraw',
    memberId,
    reference: `withdrawal:${id}`,
    postings: [
      { account: walletAccount(memberId), amount: -amount },
      { account: SYSTEM_ACCOUNTS.withdrawalsPending, amount },
    ],
  });
  const { wallet, ...receipt } = await walletReply(tx, memberId, posted);
  return { ...receipt, withdrawalId: String(id), status: 'PENDING', amount: toMajor(amount), wallet };
}

export async function withdrawAll(tx: Tx, memberId: bigint, amount: bigint | undefined): Promise<WithdrawReply> {
  const wallet = walletAccount(memberId);
  // The member row before any account, as withdraw takes them: the other way round, a withdrawal
  // holding the row and this one holding the wallet waited on each other (a deadlock, 409).
  await lockMember(tx, memberId);
  // The withdrawal posts to the pending account after the sweep: it is locked with the rest, in order.
  await sweep(tx, memberId, await gameAccountsOf(tx, memberId), wallet, 'ALL>WALLET', [SYSTEM_ACCOUNTS.withdrawalsPending]);
  return withdraw(tx, memberId, amount ?? (await balancesOf(tx, [wallet])).get(wallet) ?? 0n);
}

/** Payout provider's answer. A reject returns the held money to the wallet. */
export async function decideWithdrawal(
  tx: Tx,
  id: bigint,
  approve: boolean,
): Promise<{ status: 'SUCCESS' | 'FAILED'; memberId: bigint; amount: bigint }> {
  const status = approve ? 'SUCCESS' : 'FAILED';
  const row = await tx
    .updateTable('withdrawals')
    .set({ status, decided_at: new Date() })
    .where('id', '=', id)
    .where('status', '=', 'PENDING')
    .returning(['member_id', 'amount'])
    .executeTakeFirst();
  if (!row) throw conflict('NO_DATA', 'no pending withdrawal with this id');
  await post(tx, {
    kind: approve ? 'withdraw_paid' : 'withdraw_reject',
    memberId: row.member_id,
    reference: `withdrawal:${id}`,
    postings: [
      { account: SYSTEM_ACCOUNTS.withdrawalsPending, amount: -row.amount },
      { account: approve ? SYSTEM_ACCOUNTS.withdrawals : walletAccount(row.member_id), amount: row.amount },
    ],
  });
  return { status, memberId: row.member_id, amount: row.amount };
}
