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
} as const;

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
