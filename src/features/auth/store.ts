import { proxy } from 'valtio';
import { account } from '../../api/account';
import { ApiError } from '../../api/http';
import { setToken } from '../../lib/session';

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
    const { token } = await account.login({ username: username.trim(), password }, { errors: 'silent' });
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
