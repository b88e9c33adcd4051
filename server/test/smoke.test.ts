import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, startServer, type TestServer } from './helpers.ts';

describe.each(engines)('smoke on %s', (engine) => {
  let s: TestServer;
  beforeAll(async () => { s = await startServer(engine); });
  afterAll(async () => { await s?.close(); });
  it('lookups', async () => {
    const r = await s.api.get('/api/lookup/banks');
    expect(r.status).toBe(200);
    const t = await s.api.member('0812345678', '1234567890');
    const w = await s.api.get('/api/wallet', t);
    expect(w.status).toBe(200);
    console.log(JSON.stringify(w.body).slice(0, 400));
  });
});
