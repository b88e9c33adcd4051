/**
 * Issue 21.5, cost flat as data grows (PostgreSQL): the bench members' wallet read, transfer,
 * statement page 1 and page 500 and chat history, p99 at 10 clients, first on a database holding
 * only them (a first page of history each: 20 entries, 20 messages), then once they have 6,000
 * statement entries and 5,000 chat messages each (page 500 is a real page) and `addOtherMembers`
 * has added 100,000 members and over 1,000,000 ledger rows. The target is large ≤ 1.5 × empty;
 * page 500's small size is the first where it exists (their own history, nobody else's).
 *
 * Run alone: `node --import tsx scripts/bench-scale.ts`; `npm run bench` runs it when
 * BENCH_SCALE=1 (it adds about two minutes). BENCH_SCALE_MEMBERS scales the generated members.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { RunningApp } from '../tests/e2e/app-process.ts';
import { callOf as endpointCall } from './bench-endpoints.ts';
import { requestBytes, send } from './bench-http.ts';
import { bearer, load, median, request, seedMembers, type BenchMember, type LoadFigures } from './bench-load.ts';
import { invariantsHold, ROUNDS, SECONDS, startBenchApp, stopApp, withDatabase, type Row } from './bench-common.ts';

const CLIENTS = 10;
export const SCALE_MEMBERS = Number(process.env.BENCH_SCALE_MEMBERS ?? 100_000);
/** Deposits per generated member: 2 postings each, so 100,000 members make 1,000,000 postings. */
const DEPOSITS_EACH = 5;
/**
 * Statement entries and chat messages of each bench member's own: a full first page at the empty
 * size, and at the large size enough that page 500 is a real page.
 */
const OWN_AT_EMPTY = 20;
const OWN_ENTRIES = 6_000;
const OWN_MESSAGES = 5_000;

const PROBES = ['wallet', 'statement page 1', 'statement page 500', 'chat history', 'transfer'] as const;
type Probe = (typeof PROBES)[number];

interface Member extends BenchMember {
  id: string;
}

/**
 * Whose requests the bench sends: `readers` for the reads, whose histories are the sizes measured,
 * and `movers` for the transfers, which add thousands of rows a second — to the readers' own
 * statements they would add 6,000 entries each and move page 500 to another part of the list.
 */
interface Bench {
  readers: Member[];
  movers: BenchMember[];
}

function callOf(app: RunningApp, members: Member[], probe: Exclude<Probe, 'transfer'>) {
  const each = (bytes: Buffer[]) => async (c: number) => (await send(app.port, bytes[c]!)) === 200;
  switch (probe) {
    case 'wallet':
      return endpointCall(app, members, probe);
    case 'statement page 1':
      return endpointCall(app, members, 'statement');
    case 'statement page 500':
      return each(members.map((m) => requestBytes('POST', '/api/statement', { page: 500, limit: 10 }, bearer(m.token))));
    case 'chat history':
      return each(members.map((m) => requestBytes('POST', '/api/chat/history', { userId: m.id, limit: 10, skip: 0 }, bearer(m.token))));
  }
}

/**
 * What autovacuum does in service before a slice of transfers: it analyses a table once a tenth of
 * it has changed, within a minute. The bench's transfers add thousands of ledger rows a second;
 * without this the server's pooled connections keep the plan they made for the foreign-key check
 * of each posting when the table held the empty size's 200 transactions — a sequential scan — and
 * read it against the 15,000 the load has written (found from pg_stat_user_tables: 24,833 scans
 * reading 154 million rows in one 4-second slice; the empty size's transfers ran at half the large
 * size's rate).
 */
async function analyzeLedger(databaseUrl: string): Promise<void> {
  await withClient(databaseUrl, (q) => q('ANALYZE ledger_transactions, ledger_postings, ledger_accounts'));
}

/**
 * The reads in turn, ROUNDS rounds, then the transfers, ROUNDS slices; the median slice of each.
 * Transfers come last because they add rows: thousands a second, far more than any player makes.
 */
async function measure(app: RunningApp, databaseUrl: string, { readers, movers }: Bench, probes: readonly Probe[] = PROBES) {
  const runs = Object.fromEntries(probes.map((p) => [p, [] as LoadFigures[]])) as Record<Probe, LoadFigures[]>;
  const reads = probes.filter((p) => p !== 'transfer');
  for (let r = 0; r < ROUNDS; r++) for (const p of reads) runs[p].push(await load(CLIENTS, SECONDS, callOf(app, readers, p)));
  if (probes.includes('transfer')) {
    for (let r = 0; r < ROUNDS; r++) {
      await analyzeLedger(databaseUrl);
      runs.transfer.push(await load(CLIENTS, SECONDS, endpointCall(app, movers, 'transfer')));
    }
  }
  return Object.fromEntries(probes.map((p) => [p, median(runs[p])])) as Record<Probe, LoadFigures>;
}

