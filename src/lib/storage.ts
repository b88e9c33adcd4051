/**
 * Local storage keys of spec §3. Reads and writes never throw: some webviews (private mode,
 * storage disabled) throw on access, and a wallet must still open there.
 */
export const storageKeys = {
  agreement: 'remember-agreement',
  lastSync: 'last_sync',
  token: 'token',
  inviteCode: 'code',
  locale: 'locale',
  guestId: 'guest-id',
  /** The signed-in member's wallet currency (issue 19.3), so any member page formats kip from its first paint. */
  walletCurrency: 'wallet-currency',
  /** The player signed out in this launch: the host's one-tap sign-in waits for the next launch. */
  signedOut: 'signed-out',
} as const;

/**
 * The app's own session data is stored under this prefix, so leaving the member area clears only
 * what is ours: the host's launch data in the same storage (Telegram's `__telegram__initParams`)
 * must survive, or a reload inside Telegram would run as a plain browser (DESIGN.md §4). Guards
 * that must outlive a sign-out (`wallet:` keys: LIFF login attempt, chunk reload) use another prefix.
 */
export const sessionDataPrefix = 'wallet.';

type Area = 'local' | 'session';

const area = (which: Area): Storage | undefined => {
  try {
    return which === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return undefined;
  }
};

export function readStored(key: string, which: Area = 'local'): string | null {
  try {
    return area(which)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: string, which: Area = 'local'): void {
  try {
    area(which)?.setItem(key, value);
  } catch {
    /* storage full or disabled: the value lives for this page only */
  }
}

export function removeStored(key: string, which: Area = 'local'): void {
  try {
    area(which)?.removeItem(key);
  } catch {
    /* nothing to remove where storage is disabled */
  }
}

/** Removes every key starting with `prefix` from one storage area. */
export function removeStoredByPrefix(prefix: string, which: Area): void {
  try {
    const storage = area(which);
    if (!storage) return;
    const keys: string[] = [];
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i);
      if (key?.startsWith(prefix)) keys.push(key);
    }
    keys.forEach((key) => storage.removeItem(key));
  } catch {
    /* storage disabled */
  }
}
