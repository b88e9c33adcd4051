import { proxy } from 'valtio';
import { account } from '../../api/account';
import { ApiError } from '../../api/http';
import { clearToken, getToken, markSignedOut, setToken } from '../../lib/session';
import { phoneDigits } from '../../lib/input';

/** Sign-in state (spec §2 Login, §4 Auth). The form's own fields live in the form. */
export const auth = proxy({
  sending: false,
  /** The §8 code of the last failed sign-in, shown under the form until the user types. */
  error: null as string | null,
});

export interface Credentials {
  username: string;
  password: string;
  remember: boolean;
}

/** Signs in and stores the token (localStorage when remembered, else sessionStorage). */
export async function login({ username, password, remember }: Credentials): Promise<boolean> {
  if (auth.sending) return false;
  auth.sending = true;
  auth.error = null;
  try {
    const { token } = await account.login({ username: phoneDigits(username), password }, { errors: 'silent' });
    setToken(token, remember);
    return true;
  } catch (error) {
    auth.error = error instanceof ApiError ? error.code : 'LOGIN_FAIL';
    return false;
  } finally {
    auth.sending = false;
  }
}

export function clearLoginError(): void {
  auth.error = null;
}

/**
 * Signs out: the token is dropped here at once, and the server is asked to end the session so a
 * copy of the token is dead too. Whatever the server answers (or if it cannot be reached), the
 * member is signed out on this device.
 */
export async function logout(): Promise<void> {
  const token = getToken();
  clearToken();
  markSignedOut();
  if (!token) return;
  await account.logout(token, { errors: 'silent', timeoutMs: 10_000 }).catch(() => undefined);
}
