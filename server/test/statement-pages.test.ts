import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StatementPage } from '../../src/api/contract.ts';
import { FAR_OFFSET } from '../src/http/pagination.ts';
import { engines, givePastTransfers, startServer, type TestServer } from './helpers.ts';

/**
 * Pages far down a long statement are read from the list's nearer end (issue 21.5). Whichever end
 * a page is read from, the member must see the same rows in the same order: every page, put
 * together, is the whole history newest first, with nothing missing or doubled at the seams.
 */
describe.each(engines)('statement pages of a long history on %s', (engine) => {
  let s: TestServer;
  let log: string[] | null = null;
  let token = '';
  let newestFirst: string[] = [];
  const PHONE = '0812345670';
  beforeAll(async () => {
    s = await startServer(engine, {}, (sql) => log?.push(sql));
    token = await s.api.member(PHONE, '1234567890');
    await s.api.get('/api/wallet/activate/PG', token);
    await givePastTransfers(s, PHONE, 130);
    await s.api.deposit(token, 500);
    await s.api.post('/api/wallet/transfer', { from: 'WALLET', to: 'PG', amount: 120 }, token);
    const { rows } = await sql<{ id: string }>`
      SELECT t.id::text AS id FROM ledger_transactions t JOIN members m ON m.id = t.member_id
      WHERE m.username = ${PHONE} AND t.kind IN ('deposit', 'bonus', 'withdraw', 'transfer')
      ORDER BY t.created_at DESC, t.id DESC`.execute(s.ctx.db);
    newestFirst = rows.map((r) => `tx:${r.id}`);
  });
  afterAll(() => s?.close());

  const page = async (n: number, limit: number) => {
    const res = await s.api.post<StatementPage>('/api/statement', { page: n, limit }, token);
    expect(res.status).toBe(200);
    return res.body;
  };

  it('every page of 10, near the top and far down, is its slice of the history newest first', async () => {
    expect(newestFirst).toHaveLength(262);
    // Pages 21 onwards start at or past FAR_OFFSET, so they are read from the oldest end; page 27 holds two rows.
    expect(FAR_OFFSET).toBeLessThanOrEqual(200);
    const seen: string[] = [];
    for (let n = 1; n <= 27; n++) {
      const body = await page(n, 10);
      expect(body.total).toBe(262);
      seen.push(...body.statements.map((e) => e._id));
    }
    expect(seen).toEqual(newestFirst);
  });

  it('a far page of another size shows the same rows, amounts and kinds as the near pages do', async () => {
    const far = await page(3, 100); // rows 201–262 of 262: read from the oldest end
    expect(far.statements.map((e) => e._id)).toEqual(newestFirst.slice(200));
    const near = [...(await page(21, 10)).statements, ...(await page(22, 10)).statements];
    expect(far.statements.slice(0, 20)).toEqual(near);
    expect(far.statements.every((e) => e.statementType === 'transfer' && e.amount === 1 && e.status === 'SUCCESS')).toBe(true);
  });

  it('read again, far pages seek to where they began, and pages of other sizes start from the nearest of those', async () => {
    const pages = async (limit: number) => {
      const out: string[] = [];
      for (let n = Math.floor(FAR_OFFSET / limit) + 1; n <= Math.ceil(262 / limit); n++) out.push(...(await page(n, limit)).statements.map((e) => e._id));
      return out;
    };
    const farRows = (limit: number) => newestFirst.slice(Math.floor(FAR_OFFSET / limit) * limit);
    log = [];
    expect(await pages(10)).toEqual(farRows(10));
    expect(await pages(7)).toEqual(farRows(7));
    expect(await pages(13)).toEqual(farRows(13));
    // The pages of 10 were read in the first test: this time each page's read starts at a remembered row.
    expect(log.filter((q) => q.includes('::timestamptz')).length).toBeGreaterThan(0);
    log = null;
  });

  it('a page past the end is empty and still tells the total', async () => {
    expect(await page(28, 10)).toEqual({ total: 262, statements: [] });
    expect(await page(500, 10)).toEqual({ total: 262, statements: [] });
  });
});
