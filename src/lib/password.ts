import type { Check } from './validation';

// The new-password rules, in their own module: the forms that set a password (register, change
// password) and the server load them; the sign-in screen's download does not.

/** Beyond the spec (which shows no length rule): a new password has at least this many characters. */
export const PASSWORD_MIN_LENGTH = 8;
/** Characters as a person counts them (code points, so a Thai or emoji password is not cut short). */
export const passwordLongEnough = (password: string): boolean => [...password].length >= PASSWORD_MIN_LENGTH;
/**
 * Beyond the spec: a new password has at most this many characters; the server refuses a longer one
 * (KEY_INVALID), so a request cannot make it hash a megabyte. Its field does not stop there
 * (`maxLength` would silently keep the first 128 of a pasted 200, the account then locked behind
 * a password the player never knew): checkPasswordLength says it is too long instead.
 */
export const PASSWORD_MAX_LENGTH = 128;
/** At most PASSWORD_MAX_LENGTH characters, counted as the server counts them (code points). */
export const passwordShortEnough = (password: string): boolean => [...password].length <= PASSWORD_MAX_LENGTH;

/** Beyond the spec: register and change password ask for PASSWORD_MIN_LENGTH to PASSWORD_MAX_LENGTH characters (as the server does). */
export const checkPasswordLength = (password: string): Check => {
  if (!passwordLongEnough(password)) return 'validation.passwordTooShort';
  return passwordShortEnough(password) ? null : 'validation.passwordTooLong';
};

/** What anyone trying many phone numbers types first (eight characters or more, lower case). */
const COMMON_PASSWORDS = new Set([
  'password', 'password1', 'password12', 'password123', 'passw0rd', 'iloveyou', 'iloveyou1', 'lovelove', 'welcome1',
  'admin123', 'football', 'sunshine', 'princess', 'superman', 'baseball', 'starwars', 'trustno1',
  'qwertyui', 'qwertyuiop', 'qwerty12', 'qwerty123', 'qwer1234', '1qaz2wsx', '1q2w3e4r', '1q2w3e4r5t', 'zaq12wsx',
  'asdfghjk', 'asdfghjkl', 'zxcvbnm1', '123qweasd', 'abcd1234', 'abc12345', 'a1234567', 'aa123456', '123456789a',
  '1234567890', '0987654321', '147258369', '123654789', '159753456',
]);

/** A short unit over and over (00000000, 12121212, 123123123), or a straight run (12345678, 87654321, abcdefgh). */
function patterned(chars: readonly string[]): boolean {
  const text = chars.join('');
  for (let unit = 1; unit <= 4; unit += 1) {
    if (chars.slice(0, unit).join('').repeat(chars.length).startsWith(text)) return true;
  }
  const codes = chars.map((char) => char.codePointAt(0)!);
  const step = codes[1]! - codes[0]!;
  return Math.abs(step) === 1 && codes.every((code, i) => i === 0 || code - codes[i - 1]! === step);
}

/**
 * Beyond the spec: a new password among the first guesses of someone trying one password on many
 * phone numbers (the login budgets allow a thousand numbers an hour from one address) — a well-known
 * one, a repeat or a run, or the member's own phone number in it.
 */
export function passwordGuessable(password: string, phone = ''): boolean {
  const lower = password.toLowerCase();
  // The number without its trunk zero or country code: 0812340000, 812340000 and 66812340000 alike.
  const national = phone.replace(/\D/g, '').replace(/^(?:856|66)?0*/, '');
  return COMMON_PASSWORDS.has(lower) || patterned([...lower]) || (national.length >= 6 && lower.includes(national));
}

/** A new password as register and change password check it (the server does the same). */
export const checkNewPassword = (password: string, phone?: string): Check =>
  checkPasswordLength(password) ?? (passwordGuessable(password, phone) ? 'validation.passwordGuessable' : null);

export const checkPasswordsMatch = (password: string, confirm: string): Check =>
  password === confirm ? null : 'validation.passwordMismatch';
