import { AxiosError, AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatConversation } from '../../api/contract';
import { http } from '../../api/http';
import { setToken } from '../../lib/session';
import { storageKeys } from '../../lib/storage';
import {
  chat,
  newChat,
  receive,
  remove,
  resend,
  resendUnsent,
  resetChat,
  sendFile,
  sendText,
  setChatOpen,
  startChat,
  loadOlder,
  retryHistory,
  type ChatMessageState,
} from './store';
import { createFakeTransport, type FakeChatTransport } from '../../api/realtime';
import { subscribe } from 'valtio';

type Handler = (config: InternalAxiosRequestConfig, body: unknown) => unknown | Promise<unknown>;

class HttpFailure {
  constructor(
    readonly status: number,
    readonly code: string,
  ) {}
}

/** A small chat server in the test: routes by method and path, records every call. */
function fakeServer(routes: Record<string, Handler>) {
  const calls: Array<{ route: string; body: unknown }> = [];
  const adapter: AxiosAdapter = async (config) => {
    const route = `${config.method?.toUpperCase()} ${config.url?.split('?')[0]}`;
    const body = typeof config.data === 'string' ? (JSON.parse(config.data) as unknown) : config.data;
    calls.push({ route, body });
    const handler = routes[route];
    const answer = handler ? await handler(config, body) : new HttpFailure(404, 'NO_DATA');
    if (answer instanceof HttpFailure) {
      const response = {
        data: { message: answer.code },
        status: answer.status,
        statusText: '',
        headers: new AxiosHeaders(),
        config,
      };
      throw new AxiosError('failed', 'ERR_BAD_RESPONSE', config, undefined, response);
    }
    return { data: answer, status: 200, statusText: '', headers: new AxiosHeaders(), config };
  };
  return { adapter, calls, count: (route: string) => calls.filter((c) => c.route === route).length };
}

const entry = (n: number, sender: 'customer' | 'others' = n % 2 ? 'others' : 'customer'): ChatConversation => ({
  _id: `m${n}`,
  sender,
  message: { message_type: 'text', text: `message ${n}` },
  createdAt: new Date(Date.UTC(2025, 0, 1, 0, n)).toISOString(),
  session_id: null,
  userId: null,
  guestId: 'g-1',
  username: null,
  name: null,
  deviceToken: null,
});

/** `count` stored entries, answered newest first as the server does. */
function historyOf(count: number): Handler {
  const all = Array.from({ length: count }, (_, i) => entry(i + 1));
  return (_config, body) => {
    const { skip, limit } = body as { skip: number; limit: number };
    const newestFirst = [...all].reverse();
    return { conversations: newestFirst.slice(skip, skip + limit), total: all.length };
  };
}

const deferred = <T>() => {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
};

const image = (size = 2048) => new File([new Uint8Array(size)], 'cat.png', { type: 'image/png' });

