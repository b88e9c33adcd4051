import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import QRCode from 'qrcode';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { verifySlipUrl } from '../src/modules/statement/service.ts';
import { engines, startServer, type TestServer } from './helpers.ts';

type Qr = { qrcodeId: string; image: string };

/** What a banking app reads off the saved picture. */
function decoded(png: Buffer): string | undefined {
  const image = PNG.sync.read(png);
  return jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data;
}

describe.each(engines)('a live QR as a picture file on %s', (engine) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer(engine);
  });
  afterAll(async () => {
    await s?.close();
  });

  const fetch = (url: string) => s.app.inject({ method: 'GET', url });

  it('opens without a token while the QR lives, as a PNG a banking app scans to the same payment, then stops', async () => {
    const { api } = s;
    const token = await api.member('0855555501', '5555550001');
    const qr = await api.post<Qr>('/api/qrcode/KBANK', { amount: 500.25 }, token);
    expect(qr.body.image).toMatch(new RegExp(`^/media/qr/${qr.body.qrcodeId}\\.png\\?exp=\\d+&sig=`));
    // The poll's reply carries the same link.
    expect((await api.get<Qr>('/api/qrcode/KBANK', token)).body.image).toBe(qr.body.image);

    const picture = await fetch(qr.body.image);
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');
    expect(picture.headers['content-disposition']).toBe('attachment; filename="qr-kbank-500_25.png"');
    expect(picture.headers['cache-control']).toBe('private, no-store');
    const { payload } = await s.ctx.db.selectFrom('qr_codes').select('payload').where('id', '=', qr.body.qrcodeId).executeTakeFirstOrThrow();
    expect(decoded(picture.rawPayload)).toBe(payload);
    // Shown rather than downloaded where a download would land in Files (iOS): the same picture, not drawn again.
    const draw = vi.spyOn(QRCode, 'toBuffer');
    const shown = await fetch(`${qr.body.image}&inline=1`);
    expect(draw).not.toHaveBeenCalled();
    draw.mockRestore();
    expect(shown.headers['content-disposition']).toBe('inline; filename="qr-kbank-500_25.png"');
    expect(shown.rawPayload.equals(picture.rawPayload)).toBe(true);

    // A link edited to another QR, or with its signature or expiry changed, shows nothing.
    const neighbour = await api.member('0855555502', '5555550002');
    const theirs = await api.post<Qr>('/api/qrcode/KBANK', { amount: 100 }, neighbour);
    expect((await fetch(qr.body.image.replace(qr.body.qrcodeId, theirs.body.qrcodeId))).statusCode).toBe(404);
    expect((await fetch(qr.body.image.replace(/sig=.{4}/, 'sig=AAAA'))).statusCode).toBe(404);
    expect((await fetch(qr.body.image.replace(/exp=(\d+)/, (_, exp: string) => `exp=${Number(exp) + 3600}`))).statusCode).toBe(404);
    expect((await fetch(`/media/qr/${qr.body.qrcodeId}.png`)).statusCode).toBe(404);
    // Its signature opens no other kind of link: not a slip's named as the QR's subject.
    const signed = new URL(qr.body.image, 'http://x').searchParams;
    expect(await verifySlipUrl(s.ctx.db, `qr:${qr.body.qrcodeId}`, signed.get('exp') ?? '', signed.get('sig') ?? '')).toBe(false);

    // Paid, cancelled or past its time: the picture is gone with the QR.
    expect((await api.post(`/api/sandbox/qrcode/${qr.body.qrcodeId}/pay`)).status).toBe(200);
    expect((await fetch(qr.body.image)).statusCode).toBe(404);
    await api.call('DELETE', '/api/qrcode/KBANK', { token: neighbour, body: { qrcodeId: theirs.body.qrcodeId } });
    expect((await fetch(theirs.body.image)).statusCode).toBe(404);
    const late = await api.post<Qr>('/api/qrcode/WW', { amount: 100 }, neighbour);
    expect((await fetch(late.body.image)).statusCode).toBe(200);
    await s.ctx.db.updateTable('qr_codes').set({ expires_at: new Date(Date.now() - 1000) }).where('id', '=', late.body.qrcodeId).execute();
    expect((await fetch(late.body.image)).statusCode).toBe(404);
  });

  it('a create retried after its answer was lost replays with the picture link', async () => {
    const { api } = s;
    const token = await api.member('0855555503', '5555550003');
    const headers = { 'idempotency-key': 'qr-image-retry-1' };
    const first = await api.call<Qr>('POST', '/api/qrcode/PAYTIMZ', { token, body: { amount: 10 }, headers });
    const again = await api.call<Qr>('POST', '/api/qrcode/PAYTIMZ', { token, body: { amount: 10 }, headers });
    expect(again.body.qrcodeId).toBe(first.body.qrcodeId);
    expect(again.body.image).toBe(first.body.image);
    expect((await fetch(again.body.image)).statusCode).toBe(200);
  });
});
