// The environment `npm start` gives the server: the sandbox on by default for a demo or a
// developer, never by default under NODE_ENV=production (the server refuses it there unless
// ALLOW_SANDBOX_IN_PRODUCTION=1). Anything set in the environment wins.
export function serverEnv(env) {
  return env.NODE_ENV === 'production' ? { ...env } : { SANDBOX: '1', ...env };
}

// The environment `npm start` builds the client with: the True Wallet key the client encrypts links
// with is the server's own (TRUEWALLET_KEY, else the sandbox's, as server/src/config.ts defaults it)
// unless VITE_TRUEWALLET_KEY says otherwise, so a start always builds a client its server can read —
// a production start with its own key is not refused, a sandbox start after it is not left unpaid.
// Likewise the Laos build: `LAOS=1 npm start` (the README's) builds the Lao client for the Lao
// server (the server reads VITE_LAOS or LAOS; the build only VITE_LAOS).
export function clientBuildEnv(env) {
  return {
    ...env,
    VITE_TRUEWALLET_KEY: env.VITE_TRUEWALLET_KEY || env.TRUEWALLET_KEY || 'sandbox-truewallet-key',
    VITE_LAOS: env.VITE_LAOS ?? env.LAOS ?? '',
  };
}

// What a client build is made for, beyond its sources: a build for another key or country is stale.
export const buildFlavour = (buildEnv) => `${buildEnv.VITE_TRUEWALLET_KEY}\n${buildEnv.VITE_LAOS}`;
