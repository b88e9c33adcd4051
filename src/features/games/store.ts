import { proxy } from 'valtio';
import type { GameAccount, GameCredentials } from '../../api/contract';
import { walletApi } from '../../api/wallet';
import { reloadWallet, wallet } from '../wallet/store';
import { launchPlan } from './launch';
import { onSessionEnd } from '../../lib/session';

export type GameBusy = 'activate' | 'credentials' | 'reset' | 'launch';

/** The game-account dialog (spec §2, §4 Game account): which account is open and its credentials. */
export const games = proxy({
  code: null as string | null,
  credentials: null as GameCredentials | null,
  /** The launch link, resolved ahead of the tap so a new tab opens inside the click (DESIGN §4). */
  link: null as string | null,
  busy: null as GameBusy | null,
});

/** A game account's credentials are the member's own: gone when the session ends. */
onSessionEnd(() => Object.assign(games, { code: null, credentials: null, link: null, busy: null }));

export const slotOf = (code: string | null): GameAccount | undefined =>
  code ? wallet.snapshot?.slots.find((slot) => slot.code === code) : undefined;

async function busyWith<T>(kind: GameBusy, work: () => Promise<T>): Promise<T | undefined> {
  if (games.busy) return undefined;
  games.busy = kind;
  try {
    return await work();
  } catch {
    return undefined; // the http layer already showed the §8 toast
  } finally {
    games.busy = null;
  }
}

/** Resolves the launch link for the open account: /api/autoLogin for the §7 codes, else the plain URL. */
async function prepareLaunch(code: string): Promise<void> {
  games.link = null;
  const slot = slotOf(code);
  if (!slot) return;
  const plan = launchPlan(slot, games.credentials);
  if (plan.kind === 'url') games.link = plan.url;
  if (plan.kind !== 'autoLogin') return;
  try {
    const { link } = await walletApi.autoLogin(plan.game, plan.username, plan.password, { errors: 'silent' });
    if (games.code === code) games.link = link;
  } catch {
    /* launching asks again and shows the error then */
  }
}

async function fetchCredentials(code: string): Promise<void> {
  const credentials = await walletApi.credentials(code);
  if (games.code !== code) return;
  games.credentials = credentials;
  await prepareLaunch(code);
}

/** Opens the dialog; an active account's credentials are fetched at once. */
export async function openGameAccount(code: string): Promise<void> {
  games.code = code;
  games.credentials = null;
  games.link = null;
  if (slotOf(code)?.isActive) await busyWith('credentials', () => fetchCredentials(code));
}

export function closeGameAccount(): void {
  games.code = null;
  games.credentials = null;
  games.link = null;
}

/** Inactive → active, then the account is fetched (spec §4). */
export async function activateGame(code: string): Promise<void> {
  await busyWith('activate', async () => {
    await walletApi.activate(code);
    await reloadWallet();
    await fetchCredentials(code);
  });
}

/** A password reset refreshes the account (spec §4). */
export async function resetGamePassword(code: string): Promise<boolean> {
  const done = await busyWith('reset', async () => {
    const credentials = await walletApi.resetPassword(code);
    if (games.code === code) games.credentials = credentials;
    await Promise.all([reloadWallet(), prepareLaunch(code)]);
    return true;
  });
  return done === true;
}

/**
 * The launch link, fetching it when it was not ready yet. Callers open a ready link synchronously
 * in the tap; a late one may be blocked as a pop-up by some browsers, hence the early fetch.
 */
export async function launchLink(code: string): Promise<string | null> {
  if (games.link) return games.link;
  const slot = slotOf(code);
  if (!slot) return null;
  const plan = launchPlan(slot, games.credentials);
  if (plan.kind === 'url') return plan.url;
  if (plan.kind === 'none') return null;
  const reply = await busyWith('launch', () => walletApi.autoLogin(plan.game, plan.username, plan.password));
  return reply?.link ?? null;
}
