import { createClient } from 'redis';
import type { Db } from '../db/index.ts';
import { forgetSessionHashes } from './auth.ts';
import { deploymentId } from '../core/deployment.ts';

/** The Redis channel every server process of one deployment hears revoked sessions on. */
const channelOf = (deployment: string) => `member-wallet:${deployment}:sessions-revoked`;

/**
 * Ends sessions at once in every process. Each process trusts a verified session for a few seconds
 * (http/auth.ts); a logout or a password change deletes the rows and then tells every process to
 * drop them from that cache: this one directly, the others through Redis when REDIS_URL is set.
 * Without Redis another process refuses a revoked session when its cache entry lapses (≤ 10 s).
 */
export class SessionRevocations {
  private pub: ReturnType<typeof createClient> | null = null;
  private sub: ReturnType<typeof createClient> | null = null;
  private readonly listeners: Array<(tokenHashes: readonly string[]) => void> = [];
  private channel = '';

  constructor(private readonly db: Db) {}

  async start(redisUrl: string | undefined): Promise<void> {
    if (!redisUrl) return;
    const pub = createClient({ url: redisUrl });
    const sub = pub.duplicate();
    pub.on('error', (err: Error) => console.error(`Redis (session revocations pub): ${err.message}`));
    sub.on('error', (err: Error) => console.error(`Redis (session revocations sub): ${err.message}`));
    await Promise.all([pub.connect(), sub.connect()]);
    this.channel = channelOf(await deploymentId(this.db));
    await sub.subscribe(this.channel, (message) => {
      try {
        const hashes = JSON.parse(message) as unknown;
        if (Array.isArray(hashes)) this.ended(hashes.filter((h): h is string => typeof h === 'string'));
      } catch {
        // Not ours: ignore.
      }
    });
    this.pub = pub;
    this.sub = sub;
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
    await this.pub?.publish(this.channel, JSON.stringify(tokenHashes));
  }

  async close(): Promise<void> {
    const clients = [this.sub, this.pub].filter((c) => c !== null);
    this.pub = this.sub = null;
    await Promise.all(clients.map((c) => c.quit().catch(() => undefined)));
  }
}