/**
 * Totals count the rows written in the last minute on every call (server/src/core/settled-count.ts);
 * rows settle a minute after they are written. The sizes are measured once the readers' seed
 * deposits have settled (their generated history is dated months back): what a player with that
 * history sees.
 */
const SETTLE_MS = 61_000;
const settled = (since: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, SETTLE_MS - (performance.now() - since))));

/** Runs statements on the bench database (set-based SQL: seconds, not hours). */
async function withClient<T>(databaseUrl: string, work: (q: (text: string, values?: unknown[]) => Promise<pg.QueryResult>) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('SET synchronous_commit = off');
    return await work((text, values = []) => client.query(text, values));
  } finally {
    await client.end();
  }
}

const chatMessage = JSON.stringify({ message_type: 'text', text: 'สวัสดีค่ะ ฝากเงินแล้วค่ะ' });

async function chatPrefix(q: (text: string) => Promise<pg.QueryResult>): Promise<string> {
  const { rows } = await q(`SELECT value->>'prefix' AS prefix FROM settings WHERE key = 'chat'`);
  return String(rows[0]?.prefix ?? 'chat');
}

/**
 * History of the bench members' own: `entries` wallet↔PG transfers each (an even number, so
 * balances are unchanged) and `messages` chat messages each. A database in service has been
 * vacuumed and analysed; a bulk load has not, yet, hence the VACUUM ANALYZE.
 */
export async function giveOwnHistory(databaseUrl: string, members: Member[], entries: number, messages: number): Promise<void> {
  await withClient(databaseUrl, async (q) => {
    const ids = members.map((m) => m.id);
    await q(
      `WITH tx AS (
         INSERT INTO ledger_transactions (kind, member_id, reference, created_at)
         SELECT 'transfer', m, CASE WHEN k % 2 = 0 THEN 'WALLET>PG' ELSE 'PG>WALLET' END,
                now() - interval '200 days' + k * interval '1 minute'
         FROM unnest($1::bigint[]) m, generate_series(1, $2::int) k
         RETURNING id, member_id, reference)
       INSERT INTO ledger_postings (transaction_id, account_id, amount)
       SELECT tx.id, w.id, CASE WHEN tx.reference = 'WALLET>PG' THEN -100 ELSE 100 END
       FROM tx JOIN ledger_accounts w ON w.name = 'wallet:' || tx.member_id
       UNION ALL
       SELECT tx.id, g.id, CASE WHEN tx.reference = 'WALLET>PG' THEN 100 ELSE -100 END
       FROM tx JOIN ledger_accounts g ON g.name = 'game:' || tx.member_id || ':PG'`,
      [ids, entries],
    );
    await q(
      `INSERT INTO chat_messages (room, user_id, sender, message, created_at)
       SELECT $1 || '-' || m, m, CASE WHEN k % 2 = 0 THEN 'customer' ELSE 'others' END, $2::jsonb,
              now() - interval '100 days' + k * interval '1 minute'
       FROM unnest($3::bigint[]) m, generate_series(1, $4::int) k`,
      [await chatPrefix(q), chatMessage, ids, messages],
    );
    await q('VACUUM ANALYZE');
  });
}

/**
 * Everyone else: SCALE_MEMBERS generated members with a wallet and DEPOSITS_EACH deposits, each a
 * balanced ledger transaction against `system:deposits`, and two chat messages each. Balances are
 * set to the sum of the postings, so the ledger's invariants hold afterwards (checked by the caller).
 */
