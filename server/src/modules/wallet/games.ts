import { sql } from 'kysely';
import type { GameAccount } from '../../../../src/api/contract.ts';
import type { Ctx } from '../../context.ts';
import type { Db } from '../../db/index.ts';
import { notFound } from '../../http/errors.ts';
import { toMajor } from '../../core/money.ts';
import { gameAccount } from '../../ledger/index.ts';
import type { Tx } from '../../core/tx.ts';
import { gameBackgroundUrl, gameLogoUrl } from '../media/urls.ts';

/** A provider row with this member's account on it (username null when not opened). */
export interface SlotRow {
  code: string;
  name: string;
  category: GameAccount['category'];
  ft_wallet_slot: number;
  login_mode: string;
  android: string | null;
  ios: string | null;
  username: string | null;
  balance: bigint | null;
}

export const toSlot = (ctx: Ctx, r: SlotRow): GameAccount => ({
  code: r.code,
  name: r.name,
  category: r.category,
  isActive: r.username !== null,
  amount: toMajor(r.balance ?? 0n),
  ftWalletSlot: r.ft_wallet_slot,
  logo: gameLogoUrl(r.code),
  background: gameBackgroundUrl(r.code),
  // Providers without an auto-login call are opened through a plain URL (§2 "any other code").
  web: r.username !== null && r.login_mode === 'web' ? ctx.games.launchUrl(r.code, r.username, '') : null,
  android: r.android,
  ios: r.ios,
});

/** Every provider with this member's account on it (if any) and its balance, in one query. */
export async function slotsOf(ctx: Ctx, db: Db | Tx, memberId: bigint, onlyCode?: string): Promise<GameAccount[]> {
  let q = db
    .selectFrom('games as g')
    .leftJoin('game_accounts as ga', (join) => join.onRef('ga.game_code', '=', 'g.code').on('ga.member_id', '=', memberId))
    .leftJoin('ledger_accounts as la', (join) =>
      join.on('la.member_id', '=', memberId).on(sql<boolean>`la.name = ${gameAccount(memberId, '')} || g.code`),
    )
    .select([
      'g.code',
      'g.name',
      'g.category',
      'g.ft_wallet_slot',
      'g.login_mode',
      'g.android',
      'g.ios',
      'ga.username',
      'la.balance',
    ])
    .orderBy('g.sort');
  if (onlyCode !== undefined) q = q.where('g.code', '=', onlyCode);
  const rows = await q.execute();
  return rows.map((r) => toSlot(ctx, r));
}

export async function slotOf(ctx: Ctx, db: Db | Tx, memberId: bigint, code: string): Promise<GameAccount> {
  const [slot] = await slotsOf(ctx, db, memberId, code);
  if (!slot) throw notFound('NO_GAME');
  return slot;
}

/** A provider and this member's account on it (username null when not opened); undefined when no such provider. */
export function gameWithAccount(db: Db | Tx, memberId: bigint, code: string) {
  return db
    .selectFrom('games')
    .leftJoin('game_accounts', (join) =>
      join.onRef('game_accounts.game_code', '=', 'games.code').on('game_accounts.member_id', '=', memberId),
    )
    .select(['games.code', 'games.login_mode', 'game_accounts.username', 'game_accounts.password'])
    .where('games.code', '=', code)
    .executeTakeFirst();
}
