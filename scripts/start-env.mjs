// The environment `npm start` gives the server: the sandbox on by default for a demo or a
// developer, never by default under NODE_ENV=production (the server refuses it there unless
// ALLOW_SANDBOX_IN_PRODUCTION=1). Anything set in the environment wins.
export function serverEnv(env) {
  return env.NODE_ENV === 'production' ? { ...env } : { SANDBOX: '1', ...env };
}
