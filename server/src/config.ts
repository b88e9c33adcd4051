import path from 'node:path';
import { SLIP_MAX_MB } from '../../src/api/contract.ts';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  sandbox: boolean;
  /** Seed the demo member (sandbox only; `DEMO_DATA=0` turns it off). */
  demoData: boolean;
  trueWalletKey: string;
  production: boolean;
  allowEmbeddedDb: boolean;
  /**
   * NODE_ENV=production refuses the sandbox and the built-in secrets unless this is set
   * (`ALLOW_SANDBOX_IN_PRODUCTION=1`, for a public demo); the server then warns at every start.
   */
  allowSandboxInProduction: boolean;
  /**
   * NODE_ENV=production refuses a database the sandbox ran on unless this is set
   * (`ALLOW_SANDBOX_DATABASE=1`): accepted, every session on it ends once (see seed-demo.ts).
   */
  allowSandboxDatabase: boolean;
  /**
   * Which proxies to believe about the client address (`X-Forwarded-For`), Fastify's `trustProxy`:
   * false (default: the socket's peer is the client), true (any), a hop count, or addresses/CIDRs.
   */
  trustProxy: boolean | number | string;
  /** Laos build: phone numbers are not fixed at 10 digits. */
  laos: boolean;
  distDir: string;
  argon2: { memoryCost: number; timeCost: number };
  sessionDays: number;
  qrMinutes: number;
  slipMaxBytes: number;
  logger: boolean;
  /** One log line per request costs more than some handlers; off unless asked for. */
  logRequests: boolean;
  /**
   * The longest a request may take to arrive, body included (`REQUEST_TIMEOUT_MS`): the app's
   * slowest, a slip upload, gives up after 5 minutes (spec §9), so the server waits that and a
   * little more; a client trickling a body a byte at a time no longer holds a socket for ever.
   */
  requestTimeoutMs: number;
  /** Telegram bot token for verifying Mini App initData (see telegramBotTokenOf for the sandbox's). */
  telegramBotToken: string | undefined;
  /** How old a Telegram launch may be and still sign in. */
  telegramMaxAgeSeconds: number;
  /** LINE Login channel id for LINE's ID-token verify endpoint. */
  lineChannelId: string | undefined;
  /** Signs the sandbox's own LINE ID tokens. */
  lineSandboxSecret: string;
  /** Guests' chat files are deleted this many hours after upload (GUEST_UPLOAD_RETENTION_HOURS). */
  guestUploadRetentionHours: number;
  /** Chat bytes all guests behind one client address may upload per hour (GUEST_UPLOAD_MB_PER_HOUR). */
  guestUploadBytesPerHour: number;
  /** Chat bytes one member may upload per hour (MEMBER_UPLOAD_MB_PER_HOUR). */
  memberUploadBytesPerHour: number;
  /** How long an Idempotency-Key replays its first reply before it is purged (IDEMPOTENCY_KEY_HOURS). */
  idempotencyKeyHours: number;
  /**
   * Server processes on the one port (WORKERS, default 1). More than one needs PostgreSQL and Redis
   * (config-check.ts): the embedded database is one process's file, and sessions, chat and balance
   * events cross processes through Redis.
   */
  workers: number;
}

const flag = (v: string | undefined, dflt: boolean): boolean =>
  v === undefined || v === '' ? dflt : v === '1' || v.toLowerCase() === 'true';

const int = (v: string | undefined, dflt: number): number => {
  const n = v === undefined || v === '' ? NaN : Number(v);
  return Number.isInteger(n) ? n : dflt;
};

/** TRUST_PROXY: unset/0/false → false, `true` → any proxy, N → N hops, else addresses/CIDRs (comma-separated). */
function trustProxyOf(v: string | undefined): boolean | number | string {
  const value = (v ?? '').trim();
  if (value === '' || value === '0' || value.toLowerCase() === 'false') return false;
  if (value.toLowerCase() === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

// A sandbox default key lets the demo work out of the box; production must set its own.
export const SANDBOX_TRUEWALLET_KEY = 'sandbox-truewallet-key';
export const SANDBOX_TELEGRAM_BOT_TOKEN = '123456:sandbox-bot-token';
export const SANDBOX_LINE_SECRET = 'sandbox-line-secret';

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const production = env.NODE_ENV === 'production';
  const sandbox = flag(env.SANDBOX, false);
  return {
    port: int(env.PORT, 8080),
    // The sandbox's control API pays QRs, reads OTPs and mints sign-in proofs without a sign-in: with
    // it on, only this machine is listened to unless HOST says otherwise (a phone on the network).
    host: env.HOST ?? (sandbox ? '127.0.0.1' : '0.0.0.0'),
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    sandbox,
    demoData: flag(env.DEMO_DATA, true),
    trueWalletKey: env.TRUEWALLET_KEY || SANDBOX_TRUEWALLET_KEY,
    production,
    allowEmbeddedDb: flag(env.ALLOW_EMBEDDED_DB, false),
    allowSandboxInProduction: flag(env.ALLOW_SANDBOX_IN_PRODUCTION, false),
    allowSandboxDatabase: flag(env.ALLOW_SANDBOX_DATABASE, false),
    trustProxy: trustProxyOf(env.TRUST_PROXY),
    requestTimeoutMs: int(env.REQUEST_TIMEOUT_MS, 310_000),
    laos: flag(env.VITE_LAOS ?? env.LAOS, false),
    distDir: path.resolve(env.DIST_DIR ?? './dist'),
    // Test runs lower these through the environment; the defaults follow OWASP's argon2id minimum.
    argon2: { memoryCost: int(env.ARGON2_MEMORY_KIB, 19456), timeCost: int(env.ARGON2_TIME_COST, 2) },
    sessionDays: 30,
    qrMinutes: int(env.QR_MINUTES, 15),
    slipMaxBytes: SLIP_MAX_MB * 1024 * 1024,
    logger: flag(env.LOG, !env.VITEST),
    logRequests: flag(env.LOG_REQUESTS, false),
    telegramBotToken: env.TELEGRAM_BOT_TOKEN || undefined,
    telegramMaxAgeSeconds: int(env.TELEGRAM_AUTH_MAX_AGE, 86_400),
    lineChannelId: env.LINE_CHANNEL_ID || undefined,
    lineSandboxSecret: env.LINE_SANDBOX_SECRET || SANDBOX_LINE_SECRET,
    guestUploadRetentionHours: int(env.GUEST_UPLOAD_RETENTION_HOURS, 72),
    guestUploadBytesPerHour: int(env.GUEST_UPLOAD_MB_PER_HOUR, 50) * 1024 * 1024,
    memberUploadBytesPerHour: int(env.MEMBER_UPLOAD_MB_PER_HOUR, 100) * 1024 * 1024,
    idempotencyKeyHours: int(env.IDEMPOTENCY_KEY_HOURS, 24),
    workers: int(env.WORKERS, 1),
    ...overrides,
  };
}

/**
 * The bot token initData is signed and checked with. The sandbox mints launches for anyone, so it
 * only ever uses its own token: signing with the real one (TELEGRAM_BOT_TOKEN) would hand out
 * proofs the real bot's production server accepts.
 */
export const telegramBotTokenOf = (config: Config): string | undefined =>
  config.sandbox ? SANDBOX_TELEGRAM_BOT_TOKEN : config.telegramBotToken;
