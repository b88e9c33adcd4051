import { describe, expect, it, vi } from 'vitest';
import { clearSession, clearToken, getToken, isLoggedIn, onSessionEnd, setToken } from './session';
import { watchSessionElsewhere } from './session-elsewhere';

describe('session token (spec §3 local storage keys)', () => {
  it('keeps the token in localStorage when remember is chosen', () => {
    setToken('abc', true);
    expect(window.localStorage.getItem('token')).toBe('abc');
    expect(window.sessionStorage.getItem('token')).toBeNull();
    expect(isLoggedIn()).toBe(true);
  });
  it('keeps it in sessionStorage otherwise, replacing an older remembered one', () => {
    setToken('old', true);
    setToken('new', false);
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(getToken()).toBe('new');
  });
  it('clears token and session data, but not the language or invite code', () => {
    setToken('abc', true);
    window.sessionStorage.setItem('wallet.draft', 'x');
    window.localStorage.setItem('locale', 'la');
    clearSession();
    expect(isLoggedIn()).toBe(false);
    expect(window.sessionStorage.getItem('wallet.draft')).toBeNull();
    expect(window.localStorage.getItem('locale')).toBe('la');
  });
  it("keeps the host's launch data and the app's guards (a reload inside Telegram stays Telegram)", () => {
    const launch = JSON.stringify({ tgWebAppData: 'query_id=1', tgWebAppPlatform: 'android' });
    window.sessionStorage.setItem('__telegram__initParams', launch);
    window.sessionStorage.setItem('wallet:liff-login-attempted', '1');
    setToken('abc', false);
    clearSession();
    expect(getToken()).toBeNull();
    expect(window.sessionStorage.getItem('__telegram__initParams')).toBe(launch);
    expect(window.sessionStorage.getItem('wallet:liff-login-attempted')).toBe('1');
  });
  it('tells the stores when a session ends — signing out, or another sign-in replacing it — so the next person sees none of it', () => {
    clearToken();
    const forget = vi.fn();
    onSessionEnd(forget);
    clearToken();
    expect(forget).not.toHaveBeenCalled(); // nobody was signed in
    setToken('alice', true);
    expect(forget).not.toHaveBeenCalled();
    setToken('bob', false);
    expect(forget).toHaveBeenCalledTimes(1);
    clearSession();
    expect(forget).toHaveBeenCalledTimes(2);
  });

  describe('another tab of this browser (the `storage` event)', () => {
    /** What the browser does in this tab when another one changes the token. */
    const elsewhere = (oldValue: string | null, newValue: string | null, key: string | null = 'token') => {
      if (key === null) window.localStorage.clear();
      else if (newValue === null) window.localStorage.removeItem('token');
      else window.localStorage.setItem('token', newValue);
      window.dispatchEvent(new StorageEvent('storage', { key, oldValue, newValue, storageArea: window.localStorage }));
    };

    it('ends this tab\'s session when another tab signs out, and forgets its data', () => {
      setToken('alice', true);
      const forget = vi.fn();
      onSessionEnd(forget);
      const ended = vi.fn();
      const stop = watchSessionElsewhere(ended);
      elsewhere('alice', null);
      stop();
      expect(ended).toHaveBeenCalledWith(null);
      expect(forget).toHaveBeenCalled();
    });
    it('hands over the token of another member signing in there', () => {
      setToken('alice', true);
      const ended = vi.fn();
      const stop = watchSessionElsewhere(ended);
      elsewhere('alice', 'bob');
      stop();
      expect(ended).toHaveBeenCalledWith('bob');
    });
    it('leaves a tab that had no session alone when another tab signs in, and ignores other keys', () => {
      clearToken();
      const ended = vi.fn();
      const stop = watchSessionElsewhere(ended);
      elsewhere(null, 'bob');
      window.dispatchEvent(new StorageEvent('storage', { key: 'locale', oldValue: 'th', newValue: 'en', storageArea: window.localStorage }));
      stop();
      expect(ended).not.toHaveBeenCalled();
    });
    it('a tab using the remembered token (it wins over its own sessionStorage one) falls back to its own when that goes', () => {
      clearToken();
      setToken('mine', false);
      window.localStorage.setItem('token', 'theirs');
      const ended = vi.fn();
      const stop = watchSessionElsewhere(ended);
      elsewhere('theirs', null);
      stop();
      // This tab used the remembered token while it was there (it wins): its own one now takes over.
      expect(ended).toHaveBeenCalledWith('mine');
      clearToken();
    });
    it('ends the session when the whole storage is cleared', () => {
      setToken('alice', true);
      const ended = vi.fn();
      const stop = watchSessionElsewhere(ended);
      elsewhere(null, null, null);
      stop();
      expect(ended).toHaveBeenCalledWith(null);
    });
  });
});
