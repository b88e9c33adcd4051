import type { Server as HttpServer } from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import { redisPair } from './redis-pair.ts';
import { deploymentId } from './deployment.ts';
import { Server as IoServer, type Socket } from 'socket.io';
import type { Db } from '../db/index.ts';
import { hashToken, revokedJustNow } from '../http/auth.ts';
import { cachedSetting } from './settings.ts';

/** A guest id is the client's random id: not all digits, so it can never name a member's room. */
export const GUEST_ID = /^(?!\d+$)[A-Za-z0-9_-]{8,100}$/;

interface SocketData {
  memberId: bigint | null;
  guestId: string | null;
  /** The member's session (hash of the handshake token), so ending the session ends the socket too. */
  tokenHash: string | null;
  /** When that session expires (ms): the socket ends with it. */
  expiresAt: number | null;
}

/** setTimeout's longest wait; a session lives 30 days, so its timer is re-armed until then. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

async function sessionOfToken(db: Db, token: unknown): Promise<{ memberId: bigint; expiresAt: number } | null> {
  if (typeof token !== 'string' || !token) return null;
  const session = await db.selectFrom('sessions').select(['member_id', 'expires_at']).where('token_hash', '=', hashToken(token)).executeTakeFirst();
  return session && session.expires_at.getTime() > Date.now() ? { memberId: session.member_id, expiresAt: session.expires_at.getTime() } : null;
}

/** Disconnects the socket when its session expires (a socket is checked at its handshake only). */
function endAtExpiry(socket: Socket, expiresAt: number): void {
  let timer: NodeJS.Timeout;
  const arm = () => {
    const left = expiresAt - Date.now();
    if (left <= 0) return void socket.disconnect(true);
    timer = setTimeout(arm, Math.min(left, LONGEST_TIMER_MS)).unref();
  };
  arm();
  socket.once('disconnect', () => clearTimeout(timer));
}

/**
 * socket.io on the API's own port. A socket says who it is in the handshake (`auth: { token }` for
 * a member, `auth: { guestId }` for a guest) and may then join only its own room,
 * `${PREFIX}-${memberId}` or `${PREFIX}-${guestId}`. With REDIS_URL the Redis adapter carries
 * emits between server processes. Events: `messaging` (a chat message), `wallet` (balance moved).
 */
export class Realtime {
  private io: IoServer | null = null;
  private db: Db | null = null;
  private closers: Array<() => Promise<unknown>> = [];

  /**
   * `websocketOnly` with several worker processes on one port (WORKERS > 1): a long-polling
   * session is a series of requests that must all reach the process holding it, and the kernel
   * spreads connections over the workers; one WebSocket is one connection, so it needs no sticky
   * sessions. The client asks for WebSocket first (src/api/realtime.ts).
   */
  constructor(private readonly options: { websocketOnly?: boolean } = {}) {}