export async function addOtherMembers(databaseUrl: string): Promise<{ ledgerRows: number; seconds: number }> {
  const started = performance.now();
  return withClient(databaseUrl, async (q) => {
    await q(
      `INSERT INTO members (username, name, password_hash, bank_code, bank_account_name, bank_account_no, currency, created_at)
       SELECT 'scale' || g, 'Scale member ' || g, 'not-a-hash', 'SCB', 'SCALE MEMBER', '8' || lpad(g::text, 9, '0'), 'BAHT',
              now() - interval '400 days'
       FROM generate_series(1, $1::int) g`,
      [SCALE_MEMBERS],
    );
    await q(
      `INSERT INTO ledger_accounts (name, member_id, is_system, balance)
       SELECT 'wallet:' || id, id, false, $1::bigint FROM members WHERE username LIKE 'scale%'`,
      [DEPOSITS_EACH * 10_000],
    );
    await q(
      `WITH tx AS (
         INSERT INTO ledger_transactions (kind, member_id, reference, created_at)
         SELECT 'deposit', m.id, 'qr:scale-' || m.id || '-' || k, now() - interval '300 days' + k * interval '1 day'
         FROM members m, generate_series(1, $1::int) k WHERE m.username LIKE 'scale%'
         RETURNING id, member_id)
       INSERT INTO ledger_postings (transaction_id, account_id, amount)
       SELECT tx.id, a.id, 10000 FROM tx JOIN ledger_accounts a ON a.name = 'wallet:' || tx.member_id
       UNION ALL
       SELECT tx.id, (SELECT id FROM ledger_accounts WHERE name = 'system:deposits'), -10000 FROM tx`,
      [DEPOSITS_EACH],
    );
    await q(`UPDATE ledger_accounts SET balance = balance - $1::bigint WHERE name = 'system:deposits'`, [
      SCALE_MEMBERS * DEPOSITS_EACH * 10_000,
    ]);
    await q(
      `INSERT INTO chat_messages (room, user_id, sender, message, created_at)
       SELECT $1 || '-' || m.id, m.id, CASE WHEN k = 1 THEN 'customer' ELSE 'others' END, $2::jsonb, now() - interval '50 days'
       FROM members m, generate_series(1, 2) k WHERE m.username LIKE 'scale%'`,
      [await chatPrefix(q), chatMessage],
    );
    await q('VACUUM ANALYZE');
    const count = await q('SELECT (SELECT count(*) FROM ledger_transactions) + (SELECT count(*) FROM ledger_postings) AS n');
    return { ledgerRows: Number(count.rows[0]!.n), seconds: (performance.now() - started) / 1000 };
  });
}

/** The plans behind the statement and chat pages at the large size (for the issue note). */
export async function explainPages(databaseUrl: string, memberId: string): Promise<string> {
  const { statementQueries } = await import('../server/src/modules/statement/service.ts');
  const { historyQueries } = await import('../server/src/modules/chat/service.ts');
  const { nearerEnd } = await import('../server/src/http/pagination.ts');
  const { compiler } = await import('./bench-pgbench.ts');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows: chat } = await client.query(`SELECT value->>'prefix' AS prefix FROM settings WHERE key = 'chat'`);
    const statement = statementQueries(BigInt(memberId));
    const { rows: sizes } = await client.query(
      `SELECT count(*) AS n FROM ledger_transactions WHERE member_id = $1 AND kind IN ('deposit', 'bonus', 'withdraw', 'transfer')`,
      [memberId],
    );
    const page500 = nearerEnd({ limit: 10, offset: 4990 }, Number(sizes[0]!.n));
    // The same page once read: from the row it began with (core/bookmarks.ts).
    const run = page500 && statement.page(page500).compile(compiler);
    const first = run && ((await client.query(run.sql, [...run.parameters])).rows.at(-1) as { at_key: string; id: string } | undefined);
    const again = page500 && first && { ...page500, offset: 0, from: { at: String(first.at_key), id: String(first.id) } };
    const history = historyQueries(`${String(chat[0]?.prefix)}-${memberId}`, 10, 0);
    const queries = {
      'statement page 1': statement.page({ limit: 10, offset: 0, fromNewest: true }),
      ...(page500 && { 'statement page 500 (from its nearer end)': statement.page(page500) }),
      ...(again && { 'statement page 500, read again (from where it began)': statement.page(again) }),
      'statement total, ledger rows after a counted id': statement.ledgerAfter(0n),
      'statement total, finished bonuses': statement.finished,
      'chat history page 1': history.page,
      'chat history total, messages after a counted id': history.rowsAfter(0n),
    };
    const out: string[] = [];
    for (const [title, query] of Object.entries(queries)) {
      const { sql, parameters } = query.compile(compiler);
      const { rows } = await client.query(`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${sql}`, [...parameters]);
      out.push(`-- ${title}`, ...rows.map((r: Record<string, string>) => r['QUERY PLAN']!), '');
    }
    return out.join('\n');
  } finally {
    await client.end();
  }
}

