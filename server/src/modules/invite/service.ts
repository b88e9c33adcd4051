import { sql } from 'kysely';
import type { InviteBonusReply, InvitePage } from '../../../../src/api/contract.ts';
import type { Db } from '../../db/index.ts';
import { countOf, type PageWindow } from '../../http/pagination.ts';
import { toMajor } from '../../core/money.ts';
import { balancesOf, inviteAccount } from '../../ledger/index.ts';
import { getSetting } from '../../core/settings.ts';

/** The members who registered with this member's code, newest first, with what each has earned the inviter. */
export async function invitees(db: Db, memberId: bigint, page: PageWindow): Promise<InvitePage> {
  const [rows, total] = await Promise.all([
    db
      .selectFrom('members as m')
      .select(['m.id', 'm.name', 'm.created_at'])
      .select((eb) =>
        eb
          .selectFrom('invite_credits as c')
          .select(sql<bigint>`coalesce(sum(c.amount), 0)`.as('s'))
          .where('c.inviter_id', '=', memberId)
          .whereRef('c.invitee_id', '=', 'm.id')
          .as('earned'),
      )
      .where('m.inviter_id', '=', memberId)
      .orderBy('m.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    db.selectFrom('members').select((eb) => eb.fn.countAll<string>().as('n')).where('inviter_id', '=', memberId).executeTakeFirst(),
  ]);
  return {
    invites: rows.map((r) => ({
      _id: String(r.id),
      from: { name: r.name },
      amount: toMajor(BigInt(r.earned ?? 0)),
      createdAt: r.created_at.toISOString(),
    })),
    total: countOf(total),
  };
}

export async function inviteBonus(db: Db, memberId: bigint): Promise<InviteBonusReply> {
  const [balances, rates] = await Promise.all([balancesOf(db, [inviteAccount(memberId)]), getSetting(db, 'invite')]);
  return { amount: toMajor(balances.get(inviteAccount(memberId)) ?? 0n), ...rates };
}
