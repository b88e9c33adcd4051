import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain .mjs script without type declarations
import { serve } from '../../scripts/serve-static.mjs';

describe('npm run storybook:serve (scripts/serve-static.mjs)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'serve-static-'));
  let server: Server;
  let url = '';
  beforeAll(async () => {
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Storybook</title>');
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'assets', 'iframe.js'), 'console.log(1)');
    writeFileSync(join(dir, 'index.json'), '{"v":5}');
    ({ server, url } = (await serve(dir, { port: 0 })) as { server: Server; url: string });
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves the index, scripts and JSON with their types, 404 for the rest, nothing outside the folder', async () => {
    const index = await fetch(`${url}/`);
    expect(index.headers.get('content-type')).toContain('text/html');
    expect(await index.text()).toContain('Storybook');
    expect((await fetch(`${url}/assets/iframe.js`)).headers.get('content-type')).toContain('text/javascript');
    expect(await (await fetch(`${url}/index.json`)).json()).toEqual({ v: 5 });
    expect((await fetch(`${url}/missing.js`)).status).toBe(404);
    expect([403, 404]).toContain((await fetch(`${url}/..%2F..%2Fetc%2Fpasswd`)).status);
  });
});
