import type { ChatConversation } from './contract';
import { buildConfig } from '../config/build';
import { limits } from '../lib/constants';
import { isChunkLoadError } from '../lib/lazyWithRetry';

/** Where the live connection stands; the widget shows a notice for everything but `connected`. */
export type ChatConnectionStatus = 'idle' | 'connecting' | 'connected' | 'reconnecting';

/** Who the socket is, told in the handshake: a member's token or a guest's id. Read again on every reconnect. */
export interface ChatAuth {
  token?: string;
  guestId?: string;
}

/**
 * The real-time connection (spec §7 "Real-time connection") behind a small interface, so stores
 * and stories never see socket.io: stories and tests hand in a fake. One transport listens to one
 * event of a room: chat's `messaging`, or the member's `wallet` pings for the live balance.
 */
export interface RealtimeTransport<T> {
  /** Connects (loading the client library on first use) and joins `room` on every (re)connect. */
  connect(room: string, auth: () => ChatAuth): Promise<void>;
  /** The transport's event; returns the unsubscribe function. */
  onMessage(listener: (message: T) => void): () => void;
  onStatus(listener: (status: ChatConnectionStatus) => void): () => void;
  disconnect(): void;
}

export type ChatTransport = RealtimeTransport<ChatConversation>;
export type CreateChatTransport = () => ChatTransport;

class Listeners<T> {
  private readonly set = new Set<(value: T) => void>();
  add(listener: (value: T) => void): () => void {
    this.set.add(listener);
    return () => this.set.delete(listener);
  }
  emit(value: T): void {
    for (const listener of [...this.set]) listener(value);
  }
  clear(): void {
    this.set.clear();
  }
}

/** The events the server pushes (a chat entry, a balance change), and the one that puts a socket in a room. */
export const chatEvents = { message: 'messaging', wallet: 'wallet', join: 'join' } as const;

/**
 * socket.io-client, downloaded on first use. A download lost to the network (the chat opened as the
 * phone went into a tunnel) is tried again when the connection is back, or every few seconds:
 * otherwise the panel said "reconnecting" until a reload and no answer ever arrived. Resolves null
 * once `closed` says nobody waits for it any more.
 */
async function socketClient(closed: () => boolean, waiting: () => void): Promise<typeof import('socket.io-client') | null> {
  for (;;) {
    try {
      return await import('socket.io-client');
    } catch (error) {
      if (!isChunkLoadError(error)) throw error;
      waiting();
      await new Promise<void>((resolve) => {
        const again = () => {
          window.removeEventListener('online', again);
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(again, limits.socketCheckMs);
        window.addEventListener('online', again);
      });
      if (closed()) return null;
    }
  }
}

/**
 * socket.io on the API's origin. The client library is imported only here and only when a widget
 * opens (DESIGN.md §7), so it stays out of the main bundle. Reconnects every 500 ms without limit;
 * the 5 s check also revives a socket the server disconnected on purpose, which socket.io itself
 * does not retry.
 */
export function createSocketTransport(): ChatTransport;
export function createSocketTransport<T>(event: string): RealtimeTransport<T>;
export function createSocketTransport<T>(event: string = chatEvents.message): RealtimeTransport<T> {
  const messages = new Listeners<T>();
  const statuses = new Listeners<ChatConnectionStatus>();
  let closed = false;
  let teardown: (() => void) | null = null;

  return {
    async connect(room, auth) {
      closed = false;
      statuses.emit('connecting');
      const client = await socketClient(
        () => closed,
        () => statuses.emit('reconnecting'),
      );
      if (!client || closed) return;
      const { io } = client;
      const socket = io(buildConfig.apiBaseUrl || window.location.origin, {
        reconnection: true,
        reconnectionAttempts: Infinity,
        reconnectionDelay: limits.socketReconnectMs,
        reconnectionDelayMax: limits.socketReconnectMs,
        randomizationFactor: 0,
        // WebSocket first: one connection, no polling handshake and upgrade, and what a server
        // running several worker processes accepts (it has no sticky sessions for long-polling).
        // Long-polling stays the fallback where a network blocks WebSocket (one-process servers).
        transports: ['websocket', 'polling'],
        tryAllTransports: true,
        auth: (give) => give({ ...auth() }),
      });
      socket.on('connect', () => {
        // Rooms do not survive a reconnect (or a server restart): join again every time.
        // The server acks with { ok }; a refused join (wrong identity) is not a working chat.
        socket.emit(chatEvents.join, room, (reply?: { ok?: boolean }) =>
          statuses.emit(reply?.ok === false ? 'reconnecting' : 'connected'),
        );
      });
      socket.on('disconnect', () => statuses.emit('reconnecting'));
      socket.on('connect_error', () => statuses.emit('reconnecting'));
      socket.on(event, (message: T) => messages.emit(message));
      const check = setInterval(() => {
        if (!socket.connected && !socket.active) socket.connect();
      }, limits.socketCheckMs);
      // Back online: an attempt made while offline can hang until its 20 s connection timeout (seen
      // in the chat after a network cut: a reply to a message sent on the way back never came), so
      // start afresh at once rather than after it.
      const onOnline = () => {
        if (!socket.connected) socket.disconnect().connect();
      };
      window.addEventListener('online', onOnline);
      teardown = () => {
        window.removeEventListener('online', onOnline);
        clearInterval(check);
        socket.removeAllListeners();
        socket.disconnect();
      };
    },
    onMessage: (listener) => messages.add(listener),
    onStatus: (listener) => statuses.add(listener),
    disconnect() {
      closed = true;
      teardown?.();
      teardown = null;
      statuses.emit('idle');
      messages.clear();
      statuses.clear();
    },
  };
}

/** A transport driven by hand, for stories and unit tests (no network). */
export interface FakeChatTransport extends ChatTransport {
  /** Rooms joined, in order, with the handshake auth of each. */
  readonly rooms: string[];
  readonly auths: ChatAuth[];
  /** Delivers a `messaging` event. */
  push(message: ChatConversation): void;
  setStatus(status: ChatConnectionStatus): void;
  readonly connected: boolean;
}

export function createFakeTransport(options: { status?: ChatConnectionStatus } = {}): FakeChatTransport {
  const messages = new Listeners<ChatConversation>();
  const statuses = new Listeners<ChatConnectionStatus>();
  const rooms: string[] = [];
  const auths: ChatAuth[] = [];
  let connected = false;
  return {
    rooms,
    auths,
    get connected() {
      return connected;
    },
    async connect(room, auth) {
      rooms.push(room);
      auths.push(auth());
      connected = true;
      statuses.emit(options.status ?? 'connected');
    },
    onMessage: (listener) => messages.add(listener),
    onStatus: (listener) => statuses.add(listener),
    disconnect() {
      connected = false;
      messages.clear();
      statuses.clear();
    },
    push: (message) => messages.emit(message),
    setStatus: (status) => statuses.emit(status),
  };
}
