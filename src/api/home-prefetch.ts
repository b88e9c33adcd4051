import type { NoticeLookup, SpinActiveReply, WalletSnapshot } from './contract';
import { apiGet } from './http';

/**
 * The member home's GETs, started at boot for a signed-in launch on the home (issue 21.1), before
 * the home's code has loaded: the wallet snapshot, and the notice and the wheel check that decide
 * what stands between the balance card and the game tiles (the home waits for them, so nothing
 * moves under the player's thumb once it shows). They live here, not in the stores, so /login's
 * first download carries no store and no API only members call.
 */
interface HomeReplies {
  '/api/wallet': WalletSnapshot;
  '/api/lookup/notice': NoticeLookup;
  '/api/spinwheel/active': SpinActiveReply;
}
type HomeUrl = keyof HomeReplies;

const early = new Map<HomeUrl, Promise<unknown>>();

export function prefetchHome(): void {
  for (const url of ['/api/wallet', '/api/lookup/notice', '/api/spinwheel/active'] as const) {
    if (early.has(url)) continue;
    const pending = apiGet<HomeReplies[typeof url]>(url, { errors: 'silent' });
    pending.catch(() => undefined);
    early.set(url, pending);
  }
}

/** The reply started at boot, once; later loads ask the server again. */
function takePrefetched<U extends HomeUrl>(url: U): Promise<HomeReplies[U]> | null {
  const pending = early.get(url) as Promise<HomeReplies[U]> | undefined;
  early.delete(url);
  return pending ?? null;
}

/** Drops what was started at boot (sign-out): the next member asks for their own. */
export function forgetPrefetched(): void {
  early.clear();
}

/** A prefetched reply if there is one (a failed one is asked again: the http effects may not have been wired then). */
export async function prefetchedOr<U extends HomeUrl>(url: U, ask: () => Promise<HomeReplies[U]>): Promise<HomeReplies[U]> {
  const pending = takePrefetched(url);
  if (pending) {
    try {
      return await pending;
    } catch {
      // The early request may have failed before the http effects (sign-out on a dead token,
      // toasts) were wired: asking again applies them.
    }
  }
  return ask();
}
