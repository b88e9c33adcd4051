import { spawn } from 'node:child_process';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = new URL('../../', import.meta.url);
const TOKEN = '123456:TEST-token_abc';

interface Received {
  method: string;
  path: string;
  body: unknown;
}

/** A fake Bot API: records each call; `refuse` makes one method answer like Telegram refusing it. */
function fakeBotApi(refuse?: string) {
  const received: Received[] = [];
  const server: Server = createServer((req: IncomingMessage, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const path = req.url ?? '';
      received.push({ method: req.method ?? '', path, body: raw ? JSON.parse(raw) : undefined });
      const name = path.split('/').at(-1);
      res.setHeader('content-type', 'application/json');
      if (name === refuse) {
        res.statusCode = 400;
        res.end(JSON.stringify({ ok: false, error_code: 400, description: 'Bad Request: invalid web app url' }));
        return;
      }
      const result = name === 'getMe' ? { id: 123456, is_bot: true, first_name: 'Wallet', username: 'wallet_demo_bot' } : true;
      res.end(JSON.stringify({ ok: true, result }));
    });
  });
  return { server, received };
}

function run(env: Record<string, string>): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['scripts/telegram-setup.mjs'], {
      cwd: root,
      env: { PATH: process.env.PATH ?? '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('exit', (code) => resolve({ code, out }));
  });
}

const listen = (server: Server) =>
  new Promise<string>((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)));

describe('npm run telegram:setup against a fake Bot API', () => {
  const api = fakeBotApi();
  let base = '';
  beforeAll(async () => {
    base = await listen(api.server);
  });
  afterAll(() => new Promise<void>((resolve) => api.server.close(() => resolve())));

  it('sets the menu button to a web_app button for PUBLIC_URL, and the commands in en, th and lo', async () => {
    const { code, out } = await run({ TELEGRAM_BOT_TOKEN: TOKEN, PUBLIC_URL: 'https://wallet.example.com', TELEGRAM_API_BASE: base });
    expect(code, out).toBe(0);
    expect(api.received.map((r) => `${r.method} ${r.path}`)).toEqual([
      `POST /bot${TOKEN}/getMe`,
      `POST /bot${TOKEN}/setChatMenuButton`,
      `POST /bot${TOKEN}/setMyCommands`,
      `POST /bot${TOKEN}/setMyCommands`,
      `POST /bot${TOKEN}/setMyCommands`,
    ]);
    expect(api.received[1]!.body).toEqual({
      menu_button: { type: 'web_app', text: 'Wallet', web_app: { url: 'https://wallet.example.com/' } },
    });
    const [en, th, lo] = api.received.slice(2).map((r) => r.body as { commands: Array<{ command: string; description: string }>; language_code?: string });
    expect(en!.language_code).toBeUndefined();
    expect(en!.commands.map((c) => c.command)).toEqual(['start', 'help']);
    expect(th!.language_code).toBe('th');
    expect(th!.commands[0]!.description).toBe('เปิดกระเป๋าเงิน');
    expect(lo!.language_code).toBe('lo');
    for (const list of [en!, th!, lo!]) for (const c of list.commands) expect(c.description.length).toBeLessThanOrEqual(256);
    expect(out).toContain('@wallet_demo_bot');
    expect(out).toContain('https://t.me/wallet_demo_bot?startapp=PR');
  });

  it('refuses a missing token or a non-HTTPS URL before calling Telegram', async () => {
    const before = api.received.length;
    const noToken = await run({ PUBLIC_URL: 'https://wallet.example.com', TELEGRAM_API_BASE: base });
    expect(noToken.code).toBe(1);
    expect(noToken.out).toContain('TELEGRAM_BOT_TOKEN');
    const plain = await run({ TELEGRAM_BOT_TOKEN: TOKEN, PUBLIC_URL: 'http://wallet.example.com', TELEGRAM_API_BASE: base });
    expect(plain.code).toBe(1);
    expect(plain.out).toContain('https://');
    expect(api.received.length).toBe(before);
  });

  it("fails with Telegram's own description when the Bot API refuses a call", async () => {
    const refusing = fakeBotApi('setChatMenuButton');
    const url = await listen(refusing.server);
    try {
      const { code, out } = await run({ TELEGRAM_BOT_TOKEN: TOKEN, PUBLIC_URL: 'https://wallet.example.com', TELEGRAM_API_BASE: url });
      expect(code).toBe(1);
      expect(out).toContain('setChatMenuButton refused: Bad Request: invalid web app url');
      expect(refusing.received.some((r) => r.path.endsWith('/setMyCommands'))).toBe(false);
    } finally {
      await new Promise<void>((resolve) => refusing.server.close(() => resolve()));
    }
  });
});
