import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMMUTABLE } from '../src/http/client-cache.ts';
import { startServer, type TestServer } from './helpers.ts';

/** A stand-in client build: the page, a public file, and a hashed chunk with its brotli twin. */
function fakeDist(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mw-cache-dist-'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>member app</title>');
  fs.writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  fs.mkdirSync(path.join(dir, 'assets'));
  const chunk = 'export const home = "home";'.repeat(100);
  fs.writeFileSync(path.join(dir, 'assets', 'HomePage-Ab12Cd34.js'), chunk);
  fs.writeFileSync(path.join(dir, 'assets', 'HomePage-Ab12Cd34.js.br'), zlib.brotliCompressSync(chunk));
  return dir;
}

describe('how long a phone keeps the client build', () => {
  let s: TestServer;
  const dist = fakeDist();
  beforeAll(async () => {
    s = await startServer('pglite', { distDir: dist });
  });
  afterAll(async () => {
    await s?.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => s.app.inject({ method: 'GET', url, headers });

  it('keeps a hashed chunk for good, compressed or not: a new build has new names', async () => {
    for (const encoding of ['br', 'identity']) {
      const reply = await get('/assets/HomePage-Ab12Cd34.js', { 'accept-encoding': encoding });
      expect(reply.statusCode).toBe(200);
      expect({ encoding, cache: reply.headers['cache-control'] }).toEqual({ encoding, cache: IMMUTABLE });
    }
    expect((await get('/assets/HomePage-Ab12Cd34.js', { 'accept-encoding': 'br' })).headers['content-encoding']).toBe('br');
  });

  it('asks again on every launch for the page and the unhashed files, so a deploy is seen at once', async () => {
    for (const url of ['/', '/index.html', '/login', '/user/home', '/favicon.svg']) {
      const reply = await get(url);
      expect({ url, status: reply.statusCode, cache: reply.headers['cache-control'] }).toEqual({ url, status: 200, cache: 'no-cache' });
    }
    // Asking again is cheap: an unchanged page answers 304 without a body.
    const first = await get('/index.html');
    const again = await get('/index.html', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('never marks a missing chunk cacheable', async () => {
    const reply = await get('/assets/HomePage-old00000.js');
    expect(reply.statusCode).toBe(404);
    expect(reply.headers['cache-control']).not.toBe(IMMUTABLE);
  });
});
