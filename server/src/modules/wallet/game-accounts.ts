import type { GameCredentials } from '../../../../src/api/contract.ts';
import type { Ctx } from '../../context.ts';
import type { Db } from '../../db/index.ts';
import { uniqueViolation } from '../../db/errors.ts';
import { ApiError, badRequest, conflict, notFound } from '../../http/errors.ts';
import { SYSTEM_ACCOUNTS, gameAccount, openMemberAccounts, post } from '../../ledger/index.ts';
import type { Tx } from '../../core/tx.ts';
import { afterGameRound } from '../rewards/hooks.ts';
import { lockMember } from '../rewards/held.ts';
import { slotOf } from './games.ts';

/**
 * A member's accounts at the game providers: opening one, its credentials and password reset, and
 * (the sandbox provider's side) a round won or lost on it. The money between the wallet and these
 * accounts moves in service.ts.
 */

export async function activate(ctx: Ctx, memberId: bigint, code: string) {
  const game = await ctx.db.selectFrom('games').select('code').where('code', '=', code).executeTakeFirst();
  if (!game) throw notFound('NO_GAME');
  // A second tap, or a retry after a lost answer, does not ask the provider for a second account.
  // (Two taps racing both ask; the insert below keeps one.)
  if (await gameAccountOf(ctx.db, memberId, code)) throw conflict('SLOT_ALREADY_ACTIVE');
  let credentials: GameCredentials;
  try {
    credentials = await ctx.games.openAccount(code, memberId);
  } catch {
    throw new ApiError(502, 'SLOT_ACTIVATE_FAIL');
  }
  try {
    await ctx.db.transaction().execute(async (tx) => {
      const inserted = await tx
        .insertInto('game_accounts')
        .values({ member_id: memberId, game_code: code, ...credentials })
        .onConflict((oc) => oc.columns(['member_id', 'game_code']).doNothing())
        .returning('game_code')
        .executeTakeFirst();
      if (!inserted) throw conflict('SLOT_ALREADY_ACTIVE');
      await openMemberAccounts(tx, memberId, [gameAccount(memberId, code)]);
    });
  } catch (err) {
    if (uniqueViolation(err)) throw conflict('SLOT_ALREADY_ACTIVE');
    throw err;
  }
  return slotOf(ctx, ctx.db, memberId, code);
}

/** A member's account at one game, if opened. */
const gameAccountOf = (db: Db, memberId: bigint, code: string): Promise<GameCredentials | undefined> =>
  db
    .selectFrom('game_accounts')
    .select(['username', 'password'])
    .where('member_id', '=', memberId)
    .where('game_code', '=', code)
    .executeTakeFirst();

export async function credentials(ctx: Ctx, memberId: bigint, code: string): Promise<GameCredentials> {
  const row = await gameAccountOf(ctx.db, memberId, code);
  if (!row) throw notFound('SLOT_NO_ACCOUNT');
  return row;
}

export async function resetPassword(ctx: Ctx, memberId: bigint, code: string): Promise<GameCredentials> {
  const { username } = await credentials(ctx, memberId, code);
  let password: string;
  try {
    password = await ctx.games.resetPassword(code, username);
  } catch {
    throw new ApiError(502, 'SLOT_RESET_PASSWORD_FAIL');
  }
  await ctx.db
    .updateTable('game_accounts')
    .set({ password })
    .where('member_id', '=', memberId)
    .where('game_code', '=', code)
    .execute();
  return { username, password };
}

/**
 * Sandbox game provider: a round won (delta > 0) or lost (delta < 0) on a member's game account.
 * Returns the game balance after it, whose account it is, and the inviter it earned an invite bonus.
 */
export async function playRound(
  tx: Tx,
  code: string,
  username: string,
  delta: bigint,
): Promise<{ balance: bigint; memberId: bigint; inviterId: bigint | null }> {
  const account = await tx
    .selectFrom('game_accounts')
    .select('member_id')
    .where('game_code', '=', code)
    .where('username', '=', username)
    .executeTakeFirst();
  if (!account) throw notFound('SLOT_NO_ACCOUNT');
  if (delta === 0n) throw badRequest('KEY_INVALID', 'delta must not be 0');
  // The round pays down turnover on the member row after posting: the row first, as withdrawals take it.
  const { currency } = await lockMember(tx, account.member_id);
  // A game pays a kip wallet whole kip, as a kip wallet takes only those (core/currency.ts).
  if (currency === 'LAK' && delta % 100n !== 0n) throw badRequest('KEY_INVALID', 'kip rounds are whole kip');
  const name = gameAccount(account.member_id, code);
  const posted = await post(tx, {
    kind: 'game_round',
    memberId: account.member_id,
    reference: code,
    postings: [
      { account: SYSTEM_ACCOUNTS.games, amount: -delta },
      { account: name, amount: delta },
    ],
  });
  const inviterId = await afterGameRound(tx, account.member_id, delta);
  return { balance: posted.balances.get(name)!, memberId: account.member_id, inviterId };
}
