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

export const checkPasswordsMatch = (password: string, confirm: string): Check =>
  password === confirm ? null : 'validation.passwordMismatch';
