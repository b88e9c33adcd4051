import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countQuery, settledCounter } from '../src/core/settled-count.ts';
import { historyQueries } from '../src/modules/chat/service.ts';
import { engines, startServer, type TestServer } from './helpers.ts';

/**
 * Statement and chat totals are counted from where the process last counted (issue 21.5). They
 * must stay exact: new rows, rows that become visible out of id order (a transaction that took an
 * id first and committed last), and nothing remembered past its time.
 */
describe.each(engines)('totals counted from where they were last counted, on %s', (engine) => {
  let s: TestServer;
  const room = 'settled-test';
  const rowsAfter = historyQueries(room, 10, 0).rowsAfter;
  /** A message with a chosen id, written `ageSeconds` ago. */
  const message = (id: number, ageSeconds: number) =>
    sql`INSERT INTO chat_messages (id, room, sender, message, created_at)
        VALUES (${id}, ${room}, 'customer', '{"message_type":"text","text":"hi"}'::jsonb,
                now() - make_interval(secs => ${ageSeconds}))`.execute(s.ctx.db);

  beforeAll(async () => {
    s = await startServer(engine);
  });
  afterAll(() => s?.close());

  it('counts new rows, late rows with older ids, and forgets what it remembered after its time', async () => {
    let clock = 0;
    const counts = settledCounter(() => clock);
    // Three messages written long ago (settled) and one just now.
    for (const id of [1000, 1002, 1004]) await message(id, 600);
    await message(1010, 0);
    expect(await counts.total(s.ctx.db, room, rowsAfter)).toBe(4);

    // A recent row appears below the newest counted id, as a slow transaction's commit would: counted.
    await message(1008, 0);
    expect(await counts.total(s.ctx.db, room, rowsAfter)).toBe(5);
    // And a new one above.
    await message(1020, 0);
    expect(await counts.total(s.ctx.db, room, rowsAfter)).toBe(6);

    // The settled rows are remembered, not read again: one taken away behind the counter's back
    // (messages are never deleted by the product) still counts…
    await sql`DELETE FROM chat_messages WHERE id = 1002`.execute(s.ctx.db);
    expect(await counts.total(s.ctx.db, room, rowsAfter)).toBe(6);
    // …until the remembered count expires and the list is counted afresh.
    clock += 10 * 60_000;
    expect(await counts.total(s.ctx.db, room, rowsAfter)).toBe(5);
  });

  it('reads a burst of rows written in the last minute once, whatever the table statistics say', async () => {
    const burst = 'settled-burst';
    await sql`INSERT INTO chat_messages (id, room, sender, message, created_at)
              SELECT 100000 + g, ${burst}, 'customer', '{"message_type":"text","text":"hi"}'::jsonb, now()
              FROM generate_series(1, 2000) g`.execute(s.ctx.db);
    const query = countQuery(0n, historyQueries(burst, 10, 0).rowsAfter);
    expect(Number((await query.execute(s.ctx.db)).rows[0]!.recent)).toBe(2000);
    // Each scan of the burst runs once. Planned as a join, the first unsettled id was recomputed
    // for every row of the burst when the statistics predated it (8 s a statement page in the bench).
    const { rows } = await sql<{ 'QUERY PLAN': unknown }>`EXPLAIN (ANALYZE, FORMAT JSON) ${query}`.execute(s.ctx.db);
    const plan = rows[0]!['QUERY PLAN'];
    const nodes: Array<{ 'Node Type': string; 'Actual Loops': number }> = [];
    const walk = (node: { Plans?: unknown[] } & (typeof nodes)[number]) => {
      nodes.push(node);
      for (const child of node.Plans ?? []) walk(child as never);
    };
    walk((typeof plan === 'string' ? JSON.parse(plan) : plan)[0].Plan);
    const rescans = nodes.filter((node) => node['Actual Loops'] > 1).map((node) => `${node['Node Type']} ×${node['Actual Loops']}`);
    expect(rescans).toEqual([]);
  });

  it('keeps lists apart', async () => {
    const counts = settledCounter();
    const other = historyQueries('settled-other', 10, 0).rowsAfter;
    expect(await counts.total(s.ctx.db, 'settled-other', other)).toBe(0);
    expect(await counts.total(s.ctx.db, room, rowsAfter)).toBe(5);
  });
});
