/**
 * What the sign-in screen needs of the validation rules (a field left empty, a phone number's
 * digits), in a module of its own: the rest of them (names, Lao spellings, passwords) load with
 * the screens that use them, not in the sign-in screen's download (issue 21: its budget).
 */
export type Check = string | null;

export const required = (value: string): Check => (value.trim() === '' ? 'validation.required' : null);

/** Thai (๐–๙) and Lao (໐–໙) digits, as a Thai or Lao keyboard types them, as 0–9 (their code points end in the digit). */
export const asciiDigits = (typed: string): string => typed.replace(/[\u0E50-\u0E59\u0ED0-\u0ED9]/g, (d) => String(d.charCodeAt(0) & 0xf));

/** A phone number as typed or pasted (`081-234 5678`, `(081) 2345678`, `+856 20…`, `๐๘๑…`): its digits. */
export const phoneDigits = (typed: string): string => asciiDigits(typed).replace(/[\s().+-]/g, '');
