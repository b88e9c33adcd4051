/**
 * Chat delivery latency across two server processes sharing PostgreSQL and Redis: a member's
 * socket on process B, the operator's reply posted through process A (sandbox), timed from the
 * POST until the message arrives on B's socket. Sequential, one message at a time.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { io as connect, type Socket } from 'socket.io-client';
import { startApp, type RunningApp } from '../tests/e2e/app-process.ts';
import { bearer, closeIdleSockets, percentile, request, seedMembers } from './bench-load.ts';

export interface ChatFigures {
  messages: number;
  lost: number;
  p50: number;
  p99: number;
}

const waitFor = (socket: Socket, text: string, timeoutMs: number) =>
  new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => done(false), timeoutMs);
    const on = (m: { message?: { payload?: unknown } }) => {
      if (m.message?.payload === text) done(true);
    };
    const done = (arrived: boolean) => {
      clearTimeout(timer);
      socket.off('messaging', on);
      resolve(arrived);
    };
    socket.on('messaging', on);
  });

export async function measureChatLatency(databaseUrl: string, redisUrl: string, messages = 100): Promise<ChatFigures> {
  const env = {
    LOG: '0',
    HOST: '127.0.0.1',
    ARGON2_MEMORY_KIB: '1024',
    ARGON2_TIME_COST: '1',
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
  };
  const dirs = [0, 1].map(() => fs.mkdtempSync(path.join(os.tmpdir(), 'mw-bench-chat-')));
  const apps: RunningApp[] = [];
  let socket: Socket | undefined;
  try {
    apps.push(await startApp({ ...env, DATA_DIR: dirs[0]! }));
    // A room prefix of this run's own, so other runs on the same Redis stay apart.
    const prefix = `bench${randomBytes(4).toString('hex')}`;
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query(`UPDATE settings SET value = $1 WHERE key = 'chat'`, [JSON.stringify({ prefix })]);
    await client.end();
    apps.push(await startApp({ ...env, DATA_DIR: dirs[1]! }));
    const [a, b] = apps as [RunningApp, RunningApp];
    const [member] = await seedMembers(a.port, 1, 100);
    const profile = await request(a.port, 'GET', '/api/account/profile', undefined, bearer(member!.token));
    const memberId = String((profile.json.profile as { _id: string })._id);
    socket = connect(b.url, { auth: { token: member!.token }, transports: ['websocket'], reconnection: false });
    await new Promise<void>((resolve, reject) => {
      socket!.once('connect', resolve);
      socket!.once('connect_error', reject);
    });
    const joined = (await socket.timeout(5000).emitWithAck('join', `${prefix}-${memberId}`)) as { ok: boolean };
    if (!joined.ok) throw new Error('chat bench: join refused');
    const latencies: number[] = [];
    let lost = 0;
    for (let i = 0; i < messages; i++) {
      const text = `bench ${i}`;
      const arrived = waitFor(socket, text, 5000);
      const t = performance.now();
      await request(a.port, 'POST', '/api/sandbox/chat/reply', {
        userId: memberId,
        message: { message_type: 'text', payload: text },
      });
      if (await arrived) latencies.push(performance.now() - t);
      else lost++;
    }
    latencies.sort((x, y) => x - y);
    return { messages, lost, p50: percentile(latencies, 0.5), p99: percentile(latencies, 0.99) };
  } finally {
    socket?.close();
    closeIdleSockets();
    for (const app of apps) await app.stop();
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  }
}
