import { describe, expect, it, vi } from 'vitest';
import { clearSession, clearToken, getToken, isLoggedIn, onSessionEnd, setToken } from './session';

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
});
