/** Validation rules of spec §5, returning i18n keys so screens show the translated message. */
export type Check = string | null;

/** Beyond the spec (which shows no length rule): a new password has at least this many characters. */
export const PASSWORD_MIN_LENGTH = 8;
/** Characters as a person counts them (code points, so a Thai or emoji password is not cut short). */
export const passwordLongEnough = (password: string): boolean => [...password].length >= PASSWORD_MIN_LENGTH;

export const required = (value: string): Check => (value.trim() === '' ? 'validation.required' : null);

/** Exactly 10 digits, except in the Laos build where Lao numbers have 8 to 12 (as the server checks). */
export function checkPhone(phone: string, laos: boolean): Check {
  if (laos) return /^\d{8,12}$/.test(phone) ? null : 'validation.phone10';
  return /^\d{10}$/.test(phone) ? null : 'validation.phone10';
}

/** Beyond the spec: register and change password ask for PASSWORD_MIN_LENGTH characters (as the server does). */
export const checkPasswordLength = (password: string): Check =>
  passwordLongEnough(password) ? null : 'validation.passwordTooShort';

export const checkPasswordsMatch = (password: string, confirm: string): Check =>
  password === confirm ? null : 'validation.passwordMismatch';

/** The first failing check, or null. */
export const firstError = (...checks: Check[]): Check => checks.find((c) => c !== null) ?? null;
