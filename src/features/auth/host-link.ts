import { proxy } from 'valtio';
import { hostApi } from '../../api/host';
import { ApiError } from '../../api/http';
import { onSessionEnd } from '../../lib/session';
import type { Platform } from '../../platform';
import { declineHostLink, hostSignInState } from './host';

/**
 * Remembering the host account the wallet is open in (the offer after a password login, the
 * profile's "Remember"). A link is a standing sign-in, so past a session's first minutes the server
 * wants the password with the proof: `open` shows the dialog asking for it, `wrong` its error.
 */
export const hostLinkAsk = proxy({
  open: false,
  wrong: false,
  /**
   * Why the server would not link, to be told once (HostLinkPasswordDialog): this launch's proof is
   * spent (used, or expired), or the host account is another member's.
   */
  refused: null as 'spent' | 'taken' | null,
});

export function closeHostLinkAsk(): void {
  hostLinkAsk.open = false;
  hostLinkAsk.wrong = false;
}

onSessionEnd(closeHostLinkAsk);

/** Remembers the host account for the signed-in member; `password` once the server has asked for it. */
export async function linkHostAccount(platform: Platform, password?: string): Promise<boolean> {
  const proof = platform.getAuthProof();
  declineHostLink();
  if (!proof) return false;
  hostSignInState.linking = true;
  hostLinkAsk.wrong = false;
  try {
    hostSignInState.links = await hostApi.link(password === undefined ? proof : { ...proof, password }, {
      onField: ['WRONG_PASSWORD', 'KEY_INVALID'],
    });
    hostLinkAsk.open = false;
    return true;
  } catch (error) {
    if (error instanceof ApiError && error.code === 'WRONG_PASSWORD') {
      if (password === undefined) hostLinkAsk.open = true;
      else hostLinkAsk.wrong = true;
    }
    // Another member's account is a conflict (409); anything else about the proof means this launch
    // cannot link any more (a fresh launch from the host can).
    if (error instanceof ApiError && error.code === 'KEY_INVALID') {
      hostLinkAsk.open = false;
      hostLinkAsk.refused = error.status === 409 ? 'taken' : 'spent';
    }
    return false;
  } finally {
    hostSignInState.linking = false;
  }
}
