import { readStored, removeStored, removeStoredByPrefix, writeStored } from './storage';

const prefix = 'wallet:reopen.';

/**
 * What a player had open over a screen (a home sheet, the chat panel), kept for this tab only, so
 * a reload brings it back with the screen. Telegram's and LINE's menus offer a reload, and a
 * webview brought back from memory does one on its own: the URL keeps the screen, and without this
 * the sheet the player was in was gone. Session storage: never seen by another tab. Not under the
 * session prefix, which every guest page clears (lib/session `clearSession`), or a guest's chat
 * would not survive a reload of the contact page; a member's stores write null when the session
 * ends, as when what they remember closes.
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

export function reopenMemory<T>(name: string, isValid: (value: unknown) => value is T): ReopenMemory<T> {
  const key = `${prefix}${name}`;
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
export const forgetReopened = (): void => removeStoredByPrefix(prefix, 'session');
