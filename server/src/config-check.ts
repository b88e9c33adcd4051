import fs from 'node:fs';
import path from 'node:path';
import { SANDBOX_LINE_SECRET, SANDBOX_TRUEWALLET_KEY, type Config } from './config.ts';

/**
 * Whether the client build this server serves encrypts True Wallet links with another key than the
 * server's: the client carries the key from `VITE_TRUEWALLET_KEY` at build time, so a build made
 * without it holds the sandbox key, and every link a player sends would be refused TRUELINK_INVALID.
 * No build (an API-only server) has nothing to check.
 */
function clientHasOtherTrueWalletKey({ distDir, trueWalletKey }: Config): boolean {
  const assets = path.join(distDir, 'assets');
  let scripts: string[];
  try {
    scripts = fs.readdirSync(assets).filter((name) => name.endsWith('.js'));
  } catch {
    return false;
  }
  return scripts.length > 0 && !scripts.some((name) => fs.readFileSync(path.join(assets, name), 'utf8').includes(trueWalletKey));
}

/**
 * What production (NODE_ENV=production) refuses to start with: the sandbox (its control API moves
 * money without auth and mints host proofs) and the built-in secrets. `ALLOW_SANDBOX_IN_PRODUCTION=1`
 * lets a public demo run anyway; each start then says so loudly through `warn`.
 */
export function checkProductionConfig(config: Config, warn: (message: string) => void = console.warn): void {
  if (!config.production) return;
  // The reference server has no real SMS gateway or game provider (server/src/providers): said at
  // every production start, as refusing to start would leave production unstartable here.
  warn(
    'WARNING: production runs the reference providers: OTP codes are not sent by SMS (each is kept in the sandbox_sms table) ' +
      'and game accounts exist only on this server. Wire a real SMS gateway and game providers (server/src/providers) before real players.',
  );
  // Allowed (db/index.ts refuses it otherwise), yet one folder in one process: said, as the other allowances are.
  if (!config.databaseUrl && config.allowEmbeddedDb) {
    warn(
      `WARNING: ALLOW_EMBEDDED_DB=1 — production on the embedded database in ${config.dataDir}: one process, no WORKERS, ` +
        'backed up only by copying that folder while the server is stopped. Use DATABASE_URL (PostgreSQL) for real money.',
    );
  }
  // `true` believes X-Forwarded-For from anyone: a client reaching the server directly names any
  // address it likes, and every per-address budget (wrong passwords, sign-ups, uploads) is fresh.
  if (config.trustProxy === true) {
    warn(
      'WARNING: TRUST_PROXY=true believes X-Forwarded-For from every client: unless nothing but your proxy can reach this server, ' +
        'anyone can name any address and escape the per-address budgets. Set TRUST_PROXY=1 (one proxy in front) or its addresses.',
    );
  }
  const refused: string[] = [];
  if (config.sandbox) refused.push('the sandbox is on (SANDBOX=1): its control API pays, approves and mints sign-in proofs for anyone');
  const builtIn: string[] = [];
  if (config.trueWalletKey === SANDBOX_TRUEWALLET_KEY) builtIn.push('TRUEWALLET_KEY');
  // The LINE sandbox secret signs and verifies only the sandbox's own ID tokens: without the sandbox nothing reads it.
  if (config.sandbox && config.lineSandboxSecret === SANDBOX_LINE_SECRET) builtIn.push('LINE_SANDBOX_SECRET');
  if (builtIn.length > 0) refused.push(`built-in secrets in use: set ${builtIn.join(', ')} from the environment`);
  else if (clientHasOtherTrueWalletKey(config)) {
    refused.push(
      `the client in ${config.distDir} was built without this TRUEWALLET_KEY: rebuild it with VITE_TRUEWALLET_KEY set to it, ` +
        'or every True Wallet link a player sends is refused (TRUELINK_INVALID)',
    );
  }
  if (refused.length === 0) return;
  if (!config.allowSandboxInProduction) {
    // The override is offered only where a sandbox or its secrets are the reason: followed to get past
    // a client built with another key, it would also have let a later SANDBOX=1 through with a warning.
    const demo = config.sandbox || builtIn.length > 0;
    throw new Error(
      `NODE_ENV=production refuses to start: ${refused.join('; ')}.` +
        (demo
          ? ' Turn the sandbox off (unset SANDBOX) and set the secrets, or set ALLOW_SANDBOX_IN_PRODUCTION=1 for a public demo ' +
            '(it waives every refusal here, for as long as it is set).'
          : ''),
    );
  }
  for (const reason of refused) {
    warn(`WARNING: ALLOW_SANDBOX_IN_PRODUCTION=1 — running in production although ${reason}. Never do this with real money.`);
  }
}

/**
 * WORKERS=N (N > 1) runs N processes on one port; what they share must live outside any one of
 * them. Refused, with the reason, on the embedded database (a PGlite folder is opened by one
 * process only) and without REDIS_URL (a logout, a chat message or a balance ping would otherwise
 * reach only the process that saw it).
 */
export function checkWorkersConfig(config: Config): void {
  const { workers } = config;
  if (!Number.isInteger(workers) || workers < 1) throw new Error(`WORKERS must be a whole number of processes, 1 or more (got ${workers}).`);
  if (workers === 1) return;
  if (!config.databaseUrl) {
    throw new Error(
      `WORKERS=${workers} refuses to start on the embedded database: it is one process's folder. ` +
        'Set DATABASE_URL (PostgreSQL) and REDIS_URL, or run WORKERS=1.',
    );
  }
  if (!config.redisUrl) {
    throw new Error(
      `WORKERS=${workers} needs REDIS_URL: sessions ended in one process, chat messages and balance pings must reach the others.`,
    );
  }
}
