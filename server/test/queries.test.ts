import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, givePastTransfers, startServer, type TestServer } from './helpers.ts';

/**
 * Statements per request on the hot paths: a noise-free measure of server cost (timings on a
 * shared machine are not). A request that needs more than its budget is a regression (an N+1, a
 * lost cache, an extra round trip), whatever the clock says.
 */
describe.each(engines)('statements per request on %s', (engine) => {
  let s: TestServer;
  let log: string[] | null = null;
  let token = '';
  beforeAll(async () => {
    s = await startServer(engine, {}, (sql) => log?.push(sql));
    token = await s.api.member('0812345678', '1234567890');
    await s.api.get('/api/wallet/activate/PG', token);
    await s.api.deposit(token, 1000);
    await givePastTransfers(s, '0812345678', 150);
  });
  afterAll(() => s?.close());

  /**
   * Statements of a request once the per-process caches are warm (a first identical request warms
   * them): the fewer of two measured tries, since a cache whose seconds run out between requests
   * (a slow, busy machine) adds a read to one try — a regression (an N+1, a lost cache) adds to both.
   */
  async function statements(run: () => Promise<{ status: number }>): Promise<string[]> {
    expect((await run()).status).toBe(200);
    const tries: string[][] = [];
    for (let i = 0; i < 2; i++) {
      log = [];
      expect((await run()).status).toBe(200);
      tries.push(log);
    }
    log = null;
    return tries.reduce((fewest, sent) => (sent.length < fewest.length ? sent : fewest));
  }

  it('GET /api/wallet: one statement (member, balances and slots)', async () => {
    expect(await statements(() => s.api.get('/api/wallet', token))).toHaveLength(1);
  });

  it('POST /api/wallet/transfer: one ledger statement, atomic on its own', async () => {
    const sent = await statements(() => s.api.post('/api/wallet/transfer', { from: 'WALLET', to: 'PG', amount: 1 }, token));
    expect(sent).toHaveLength(1);
  });

  it('POST /api/wallet/transfer with an Idempotency-Key: claim, move, store the reply', async () => {
    let n = 0;
    const sent = await statements(() =>
      s.api.post('/api/wallet/transfer', { from: 'PG', to: 'WALLET', amount: 1 }, token, { 'idempotency-key': `k${++n}` }),
    );
    expect(sent).toHaveLength(5);
  });

  it('POST /api/statement: the page, the ledger rows since the last count, finished bonuses; the same far down; the counts alone past the end', async () => {
    const page1 = await statements(() => s.api.post('/api/statement', { page: 1, limit: 10 }, token));
    const page25 = await statements(() => s.api.post('/api/statement', { page: 25, limit: 10 }, token));
    const page500 = await statements(() => s.api.post('/api/statement', { page: 500, limit: 10 }, token));
    expect(page1).toHaveLength(3);
    // Far down, the same three (the page read from the oldest end once the total is known).
    expect(page25).toHaveLength(3);
    // Past the end of 300 entries there is no page to read: the total alone.
    expect(page500).toHaveLength(2);
  });

  it('POST /api/chat/history: the chat setting, the page, the messages since the last count', async () => {
    expect(await statements(() => s.api.post('/api/chat/history', { limit: 10, skip: 0 }, token))).toHaveLength(3);
  });

  it('POST /api/login: budgets (failures, then sign-ins: setting and one reserving write each), member, release (one write), session with the oldest ended in a transaction that share-locks the password it was proven with (begin, check, insert, commit), the device remembered', async () => {
    expect(await statements(() => s.api.post('/api/login', { username: '0812345678', password: 'secret-1' }))).toHaveLength(11);
  });
});