  async attach(httpServer: HttpServer, db: Db, redisUrl: string | undefined): Promise<void> {
    // Only with Redis: one process alone never shares its rooms.
    const deployment = redisUrl ? await deploymentId(db) : '';
    const io = new IoServer<Record<string, never>, Record<string, never>, Record<string, never>, SocketData>(httpServer, {
      // No CORS: the app opens its socket from the API's own origin (as the API itself has no CORS),
      // so a page elsewhere cannot read a long-polling reply. A socket names its member by the
      // handshake's token, never by a cookie, so a foreign page's WebSocket carries nobody's session.
      transports: this.options.websocketOnly ? ['websocket'] : ['polling', 'websocket'],
    });
    if (redisUrl) {
      // Publishes queue while Redis is away: an emit to the other processes waits, it is not lost.
      const redis = await redisPair(redisUrl, 'socket.io', { dropWhileOffline: false });
      // The adapter subscribes as it is made, so it is made once Redis is there. Sockets opened before
      // (Redis away at the start) are in the in-process adapter's rooms, which the shared one does
      // not know: their connections are dropped without a goodbye, so their clients reconnect and
      // join again (src/api/realtime.ts joins on every connect).
      await redis.whenConnected(async () => {
        const early = [...io.of('/').sockets.values()];
        // Channels of this deployment only (core/deployment.ts); the adapter's default key is shared by all.
        io.adapter(createAdapter(redis.pub, redis.sub, { key: `socket.io#${deployment}` }));
        for (const socket of early) socket.conn.close();
      });
      this.closers.push(() => redis.close());
    }
    io.use((socket, next) => {
      const auth = (socket.handshake.auth ?? {}) as Record<string, unknown>;
      sessionOfToken(db, auth.token).then(
        (session) => {
          const memberId = session?.memberId ?? null;
          if (auth.token !== undefined && memberId === null) return next(new Error('UNAUTHORIZED'));
          const guestId = typeof auth.guestId === 'string' && GUEST_ID.test(auth.guestId) ? auth.guestId : null;
          // Nobody (the app always says who): no room it could join, so no socket to keep.
          if (memberId === null && guestId === null) return next(new Error('UNAUTHORIZED'));
          const tokenHash = memberId === null ? null : hashToken(auth.token as string);
          socket.data = { memberId, guestId, tokenHash, expiresAt: session?.expiresAt ?? null };
          next();
        },
        () => next(new Error('INTERNAL_SERVER_ERROR')),
      );
    });
    io.on('connection', (socket: Socket) => {
      const { tokenHash, expiresAt } = socket.data as SocketData;
      // Revoked between the handshake's read and now: the logout's disconnect came before this socket.
      if (tokenHash !== null && revokedJustNow(db, tokenHash)) return void socket.disconnect(true);
      if (expiresAt !== null) endAtExpiry(socket, expiresAt);
      socket.on('join', (room: unknown, ack?: unknown) => {
        const reply = typeof ack === 'function' ? (ack as (r: object) => void) : () => {};
        // Cached: a join is an event any socket may send in a loop, not a read of the database each.
        void cachedSetting(db, 'chat').then(({ prefix }) => {
          const data = socket.data as SocketData;
          const own = data.memberId !== null ? `${prefix}-${data.memberId}` : data.guestId !== null ? `${prefix}-${data.guestId}` : null;
          if (typeof room !== 'string' || room !== own) return reply({ ok: false, message: 'UNAUTHORIZED' });
          void socket.join(room);
          reply({ ok: true, room });
        });
      });
    });
    this.io = io as unknown as IoServer;
    this.db = db;
    this.closers.unshift(() => new Promise<void>((resolve) => io.close(() => resolve())));
  }

  /** Disconnects this process's sockets opened with any of these (revoked) sessions. */
  endSessions(tokenHashes: readonly string[]): void {
    if (!this.io || tokenHashes.length === 0) return;
    const ended = new Set(tokenHashes);
    for (const socket of this.io.of('/').sockets.values()) {
      const { tokenHash } = socket.data as SocketData;
      if (tokenHash !== null && ended.has(tokenHash)) socket.disconnect(true);
    }
  }

  emit(room: string, event: 'messaging' | 'wallet', payload: unknown): void {
    this.io?.to(room).emit(event, payload);
  }

  /**
   * Tells the member's open screens that their balances moved (`wallet`, no figures: each reloads
   * from the ledger). After every money move the member makes too, not only a deposit or a game
   * round: the same member on another device (a phone beside the Telegram app) would otherwise
   * offer money already moved. The room's prefix is the cached setting: no query on the move's path.
   */
  pingMember(memberId: bigint): void {
    const { io, db } = this;
    if (!io || !db) return;
    void memberRoom(db, memberId).then(
      (room) => io.to(room).emit('wallet', {}),
      () => undefined,
    );
  }

  async close(): Promise<void> {
    for (const close of this.closers.splice(0)) await close().catch(() => undefined);
    this.io = null;
  }
}

/** The room a member's events go to (the prefix is the cached setting: asked on every money move). */
export async function memberRoom(db: Db, memberId: bigint): Promise<string> {
  return `${(await cachedSetting(db, 'chat')).prefix}-${memberId}`;
}
