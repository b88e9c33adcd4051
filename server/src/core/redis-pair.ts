import { createClient } from 'redis';

type RedisClient = ReturnType<typeof createClient>;

/** How long a start waits for Redis before it goes on without it. */
const START_WAIT_MS = 5_000;

/** Resolves true once `work` has settled, false if `ms` passed first; never rejects. */
export function settledWithin(work: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  const settled = work.then(
    () => true,
    () => true,
  );
  return Promise.race([settled, deadline]).finally(() => clearTimeout(timer));
}

export interface RedisPair {
  /** Publishes; with `dropWhileOffline` a command fails at once while Redis is away instead of queueing. */
  pub: RedisClient;
  /** Subscribes; its commands queue until Redis is there, and node-redis subscribes again after a reconnect. */
  sub: RedisClient;
  /**
   * Runs `subscribe` once the subscriber is connected: at once (awaited, a few seconds at most) if
   * it is, else on its first connection. Found: a subscription queued while node-redis retries is
   * made on the server but its listener is never called.
   */
  whenConnected(subscribe: () => Promise<unknown>): Promise<void>;
  close(): Promise<void>;
}

type Command = (...args: unknown[]) => Promise<unknown>;

/**
 * Commands sent without waiting for their reply (the socket.io adapter never catches its publishes
 * and subscriptions): a refusal — Redis gone mid-command, or the client closed with commands still
 * queued — is logged instead of rejecting unhandled, which would end the process.
 */
function logRefusals(client: RedisClient, label: string, names: readonly string[]): void {
  const commands = client as unknown as Record<string, Command>;
  for (const name of names) {
    const send = commands[name]!.bind(client);
    commands[name] = (...args) => {
      const reply = send(...args);
      reply.catch((err: Error) => console.error(`Redis (${label}) ${name}: ${err.message}`));
      return reply;
    };
  }
}

/**
 * A publisher and a subscriber on one Redis, for what Redis only speeds up or spreads between
 * processes (revoked sessions, socket.io rooms): everything a member's money and sessions rest on
 * lives in the database. So a process does not wait on Redis for long: it waits a few seconds at
 * its start (the usual case: Redis is up and every worker hears the others from its first request)
 * and then serves without it, node-redis reconnecting in the background. Found: with Redis down a
 * restarted worker never listened, and a logout waited on a queued publish until Redis came back.
 */
export async function redisPair(url: string, label: string, options: { dropWhileOffline: boolean }): Promise<RedisPair> {
  const pub = createClient({ url, disableOfflineQueue: options.dropWhileOffline });
  const sub = createClient({ url });
  pub.on('error', (err: Error) => console.error(`Redis (${label} pub): ${err.message}`));
  sub.on('error', (err: Error) => console.error(`Redis (${label} sub): ${err.message}`));
  logRefusals(pub, `${label} pub`, ['publish']);
  logRefusals(sub, `${label} sub`, ['subscribe', 'unsubscribe', 'pSubscribe', 'pUnsubscribe']);
  // Retried by node-redis until it connects; a failure here is only ever logged by the handlers above.
  const connected = Promise.all([pub.connect(), sub.connect()]);
  await settledWithin(connected, START_WAIT_MS);
  if (!pub.isReady || !sub.isReady) console.warn(`Redis (${label}) not reachable at start: serving without it, reconnecting in the background.`);
  const close = async (client: RedisClient) => {
    if (client.isReady) await client.quit().catch(() => client.destroy());
    else client.destroy();
  };
  const whenConnected = async (subscribe: () => Promise<unknown>) => {
    if (sub.isReady) await settledWithin(subscribe(), START_WAIT_MS);
    else sub.once('ready', () => void subscribe());
  };
  return { pub, sub, whenConnected, close: async () => void (await Promise.all([close(pub), close(sub)])) };
}
