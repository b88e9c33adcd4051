import { isLoggedIn } from '../lib/session';
import { storageKeys, writeStored } from '../lib/storage';
import type { Platform } from '../platform';

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
  if (!isLoggedIn() && ['/', '/login'].includes(window.location.pathname)) {
    window.history.replaceState(window.history.state, '', `/register${window.location.hash}`);
  }
}
