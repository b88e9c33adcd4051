import { proxy } from 'valtio';
import type { HostKind, HostLinksReply } from '../../api/contract';
import { hostApi } from '../../api/host';
import { setToken } from '../../lib/session';
import type { Platform } from '../../platform';

/**
 * One-tap sign-in from the host (spec goes beyond the original: issue "native on every host").
 * Inside Telegram or LINE the host proves who the player is; a member who said "remember this
 * account" is signed in with that proof alone.
 */
export const hostSignInState = proxy({
  /** The login screen is trying the host's proof before showing the password form. */
  trying: false,
  /** After a password login inside a host, offer to remember the host account. */
  offerLink: false,
  linking: false,
  /** Which host accounts the signed-in member has remembered (profile). */
  links: null as HostLinksReply | null,
});

export const hostKindOf = (platform: Platform): HostKind | null =>
  platform.kind === 'telegram' || platform.kind === 'line' ? platform.kind : null;

/** Tries the host's proof; true when it signed the member in (token kept on this device). */
export async function signInWithHost(platform: Platform): Promise<boolean> {
  const proof = platform.getAuthProof();
  if (!proof) return false;
  hostSignInState.trying = true;
  try {
    const { token } = await hostApi.login(proof, { errors: 'silent' });
    setToken(token, true);
    return true;
  } catch {
    // Not linked yet (NO_USER), stale or refused: the password form is the way in.
    hostSignInState.offerLink = true;
    return false;
  } finally {
    hostSignInState.trying = false;
  }
}

/** Remembers the host account for the signed-in member. */
export async function linkHostAccount(platform: Platform): Promise<boolean> {
  const proof = platform.getAuthProof();
  hostSignInState.offerLink = false;
  if (!proof) return false;
  hostSignInState.linking = true;
  try {
    hostSignInState.links = await hostApi.link(proof);
    return true;
  } catch {
    return false;
  } finally {
    hostSignInState.linking = false;
  }
}

export function declineHostLink(): void {
  hostSignInState.offerLink = false;
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
