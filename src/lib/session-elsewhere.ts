import { forgetSessionData, getToken } from './session';
import { readStored, storageKeys } from './storage';

/**
 * Watches the token another tab or window of this browser keeps in localStorage (the `storage`
 * event fires only in the other tabs): when it goes (a sign-out or a refused token there) or is
 * replaced (another sign-in), the session this tab showed has ended too. Its data is forgotten at
 * once and `ended` learns the token now in force (null: signed out) — without it the tab kept the
 * balance and an open sheet until its next call came back refused. A sign-in elsewhere while this
 * tab had no session is not an end and is left alone. Returns the unsubscribe.
 */
export function watchSessionElsewhere(ended: (next: string | null) => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== null && event.key !== storageKeys.token) return;
    let local: Storage | undefined;
    try {
      local = window.localStorage;
    } catch {
      return;
    }
    if (event.storageArea !== local) return;
    const next = getToken();
    if (event.key === null) {
      // `clear()` tells no old value: only a tab left without any token has lost its session.
      if (next !== null) return;
    } else {
      // The token this tab used before: localStorage's wins over this tab's own sessionStorage one.
      const before = event.oldValue ?? readStored(storageKeys.token, 'session');
      if (before === null || before === next) return;
    }
    forgetSessionData();
    ended(next);
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
