import { proxy } from 'valtio';
import { idempotentAction } from '../../api/action';
import { inviteApi, type InviteRow } from '../../api/invite';
import type { MoneyReply } from '../../api/contract';
import { limits } from '../../lib/constants';
import { onSessionEnd } from '../../lib/session';

/** Invite-a-friend (spec §2 Invite, §3 Invite row, §4 adding the invite bonus needs a confirmation). */
export const invite = proxy({
  page: 1,
  rows: [] as InviteRow[],
  total: 0,
  loading: false,
  bonus: null as number | null,
  adding: false,
});

export function resetInvite(): void {
  Object.assign(invite, { page: 1, rows: [], total: 0, loading: false, bonus: null, adding: false });
}

onSessionEnd(resetInvite);

/** A total for the pager when the reply has none: one more page while pages come back full. */
export function totalOf(page: number, rows: number, total: number | undefined): number {
  if (typeof total === 'number') return total;
  return (page - 1) * limits.pageSize + rows + (rows === limits.pageSize ? 1 : 0);
}

export async function loadInvites(page = invite.page): Promise<void> {
  invite.loading = true;
  invite.page = page;
  try {
    const reply = await inviteApi.list(page, limits.pageSize, { errors: 'silent' });
    invite.rows = reply.invites;
    invite.total = totalOf(page, reply.invites.length, reply.total);
  } catch {
    /* silent by spec §7 */
  } finally {
    invite.loading = false;
  }
}

export async function loadInviteBonus(): Promise<void> {
  try {
    invite.bonus = (await inviteApi.bonus({ errors: 'silent' })).amount;
  } catch {
    /* silent: the home's snapshot still shows the amount */
  }
}

/** Moves the whole invite bonus into the wallet (confirmed by the member first); resolves what moved and its reply. */
export async function addInviteBonus(): Promise<{ amount: number; reply: MoneyReply } | null> {
  const amount = invite.bonus ?? 0;
  if (amount <= 0) return null;
  let reply: MoneyReply | null = null;
  const outcome = await idempotentAction(
    invite,
    'adding',
    async (idempotencyKey) => {
      reply = await inviteApi.addToWallet(amount, { idempotencyKey });
      invite.bonus = 0;
    },
    `wallet-add:${amount}`,
  );
  return outcome.status === 'done' && reply ? { amount, reply } : null;
}