/** Every state a message passes through, in order. */
function statesOf(key: () => string | undefined): ChatMessageState[] {
  const seen: ChatMessageState[] = [];
  const record = () => {
    const message = chat.messages.find((m) => m.key === key());
    if (message && seen[seen.length - 1] !== message.state) seen.push(message.state);
  };
  subscribe(chat, record, true);
  return seen;
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const settle = async (times = 5) => {
  for (let i = 0; i < times; i += 1) await flush();
};

describe('chat store (spec §4 chat states, §7 chat)', () => {
  const original = http.defaults.adapter;
  let transport: FakeChatTransport;
  const start = () => startChat({ createTransport: () => transport });

  beforeEach(() => {
    resetChat();
    transport = createFakeTransport();
  });
  afterEach(() => {
    resetChat();
    http.defaults.adapter = original;
    vi.useRealTimers();
  });

  it('a guest chats under a generated guest-id kept locally and joins prefix-guestId', async () => {
    const server = fakeServer({
      'GET /api/chat/config': () => ({ PREFIX: 'wallet', socket: true }),
      'POST /api/chat/history': historyOf(0),
    });
    http.defaults.adapter = server.adapter;
    await start();
    const id = window.localStorage.getItem(storageKeys.guestId);
    expect(id).toMatch(/.{8,}/);
    expect(chat.identity).toMatchObject({ userId: null, guestId: id });
    expect(transport.rooms).toEqual([`wallet-${id}`]);
    expect(transport.auths).toEqual([{ guestId: id }]);
    expect(server.calls.find((c) => c.route === 'POST /api/chat/history')?.body).toEqual({
      userId: null,
      guestId: id,
      limit: 10,
      skip: 0,
    });

    // The same id next time.
    resetChat();
    await start();
    expect(chat.identity?.guestId).toBe(id);
  });

  it('a member chats under the user id and joins prefix-userId', async () => {
    setToken('tok', true);
    http.defaults.adapter = fakeServer({
      'GET /api/account/profile': () => ({
        profile: { _id: 'u42', name: 'Somchai', username: '0812345678', createdAt: '', coin: 0 },
        bankAccount: {},
      }),
      'GET /api/chat/config': () => ({ PREFIX: 'p', socket: true }),
      'POST /api/chat/history': historyOf(0),
    }).adapter;
    await start();
    expect(chat.identity).toEqual({ userId: 'u42', guestId: null, username: '0812345678', name: 'Somchai' });
    expect(transport.rooms).toEqual(['p-u42']);
    expect(transport.auths).toEqual([{ token: 'tok' }]);
  });

  it('does not connect when the server has no socket backend', async () => {
    http.defaults.adapter = fakeServer({
      'GET /api/chat/config': () => ({ PREFIX: 'p', socket: false }),
      'POST /api/chat/history': historyOf(3),
    }).adapter;
    const create = vi.fn(() => transport);
    await startChat({ createTransport: create });
    expect(create).not.toHaveBeenCalled();
    expect(chat.messages).toHaveLength(3);
  });

  it('loads history 10 a page, oldest first, older pages prepended', async () => {
    const server = fakeServer({
      'GET /api/chat/config': () => ({ PREFIX: 'p', socket: true }),
      'POST /api/chat/history': historyOf(23),
    });
    http.defaults.adapter = server.adapter;
    await start();
    expect(chat.messages.map((m) => m.id)).toEqual(Array.from({ length: 10 }, (_, i) => `m${i + 14}`));
    expect(chat.hasMore).toBe(true);
    await loadOlder();
    expect(chat.messages.map((m) => m.id).slice(0, 3)).toEqual(['m4', 'm5', 'm6']);
    expect(chat.messages).toHaveLength(20);
    await loadOlder();
    expect(chat.messages.map((m) => m.id)[0]).toBe('m1');
    expect(chat.hasMore).toBe(false);
    expect(
      server.calls.filter((c) => c.route === 'POST /api/chat/history').map((c) => (c.body as { skip: number }).skip),
    ).toEqual([0, 10, 20]);
  });

  it('text: blank and over 2000 characters are not sent; a sent one succeeds with its server id', async () => {
    const server = fakeServer({
      'GET /api/chat/config': () => ({ PREFIX: 'p', socket: true }),
      'POST /api/chat/history': historyOf(0),
      'POST /api/chat/send-message': () => ({ _id: 'srv-1', createdAt: '2025-01-01T00:00:00.000Z' }),
    });
    http.defaults.adapter = server.adapter;
    await start();
    expect(sendText('   \n ')).toBe(false);
    expect(sendText('x'.repeat(2001))).toBe(false);
    expect(sendText('😀'.repeat(2001))).toBe(false);
    expect(server.count('POST /api/chat/send-message')).toBe(0);
    // An emoji is one character, as the server counts it.
    expect(sendText('😀'.repeat(2000))).toBe(true);
    expect(chat.messages[0]?.state).toBe('sending');
    await settle();
    expect(chat.messages[0]).toMatchObject({ id: 'srv-1', state: 'succeed', sender: 'customer' });
    const sent = server.calls.find((c) => c.route === 'POST /api/chat/send-message')?.body as Record<string, unknown>;
    expect(sent).toMatchObject({
      guestId: chat.identity?.guestId,
      userId: null,
      sender: 'customer',
      message: { message_type: 'text' },
    });
  });

  it('media: uploading_file (with progress) → sending → succeed', async () => {
    const upload = deferred<unknown>();
    const send = deferred<unknown>();
    const server = fakeServer({
      'GET /api/chat/config': () => ({ PREFIX: 'p', socket: true }),
      'POST /api/chat/history': historyOf(0),
      'POST /api/chat/upload-image': (config) => {
        config.onUploadProgress?.({ loaded: 512, total: 2048, bytes: 512, lengthComputable: true });
        return upload.promise;
      },
      'POST /api/chat/send-message': () => send.promise,
    });
    http.defaults.adapter = server.adapter;
    await start();
    const states = statesOf(() => chat.messages[0]?.key);
    expect(sendFile(image())).toBe(true);
    await settle();
    expect(chat.messages[0]).toMatchObject({ state: 'uploading_file', progress: 0.25, fileName: 'cat.png' });
    const form = server.calls.find((c) => c.route === 'POST /api/chat/upload-image')?.body as FormData;
    expect([...form.keys()]).toEqual(['guestId', 'file']);
    upload.resolve({ path: '/media/chat/cat.png', fileType: 'image' });
    await settle();
    expect(chat.messages[0]?.state).toBe('sending');
    expect(chat.messages[0]?.body).toEqual({
      message_type: 'media',
      payload: { message: 'cat.png', url: false, fileType: 'image', filePath: '/media/chat/cat.png' },
    });
    send.resolve({ _id: 'srv-9', createdAt: '2025-01-01T00:00:00.000Z' });
    await settle();
    expect(states).toEqual(['uploading_file', 'sending', 'succeed']);
  });

  it('a failed upload can be resent (uploading again) or removed', async () => {
    let uploads = 0;
    const server = fakeServer({
      'GET /api/chat/config': () => ({ PREFIX: 'p', socket: true }),
      'POST /api/chat/history': historyOf(0),
      'POST /api/chat/upload-image': () =>
        ++uploads === 1 ? new HttpFailure(500, 'INTERNAL_SERVER_ERROR') : { path: '/m/a.png', fileType: 'image' },
      'POST /api/chat/send-message': () => ({ _id: 'srv-2', createdAt: '2025-01-01T00:00:00.000Z' }),
    });
    http.defaults.adapter = server.adapter;
    await start();
    sendFile(image());
    await settle();
    const key = chat.messages[0]!.key;
    expect(chat.messages[0]).toMatchObject({ state: 'failed', error: 'INTERNAL_SERVER_ERROR' });
    expect(server.count('POST /api/chat/send-message')).toBe(0);
    const states = statesOf(() => key);
    resend(key);
    await settle();
    expect(states).toEqual(['uploading_file', 'sending', 'succeed']);
    expect(uploads).toBe(2);

    // A second one fails and is removed.
    uploads = 0;
    sendFile(image());
    await settle();
    const failed = chat.messages[1]!;
    expect(failed.state).toBe('failed');
    remove(failed.key);
    expect(chat.messages).toHaveLength(1);
    remove(chat.messages[0]!.key); // only failed messages can be removed
    expect(chat.messages).toHaveLength(1);
  });

  it('a file the server refuses for good (400 KEY_INVALID) says why and cannot be resent; a 5xx still can', async () => {
    let uploads = 0;
    const server = fakeServer({
      'GET /api/chat/config': () => ({ PREFIX: 'p', socket: true }),
      'POST /api/chat/history': historyOf(0),
      // A .png whose bytes are not an image: the server answers "File is not supported".
      'POST /api/chat/upload-image': () => (++uploads === 1 ? new HttpFailure(400, 'KEY_INVALID') : new HttpFailure(503, 'INTERNAL_SERVER_ERROR')),
      'POST /api/chat/upload-video': () => new HttpFailure(413, 'KEY_INVALID'),
    });
    http.defaults.adapter = server.adapter;
    await start();
    sendFile(image());
    await settle();
    const refused = chat.messages[0]!;
    expect(refused).toMatchObject({ state: 'failed', error: 'KEY_INVALID', refused: { key: 'validation.fileNotSupported' } });
    resend(refused.key);
    await settle();
    expect(uploads).toBe(1);
    expect(chat.messages[0]?.state).toBe('failed');

    sendFile(new File([new Uint8Array(8)], 'clip.mp4', { type: 'video/mp4' }));
    await settle();
    expect(chat.messages[1]).toMatchObject({ state: 'failed', refused: { key: 'validation.fileTooLarge', params: { size: 20 } } });

    sendFile(image());
    await settle();
    expect(chat.messages[2]).toMatchObject({ state: 'failed', error: 'INTERNAL_SERVER_ERROR', refused: null });
  });

  it('a text the server refuses for good (400 KEY_INVALID) says so and cannot be resent; a rate limit still can', async () => {
    let sends = 0;
    const server = fakeServer({
      'GET /api/chat/config': () => ({ PREFIX: 'p', socket: true }),
      'POST /api/chat/history': historyOf(0),
      // Half of an emoji left by a paste: a character the server cannot store.
      'POST /api/chat/send-message': () => (++sends === 1 ? new HttpFailure(400, 'KEY_INVALID') : new HttpFailure(429, 'REQUEST_LIMIT')),
    });
    http.defaults.adapter = server.adapter;
    await start();
    sendText('hello \ud83d');
    await settle();
    const refused = chat.messages[0]!;
    expect(refused).toMatchObject({ state: 'failed', error: 'KEY_INVALID', refused: { key: 'chat.refused' } });
    resend(refused.key);
    await settle();
    expect(sends).toBe(1);

    sendText('hello again');
    await settle();
    expect(chat.messages[1]).toMatchObject({ state: 'failed', error: 'REQUEST_LIMIT', refused: null });
    resend(chat.messages[1]!.key);
    await settle();
    expect(sends).toBe(3);
  });

  it('a text sent offline goes again by itself once back online; one sent online whose answer was lost waits for Resend', async () => {
    let online = false;
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
    const sent: string[] = [];
    const server = fakeServer({
      'GET /api/chat/config': () => ({ PREFIX: 'p', socket: true }),
      'POST /api/chat/history': historyOf(0),
      'POST /api/chat/send-message': (config, body) => {
        const text = (body as { message: { text: string } }).message.text;
        // No connection: the request never leaves the phone (offline), or it went and the phone lost its
        // connection before the answer came (sent online, failing offline: it may have arrived).
        if (text === 'lost') online = false;
        if (!online) throw new AxiosError('Network Error', 'ERR_NETWORK', config);
        sent.push(text);
        return { _id: `s-${text}`, createdAt: '2026-11-29T00:00:00.000Z' };
      },
    });
    http.defaults.adapter = server.adapter;
    try {
      await start();
      sendText('offline one');
      sendText('offline two');
      await settle();
      expect(chat.messages.map((m) => [m.state, m.unsent])).toEqual([
        ['failed', true],
        ['failed', true],
      ]);
      online = true;
      sendText('lost');
      await settle();
      expect(chat.messages[2]).toMatchObject({ state: 'failed', error: 'NETWORK', unsent: false });
      online = true;
      resendUnsent();
      await settle();
      // The two written offline went, in the order they were written; the one that may have arrived did not.
      expect(sent).toEqual(['offline one', 'offline two']);
      expect(chat.messages.map((m) => m.state)).toEqual(['failed', 'succeed', 'succeed']);
      expect(chat.messages[0]).toMatchObject({ body: { text: 'lost' }, unsent: false });
    } finally {
      onLine.mockRestore();
    }
  });

  it('opened offline before the profile came: Try again starts it over, and what was written meanwhile goes once back online', async () => {
    setToken('tok', true);
    let online = false;
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
    const sent: string[] = [];
    const offlineOr = (answer: Handler): Handler => (config, body) => {
      if (!online) throw new AxiosError('Network Error', 'ERR_NETWORK', config);
      return answer(config, body);
    };
    http.defaults.adapter = fakeServer({
      'GET /api/account/profile': offlineOr(() => ({ profile: { _id: 'u42', name: 'Somchai', username: '0812345678', createdAt: '', coin: 0 }, bankAccount: {} })),
      'GET /api/chat/config': offlineOr(() => ({ PREFIX: 'p', socket: true })),
      'POST /api/chat/history': offlineOr(historyOf(3)),
      'POST /api/chat/send-message': offlineOr((_config, body) => {
        const { text, payload } = (body as { message: { text?: string; payload?: { message?: string } } }).message;
        const said = text ?? payload?.message ?? '';
        sent.push(said);
        return { _id: `s-${said}`, createdAt: '2026-11-29T00:00:00.000Z' };
      }),
      'POST /api/chat/upload-image': offlineOr(() => ({ path: '/media/chat/cat.png', fileType: 'image' })),
    }).adapter;
    try {
      await start();
      expect(chat).toMatchObject({ identity: null, historyFailed: true });
      // Written while it is still not known who is chatting: not left "sending" for good.
      sendText('my deposit is missing');
      sendFile(image());
      // Once the profile's tries (with their waits) are spent.
      await vi.waitFor(
        () =>
          expect(chat.messages.map((m) => [m.state, m.unsent])).toEqual([
            ['failed', true],
            ['failed', true],
          ]),
        { timeout: 5000 },
      );
      online = true;
      await retryHistory();
      expect(chat.identity?.userId).toBe('u42');
      expect(chat.historyFailed).toBe(false);
      resendUnsent();
      await settle(20);
      expect(sent).toEqual(['my deposit is missing', 'cat.png']);
      expect(chat.messages.filter((m) => m.id?.startsWith('s-')).map((m) => m.state)).toEqual(['succeed', 'succeed']);
    } finally {
      onLine.mockRestore();
    }
  });

  it('an upload cut by the network goes again by itself once back online (no message had gone)', async () => {
    let online = true;
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
    let uploads = 0;
    http.defaults.adapter = fakeServer({
      'GET /api/chat/config': () => ({ PREFIX: 'p', socket: true }),
      'POST /api/chat/history': historyOf(0),
      'POST /api/chat/upload-image': (config) => {
        uploads += 1;
        // The tunnel: the phone goes offline while the picture is on its way.
        if (uploads === 1) {
          online = false;
          throw new AxiosError('Network Error', 'ERR_NETWORK', config);
        }
        return { path: '/media/chat/cat.png', fileType: 'image' };
      },
      'POST /api/chat/send-message': () => ({ _id: 's-1', createdAt: '2026-11-29T00:00:00.000Z' }),
    }).adapter;
    try {
      await start();
      sendFile(image());
      await settle(20);
      expect(chat.messages[0]).toMatchObject({ state: 'failed', unsent: true });
      online = true;
      resendUnsent();
      await settle(20);
      expect(uploads).toBe(2);
      expect(chat.messages[0]).toMatchObject({ state: 'succeed', id: 's-1' });
    } finally {
      onLine.mockRestore();
    }
  });

  it('a send that fails after the upload resends without uploading again', async () => {
    let sends = 0;
    const server = fakeServer({
      'GET /api/chat/config': () => ({ PREFIX: 'p', socket: true }),
      'POST /api/chat/history': historyOf(0),
      'POST /api/chat/upload-image': () => ({ path: '/m/a.png', fileType: 'image' }),
      'POST /api/chat/send-message': () =>
        ++sends === 1 ? new HttpFailure(503, 'INTERNAL_SERVER_ERROR') : { _id: 's', createdAt: '' },
    });
    http.defaults.adapter = server.adapter;
    await start();
    sendFile(image());
    await settle();
    expect(chat.messages[0]?.state).toBe('failed');
    resend(chat.messages[0]!.key);
    await settle();
    expect(chat.messages[0]?.state).toBe('succeed');
    expect(server.count('POST /api/chat/upload-image')).toBe(1);
  });

  it('a message sent again goes after the replies that came while it waited, as the operator will see it', async () => {
    let sends = 0;
    http.defaults.adapter = fakeServer({
      'GET /api/chat/config': () => ({ PREFIX: 'p', socket: true }),
      'POST /api/chat/history': historyOf(0),
      'POST /api/chat/send-message': () =>
        ++sends === 1 ? new HttpFailure(503, 'INTERNAL_SERVER_ERROR') : { _id: 'again', createdAt: '2025-01-01T00:09:00.000Z' },
    }).adapter;
    await start();
    sendText('is my deposit in?');
    await settle();
    transport.push(entry(7, 'others'));
    expect(chat.messages.map((m) => m.body.text)).toEqual(['is my deposit in?', 'message 7']);
    resend(chat.messages[0]!.key);
    await settle();
    expect(chat.messages.map((m) => [m.body.text, m.state])).toEqual([
      ['message 7', 'succeed'],
      ['is my deposit in?', 'succeed'],
    ]);
  });

  it('refuses files by the §5 rules without uploading', async () => {
    const server = fakeServer({
      'GET /api/chat/config': () => ({ PREFIX: 'p', socket: true }),
      'POST /api/chat/history': historyOf(0),
    });
    http.defaults.adapter = server.adapter;
    await start();
    const video = new File([new Uint8Array(8)], 'big.mp4', { type: 'video/mp4' });
    Object.defineProperty(video, 'size', { value: 25 * 1024 * 1024 });
    expect(sendFile(video)).toBe(false);
    expect(chat.fileError).toEqual({ key: 'validation.fileTooLarge', params: { size: 20 } });
    expect(sendFile(new File(['x'], 'notes.txt', { type: 'text/plain' }))).toBe(false);
    expect(chat.fileError).toEqual({ key: 'validation.fileNotSupported' });
    expect(chat.messages).toHaveLength(0);
    expect(server.count('POST /api/chat/upload-video')).toBe(0);
  });

  it('appends messaging events, keeps one copy of our own echo, counts unread while closed', async () => {
    const send = deferred<unknown>();
    http.defaults.adapter = fakeServer({
      'GET /api/chat/config': () => ({ PREFIX: 'p', socket: true }),
      'POST /api/chat/history': historyOf(0),
      'POST /api/chat/send-message': () => send.promise,
    }).adapter;
    await start();
    sendText('hello');
    await settle();
    // The server echoes our message over the socket before the HTTP reply lands.
    transport.push({ ...entry(50, 'customer'), _id: 'own-1', message: { message_type: 'text', text: 'hello' }, session_id: chat.sessionId });
    send.resolve({ _id: 'own-1', createdAt: '2025-01-01T00:00:00.000Z' });
    await settle();
    expect(chat.messages.map((m) => [m.id, m.state])).toEqual([['own-1', 'succeed']]);
    transport.push(entry(51, 'others'));
    transport.push(entry(51, 'others'));
    expect(chat.messages.map((m) => m.id)).toEqual(['own-1', 'm51']);
    expect(chat.unread).toBe(1);
    setChatOpen(true, { createTransport: () => transport });
    expect(chat.unread).toBe(0);
  });

  it('marks read once, 1 s after the last operator message', async () => {
    const server = fakeServer({
      'GET /api/chat/config': () => ({ PREFIX: 'p', socket: true }),
      'POST /api/chat/history': historyOf(0),
      'PUT /api/chat/read-customer/': () => ({}),
    });
    http.defaults.adapter = server.adapter;
    await start();
    chat.open = true;
    vi.useFakeTimers();
    receive(entry(61, 'others'));
    vi.advanceTimersByTime(600);
    receive(entry(63, 'others'));
    vi.advanceTimersByTime(999);
    expect(server.count('PUT /api/chat/read-customer/')).toBe(0);
    vi.advanceTimersByTime(1);
    vi.useRealTimers();
    await settle();
    expect(server.count('PUT /api/chat/read-customer/')).toBe(1);
    expect(server.calls.find((c) => c.route === 'PUT /api/chat/read-customer/')?.body).toEqual({
      userId: null,
      guestId: chat.identity?.guestId,
    });
  });

  it('after a reconnect, fetches what the socket missed; a new chat clears the history', async () => {
    let stored = 3;
    http.defaults.adapter = fakeServer({
      'GET /api/chat/config': () => ({ PREFIX: 'p', socket: true }),
      'POST /api/chat/history': (config, body) => historyOf(stored)(config, body),
    }).adapter;
    await start();
    expect(chat.messages).toHaveLength(3);
    transport.setStatus('reconnecting');
    expect(chat.status).toBe('reconnecting');
    stored = 5;
    transport.setStatus('connected');
    await settle();
    expect(chat.messages.map((m) => m.id)).toEqual(['m1', 'm2', 'm3', 'm4', 'm5']);
    newChat();
    expect(chat.messages).toEqual([]);
    expect(chat.hasMore).toBe(false);
  });
});
