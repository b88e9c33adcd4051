/**
 * Issue 19.4: the served art is our own (no third-party logos, no external references), names the
 * provider, gives each provider a colour of its own, and the LINE QR follows the contact setting.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setSetting } from '../src/core/settings.ts';
import { GAMES } from '../src/db/seed.ts';
import { lineQrSvg } from '../src/modules/media/line-qr.ts';
import { engines, startServer, type TestServer } from './helpers.ts';

describe.each(engines)('generated media on %s', (engine) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer(engine);
  });
  afterAll(async () => {
    await s?.close();
  });
  const get = (url: string) => s.app.inject({ method: 'GET', url });

  it('draws every seeded provider its own tile: its name, its colour, nothing fetched from elsewhere, a few KB', async () => {
    const plateColours = new Set<string>();
    for (const [code, name] of GAMES) {
      const logo = await get(`/media/games/${code}/logo.svg`);
      const background = await get(`/media/games/${code}/background.svg`);
      for (const reply of [logo, background]) {
        expect(reply.statusCode).toBe(200);
        expect(reply.headers['content-type']).toContain('image/svg+xml');
        expect(reply.body.length).toBeLessThan(4096);
        // No embedded or linked pictures: the art cannot carry someone else's logo.
        expect(reply.body).not.toMatch(/<image|href=|url\((?!#)/);
      }
      expect(logo.body).toContain(`>${name.replace(/&/g, '&#38;')}</text>`);
      plateColours.add(/stroke="(hsl\([^)]*\))"/.exec(logo.body)![1]!);
    }
    expect(plateColours.size).toBe(GAMES.length);
  });

  it('serves a designed banner for each seeded banner name', async () => {
    const reply = await get('/media/banners/bonus-daily20.svg');
    expect(reply.statusCode).toBe(200);
    expect(reply.body).toContain('>DAILY20</text>');
    expect(reply.body).not.toMatch(/<image|href=/);
  });

  it('serves the LINE add-friend QR of the current contact setting', async () => {
    const { body: contact } = await s.api.get<{ lineLink: string }>('/api/lookup/contact');
    expect((await get('/media/contact/line-qr.svg')).body).toBe(await lineQrSvg(contact.lineLink));
    const lineLink = 'https://line.me/R/ti/p/@changed-by-operator';
    await setSetting(s.ctx.db, 'contact', { ...contact, lineName: '@changed-by-operator', lineQR: '/media/contact/line-qr.svg', contactText: '', lineLink });
    const reply = await get('/media/contact/line-qr.svg');
    expect(reply.body).toBe(await lineQrSvg(lineLink));
    expect(reply.body).not.toBe(await lineQrSvg(contact.lineLink));
  });
});