export interface ScaleFigures {
  empty: Record<Probe, LoadFigures>;
  /** Page 500 on the smallest database that has one: the bench members' own history alone. */
  ownOnly: LoadFigures;
  large: Record<Probe, LoadFigures>;
  ledgerRows: number;
  growSeconds: number;
  invariantsOk: boolean;
  plans?: string;
}

export async function measureScale(): Promise<ScaleFigures> {
  return withDatabase(async (url) => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mw-bench-scale-'));
    const app = await startBenchApp({ DATABASE_URL: url, DATA_DIR: dataDir });
    try {
      const seeded = await seedMembers(app.port, CLIENTS);
      const readers: Member[] = await Promise.all(
        seeded.map(async (m) => {
          const wallet = await request(app.port, 'GET', '/api/wallet', undefined, bearer(m.token));
          return { ...m, id: String((wallet.json.profile as { _id: string })._id) };
        }),
      );
      const bench = { readers, movers: await seedMembers(app.port, CLIENTS, undefined, CLIENTS) };
      const seededAt = performance.now();
      await giveOwnHistory(url, readers, OWN_AT_EMPTY, OWN_AT_EMPTY);
      await settled(seededAt);
      const empty = await measure(app, url, bench);
      // From here on only rows written as long settled reach the readers' lists: no new wait.
      await giveOwnHistory(url, readers, OWN_ENTRIES, OWN_MESSAGES);
      const ownOnly = (await measure(app, url, bench, ['statement page 500']))['statement page 500'];
      const grown = await addOtherMembers(url);
      const large = await measure(app, url, bench);
      const plans = process.env.BENCH_EXPLAIN ? await explainPages(url, readers[0]!.id) : undefined;
      await stopApp(app);
      return { empty, ownOnly, large, ledgerRows: grown.ledgerRows, growSeconds: grown.seconds, invariantsOk: await invariantsHold({ DATABASE_URL: url }), plans };
    } finally {
      await stopApp(app);
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
}

export async function runScaleBench(): Promise<{ rows: Row[]; results: ScaleFigures }> {
  const m = await measureScale();
  const large = `${SCALE_MEMBERS.toLocaleString('en')} members / ${m.ledgerRows.toLocaleString('en')} ledger rows`;
  const compare = (metric: string, small: LoadFigures, big: LoadFigures, budget = '≤ 1.5 ×'): Row => {
    const ratio = big.p99 / small.p99;
    return {
      metric,
      value: `${small.p99.toFixed(1)} → ${big.p99.toFixed(1)} ms (${ratio.toFixed(2)} ×); p50 ${small.p50.toFixed(1)} → ${big.p50.toFixed(1)} ms; ${small.perSecond.toFixed(0)} → ${big.perSecond.toFixed(0)} req/s`,
      budget,
      ok: budget === 'report' ? null : ratio <= 1.5 && big.failures === 0,
    };
  };
  const rows: Row[] = PROBES.filter((p) => p !== 'statement page 500').map((p) => compare(`${p} p99, empty vs ${large}`, m.empty[p], m.large[p]));
  // At the empty size page 500 lies past a 20-entry history and is answered from the counts alone,
  // so its like is taken where page 500 first exists: the bench members' 6,000 entries each and
  // nobody else; the empty figure stays beside it for the record.
  const far = m.large['statement page 500'];
  rows.push(
    compare(`statement page 500 p99, the bench members' own ${OWN_ENTRIES.toLocaleString('en')} entries alone vs ${large}`, m.ownOnly, far),
    compare(`statement page 500 p99, empty (past the end: the counts alone) vs ${large}`, m.empty['statement page 500'], far, 'report'),
  );
  const near = m.large['statement page 1'];
  rows.push({
    metric: 'statement page 500 vs page 1, the same 6,000-entry history at the large size',
    value: `p99 ${far.p99.toFixed(1)} vs ${near.p99.toFixed(1)} ms (${(far.p99 / near.p99).toFixed(2)} ×); p50 ${far.p50.toFixed(1)} vs ${near.p50.toFixed(1)} ms`,
    budget: 'report',
    ok: true,
  });
  rows.push({
    metric: 'ledger invariants after growing and the load',
    value: m.invariantsOk ? 'hold' : 'BROKEN',
    budget: 'hold',
    ok: m.invariantsOk,
  });
  return { rows, results: m };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { rows, results } = await runScaleBench();
  console.table(rows);
  console.log(`grown in ${results.growSeconds.toFixed(1)} s`);
  if (results.plans) console.log(results.plans);
}
