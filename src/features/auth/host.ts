import { proxy } from 'valtio';
import type { HostKind, HostLinksReply } from '../../api/contract';
import { hostApi } from '../../api/host';
import { setToken } from '../../lib/session';
import { readStored, removeStored, sessionDataPrefix, writeStored } from '../../lib/storage';
import type { Platform } from '../../platform';

/**
 * One-tap sign-in from the host (spec goes beyond the original: issue "native on every host").
 * Inside Telegram or LINE the host proves who the player is; a member who said "remember this
 * account" is signed in with that proof alone.
 */
/**
 * The offer to remember the host account outlives a reload (Telegram's menu, an evicted webview)
 * until the player answers it; it is the session's, so signing out (the guest layout) clears it.
 */
const offerKey = `${sessionDataPrefix}host-link-offer`;
function setOffer(open: boolean): void {
  hostSignInState.offerLink = open;
  if (open) writeStored(offerKey, '1', 'session');
  else removeStored(offerKey, 'session');
}

export const hostSignInState = proxy({
  /** The login screen is trying the host's proof before showing the password form. */
  trying: false,
  /**
   * Why the last automatic try did not sign in (issue 17): the login screen shows a message, and a
   * "Sign in with …" action where one can work (a dropped connection, a LINE token LINE can renew).
   */
  failure: null as HostSignInFailure | null,
  /** After a password login inside a host, offer to remember the host account. */
  offerLink: readStored(offerKey, 'session') === '1',
  linking: false,
  /** Which host accounts the signed-in member has remembered (profile). */
  links: null as HostLinksReply | null,
});

export type HostSignInFailure = 'not-linked' | 'refused' | 'network';

export const hostKindOf = (platform: Platform): HostKind | null =>
  platform.kind === 'telegram' || platform.kind === 'line' ? platform.kind : null;

/** Tries the host's proof; true when it signed the member in (token kept on this device). */
export async function signInWithHost(platform: Platform): Promise<boolean> {
  const proof = platform.getAuthProof();
  if (!proof) return false;
  hostSignInState.trying = true;
  hostSignInState.failure = null;
  try {
    const reply = await hostApi.tryLogin(proof, { errors: 'silent' });
    if (reply.status === 'signed-in') {
      setToken(reply.token, true);
      return true;
    }
    // Not linked yet, or the proof was used or has expired: the password form is the way in, and
    // after it the member shell offers to remember this host account.
    hostSignInState.failure = reply.status;
    setOffer(reply.status === 'not-linked');
    return false;
  } catch {
    hostSignInState.failure = 'network';
    return false;
  } finally {
    hostSignInState.trying = false;
  }
}

/** The offer is answered (not now, or remember: features/auth/host-link.ts). */
export function declineHostLink(): void {
  setOffer(false);
}

export async function loadHostLinks(): Promise<void> {
  try {
    hostSignInState.links = await hostApi.links({ errors: 'silent' });
  } catch {
    hostSignInState.links = null;
  }
}

/** Forgets a host account: opening the wallet from that host asks for the password again. */
export async function unlinkHost(kind: HostKind): Promise<boolean> {
  try {
    hostSignInState.links = await hostApi.unlink(kind);
    return true;
  } catch {
    return false;
  }
}
