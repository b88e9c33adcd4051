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
  writeStored(storageKeys.token, token, remember ? 'local' : 'session');
}

export function clearToken(): void {
  removeStored(storageKeys.token, 'local');
  removeStored(storageKeys.token, 'session');
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
