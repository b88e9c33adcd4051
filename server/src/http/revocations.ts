import type { Db } from '../db/index.ts';
import { forgetSessionHashes } from './auth.ts';
import { deploymentId } from '../core/deployment.ts';
import { redisPair, settledWithin, type RedisPair } from '../core/redis-pair.ts';

/** How long a logout or a password change waits to tell the other processes before it answers anyway. */
const PUBLISH_WAIT_MS = 1_000;

/** The Redis channel every server process of one deployment hears revoked sessions on. */
const revocationChannel = (deployment: string) => `member-wallet:${deployment}:sessions-revoked`;

/**
 * Ends sessions at once in every process. Each process trusts a verified session for a few seconds
 * (http/auth.ts); a logout or a password change deletes the rows and then tells every process to
 * drop them from that cache: this one directly, the others through Redis when REDIS_URL is set.
 * Without Redis another process refuses a revoked session when its cache entry lapses (≤ 10 s).
 */
export class SessionRevocations {
  private redis: RedisPair | null = null;
  private readonly listeners: Array<(tokenHashes: readonly string[]) => void> = [];
  private channel = '';

  constructor(private readonly db: Db) {}

  async start(redisUrl: string | undefined): Promise<void> {
    if (!redisUrl) return;
    this.channel = revocationChannel(await deploymentId(this.db));
    // A publish fails at once while Redis is away: the rows are already deleted, and the other
    // processes drop their cached copy within 10 s anyway, so a logout must not wait for Redis.
    const redis = await redisPair(redisUrl, 'session revocations', { dropWhileOffline: true });
    await redis.whenConnected(() =>
      redis.sub.subscribe(this.channel, (message) => {
        try {
          const hashes = JSON.parse(message) as unknown;
          if (Array.isArray(hashes)) this.ended(hashes.filter((h): h is string => typeof h === 'string'));
        } catch {
          // Not ours: ignore.
        }
      }),
    );
    this.redis = redis;
  }

  /** Also told, in every process, which sessions ended (the socket server disconnects their sockets). */
  onRevoked(listener: (tokenHashes: readonly string[]) => void): void {
    this.listeners.push(listener);
  }

  private ended(tokenHashes: readonly string[]): void {
    forgetSessionHashes(this.db, tokenHashes);
    for (const listener of this.listeners) listener(tokenHashes);
  }

  /** Call after the session rows are deleted (committed): no process trusts these token hashes any more. */
  async revoke(tokenHashes: string[]): Promise<void> {
    if (tokenHashes.length === 0) return;
    this.ended(tokenHashes);
    if (this.redis) await settledWithin(this.redis.pub.publish(this.channel, JSON.stringify(tokenHashes)), PUBLISH_WAIT_MS);
  }

  async close(): Promise<void> {
    const redis = this.redis;
    this.redis = null;
    await redis?.close();
  }
}
