import { forgetSignOut, isLoggedIn } from '../lib/session';
import { readStored, storageKeys, writeStored } from '../lib/storage';
import type { Platform } from '../platform';

/** Where a host opens the app: the sign-in screen (or `/`, which leads there). */
const atLaunchPath = () => ['/', '/login'].includes(window.location.pathname);

/** Invite codes are `PR<member id>` (spec §2 invite link). */
const inviteCode = /^PR\d{1,18}$/i;

/**
 * A Telegram link `t.me/<bot>/<app>?startapp=PR123` opens the Mini App with that start parameter:
 * it becomes the inviter code, and a guest lands on the registration wizard. (LINE permanent links
 * carry `/register?code=PR123` in the path, which the register screen already reads.)
 */
export function applyLaunchInvite(platform: Platform): void {
  const param = platform.startParam?.();
  if (!param || !inviteCode.test(param)) return;
  writeStored(storageKeys.inviteCode, param.toUpperCase());
  if (!isLoggedIn() && atLaunchPath()) {
    window.history.replaceState(window.history.state, '', `/register${window.location.hash}`);
  }
}

/** Outlives a sign-out (not under the session-data prefix): it says which launch this webview holds. */
const launchKey = 'wallet:host-launch';

/**
 * Telegram's "Reload page" opens the launch URL (the sign-in screen) again with the same launch
 * data, which the server has already taken once (one use per proof): entering the sign-in screen
 * would end the session (spec §2 guards) and the used proof could not start another, so the
 * player was signed out by a reload. A reload of this very launch, signed in, goes to the home
 * instead; a new launch (other launch data) keeps the spec's way: the sign-in screen and the
 * host's fresh proof.
 */
export function resumeReloadedLaunch(platform: Platform): boolean {
  const proof = platform.getAuthProof();
  if (!proof) return false;
  // The proof's end (Telegram's hash, LINE's token signature) tells this launch from another.
  const current = proof.value.slice(-40);
  const before = readStored(launchKey, 'session');
  writeStored(launchKey, current, 'session');
  // A sign-out holds for its own launch only (a reload of it): a new one brings a fresh proof.
  if (before !== current) forgetSignOut();
  if (before !== current || !isLoggedIn() || !atLaunchPath()) return false;
  // The host SDK has read the launch data (it keeps it for later reloads): the home's address is
  // plain, as after a sign-in.
  window.history.replaceState(window.history.state, '', '/user/home');
  return true;
}
