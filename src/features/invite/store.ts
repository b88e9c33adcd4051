import { proxy } from 'valtio';
import { idempotentAction } from '../../api/action';
import { inviteApi, type InviteRow } from '../../api/invite';
import type { MoneyReply } from '../../api/contract';
import { limits } from '../../lib/constants';
import { emptyList, loadPage } from '../../lib/paged-list';
import { onSessionEnd } from '../../lib/session';
import { latestOnly } from '../../lib/latest-only';

/** Invite-a-friend (spec §2 Invite, §3 Invite row, §4 adding the invite bonus needs a confirmation). */
export const invite = proxy({
  /** The invitees, 10 a page. */
  list: emptyList<InviteRow>(),
  bonus: null as number | null,
  adding: false,
});

export function resetInvite(): void {
  Object.assign(invite, { list: emptyList(), bonus: null, adding: false });
}

onSessionEnd(resetInvite);

/** A total for the pager when the reply has none: one more page while pages come back full. */
export function totalOf(page: number, rows: number, total: number | undefined): number {
  if (typeof total === 'number') return total;
  return (page - 1) * limits.pageSize + rows + (rows === limits.pageSize ? 1 : 0);
}

export const loadInvites = (page = invite.list.page) =>
  loadPage(invite.list, page, (p, limit) =>
    inviteApi.list(p, limit, { errors: 'silent' }).then((r) => ({ rows: r.invites, total: totalOf(p, r.invites.length, r.total) })),
  );

/** The bonus is read on open and on every wallet ping: the newest read's answer is the one shown. */
const bonusTurn = latestOnly();

export async function loadInviteBonus(): Promise<void> {
  const current = bonusTurn();
  try {
    const { amount } = await inviteApi.bonus({ errors: 'silent' });
    if (current()) invite.bonus = amount;
  } catch {
    /* silent: the home's snapshot still shows the amount */
  }
}

/**
 * Moves the invite bonus the dialog shows into the wallet (confirmed by the member first); resolves
 * what moved and its reply. The shown figure, not only the bonus call's: when that call did not
 * answer the dialog shows the home's, and Add did nothing at all.
 */
export async function addInviteBonus(amount: number): Promise<{ amount: number; reply: MoneyReply } | null> {
  if (amount <= 0) return null;
  let reply: MoneyReply | null = null;
  const outcome = await idempotentAction(
    invite,
    'adding',
    async (idempotencyKey) => {
      reply = await inviteApi.addToWallet(amount, { idempotencyKey });
      // A read still on its way began before the move: its figure is no longer so.
      bonusTurn();
      invite.bonus = 0;
    },
    `wallet-add:${amount}`,
  );
  return outcome.status === 'done' && reply ? { amount, reply } : null;
}
