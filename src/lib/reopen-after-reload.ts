import { readStored, removeStored, removeStoredByPrefix, sessionDataPrefix, writeStored } from './storage';

const prefix = 'wallet:reopen.';
/** A member's (see `reopenMemory`): under the session prefix, gone with the session. */
const memberPrefix = `${sessionDataPrefix}reopen.`;

/**
 * What a player had open over a screen (a home sheet, the chat panel), kept for this tab only, so
 * a reload brings it back with the screen. Telegram's and LINE's menus offer a reload, and a
 * webview brought back from memory does one on its own: the URL keeps the screen, and without this
 * the sheet the player was in was gone. Session storage: never seen by another tab. Not under the
 * session prefix, which every guest page clears (lib/session `clearSession`), or a guest's chat
 * would not survive a reload of the contact page; a member's stores write null when the session
 * ends, as when what they remember closes.
 *
 * `member`: what only a member opens (the home's money sheets), kept under the session prefix
 * instead, so entering a guest page forgets it with the keys of its unanswered moves
 * (api/action.ts). A new Telegram launch in the same tab (Telegram Web frames the app again there)
 * passes the sign-in screen before the home's store has loaded to forget it: kept, the sheet came
 * back without those keys, and its Confirm made a second withdrawal of the one that got no answer.
 */
export interface ReopenMemory<T> {
  /** What was open when the page went, or null. */
  read(): T | null;
  /** Open now (null: nothing). */
  write(value: T | null): void;
  /**
   * What was open, when `here` says it was over this screen (platform `reloadedOverSheet`);
   * otherwise it is forgotten, and null.
   */
  takeIf(here: boolean): T | null;
}

export function reopenMemory<T>(name: string, isValid: (value: unknown) => value is T, member = false): ReopenMemory<T> {
  const key = `${member ? memberPrefix : prefix}${name}`;
  return {
    read() {
      const stored = readStored(key, 'session');
      if (stored === null) return null;
      try {
        const value: unknown = JSON.parse(stored);
        return isValid(value) ? value : null;
      } catch {
        return null;
      }
    },
    write(value) {
      if (value === null) removeStored(key, 'session');
      else writeStored(key, JSON.stringify(value), 'session');
    },
    takeIf(here) {
      if (here) return this.read();
      this.write(null);
      return null;
    },
  };
}

/** Forgets everything remembered (stories start from nothing: one story's open sheet is no reload for the next). */
export function forgetReopened(): void {
  removeStoredByPrefix(prefix, 'session');
  removeStoredByPrefix(memberPrefix, 'session');
}
