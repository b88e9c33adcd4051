/**
 * Build-time settings (Vite env variables). Read once here so the rest of the app never touches
 * import.meta.env and tests can see every switch in one file.
 */
const env = import.meta.env;

const flag = (value: string | undefined): boolean => value === '1' || value === 'true';

export const buildConfig = {
  /** The Laos build: Lao default locale, kip, no 10-digit phone rule, currency select at sign-up. */
  laos: flag(env.VITE_LAOS),
  /** Base URL of the API; empty means same origin (the reference server serves the app). */
  apiBaseUrl: env.VITE_API_BASE_URL ?? '',
  /** Games open in a new tab unless the build says the same tab (spec §2 game-account dialog). */
  gameTarget: (env.VITE_GAME_TARGET === 'same' ? 'same' : 'new') as 'new' | 'same',
  /** PAYTIMZ QR minimum, overridable by a build setting (spec §5). */
  paytimzMinimum: Number(env.VITE_PAYTIMZ_MIN ?? 10),
  liffId: env.VITE_LIFF_ID ?? '',
  /** Shared secret for the True Money link encryption (src/lib/truelink.ts); sandbox default. */
  trueWalletKey: env.VITE_TRUEWALLET_KEY || 'sandbox-truewallet-key',
  version: '1.1.14',
} as const;
