import { readStored, removeStored, removeStoredByPrefix, sessionDataPrefix, storageKeys, writeStored } from './storage';

/**
 * The session token (spec §3, §6): kept in localStorage when "remember" is chosen, else in
 * sessionStorage. Being logged in is judged only by its presence.
 */
export function getToken(): string | null {
  return readStored(storageKeys.token, 'local') ?? readStored(storageKeys.token, 'session');
}

export function setToken(token: string, remember: boolean): void {
  clearToken();
  forgetSignOut();
  writeStored(storageKeys.token, token, remember ? 'local' : 'session');
}

/**
 * The player chose to sign out. Inside Telegram or LINE the login screen would otherwise sign the
 * same account straight back in (LINE renews its proof) or, with Telegram's launch data already
 * used, greet the player with "cannot sign in with Telegram". Kept in session storage: a reload
 * of this launch remembers it, the next launch of the app starts afresh.
 */
export function markSignedOut(): void {
  writeStored(storageKeys.signedOut, '1', 'session');
}

export const signedOutThisLaunch = (): boolean => readStored(storageKeys.signedOut, 'session') === '1';

/** A new launch from the host (the player reopened the app, as the sign-in screen asked): its proof may sign in. */
export function forgetSignOut(): void {
  removeStored(storageKeys.signedOut, 'session');
}

const forgetters = new Set<() => void>();

/**
 * Runs `forget` whenever a session ends on this device — signing out, a refused token, another
 * sign-in replacing it. Each store holding a member's data registers here when it loads, so the
 * next person on this screen (a guest, another member) never sees it.
 */
export function onSessionEnd(forget: () => void): void {
  forgetters.add(forget);
}

export function clearToken(): void {
  const ended = getToken() !== null;
  removeStored(storageKeys.token, 'local');
  removeStored(storageKeys.token, 'session');
  if (ended) forgetSessionData();
}

/** Forgets every store's member data (the `onSessionEnd` registrations): the session is over. */
export function forgetSessionData(): void {
  for (const forget of forgetters) forget();
}

export const isLoggedIn = (): boolean => getToken() !== null;

/**
 * Visiting the guest layout clears the token and the session's data (spec §2 guards) — only the
 * app's own keys: the host's launch data in session storage stays (a reload inside Telegram must
 * still be a Telegram launch).
 */
export function clearSession(): void {
  clearToken();
  removeStoredByPrefix(sessionDataPrefix, 'session');
}
