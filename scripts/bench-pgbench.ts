/**
 * Issue 21.3, the database's ceiling for our transfers: pgbench running the ledger's own transfer
 * statement (server/src/ledger `postStatement`, compiled by kysely exactly as the server sends it),
 * as prepared statements like the server's, on the bench members' own wallet and game accounts,
 * one member per pgbench client, moving 1 baht back and forth as the HTTP bench does. No HTTP, no
 * Node: the most the API could ever do on this database.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler } from 'kysely';
import pg from 'pg';
import { gameAccount, postStatement, walletAccount } from '../server/src/ledger/index.ts';
import type { LoadFigures } from './bench-load.ts';
import { pgbenchSlice } from './bench-server.ts';

/** Compiles without a database: only the PostgreSQL dialect's SQL text is wanted. */
export const compiler = new Kysely<unknown>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

/**
 * The pgbench script: the compiled statement with each parameter replaced by what pgbench
 * computes per transaction. `m` is this client's member (base + client id); `amt` flips sign every
 * transaction (pgbench keeps a client's variables between transactions), so the wallet and the
 * game account trade 1 baht back and forth and never run dry.
 */
export function ledgerTransferScript(): string {
  // Sentinels, to find each parameter's place; the account names follow the ledger's own naming.
  // pgbench sends its variables untyped, hence the casts.
  const member = 7n;
  const { sql, parameters } = postStatement({
    kind: 'transfer',
    memberId: member,
    reference: 'WALLET>PG',
    postings: [
      { account: walletAccount(member), amount: -100n },
      { account: gameAccount(member, 'PG'), amount: 100n },
    ],
  }).compile(compiler);
  // Member 0's names with the 0 made `:m`; a colon before letters would be a pgbench variable even
  // inside a string literal, so each colon is its own literal.
  const nameOf = (name: string) => `'${name.replaceAll(':', "' || ':' || '").replace('0', "' || :m::text || '")}'`;
  const names = `ARRAY[${nameOf(walletAccount(0n))}, ${nameOf(gameAccount(0n, 'PG'))}]`;
  const stand = (value: unknown): string => {
    if (Array.isArray(value) && value[0] === walletAccount(member)) return names;
    if (Array.isArray(value) && value[0] === -100n) return 'ARRAY[:out::bigint, :amt::bigint]';
    if (value === 2) return '2';
    if (value === 'transfer') return "'transfer'";
    if (value === member) return ':m';
    if (value === 'WALLET>PG') return "'WALLET>PG'";
    throw new Error(`postStatement has a parameter the pgbench script does not know: ${String(value)}`);
  };
  const body = sql.replace(/\$(\d+)/g, (_, n: string) => stand(parameters[Number(n) - 1]));
  return ['\\set m :base + :client_id', '\\set amt -1 * :amt', '\\set out -1 * :amt', `${body.trim()};`, ''].join('\n');
}

/** The first of the bench members' ids; they must be consecutive (one per pgbench client). */
export async function memberIdBase(databaseUrl: string, count: number): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ first: string; n: string; last: string }>(
      'SELECT min(id) AS first, max(id) AS last, count(*) AS n FROM members',
    );
    const { first, last, n } = rows[0]!;
    if (Number(n) < count || Number(last) - Number(first) + 1 !== Number(n)) throw new Error(`bench members are not ids ${first}..${last}`);
    return Number(first);
  } finally {
    await client.end();
  }
}

/** One slice of the ceiling: `clients` pgbench clients, client c on member base + c. */
export function ledgerCeilingSlice(dbName: string, clients: number, base: number): LoadFigures {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mw-pgbench-script-'));
  const file = path.join(dir, 'transfer.sql');
  try {
    fs.writeFileSync(file, ledgerTransferScript());
    // -n: no vacuum of pgbench's own tables (there are none here); amt starts at -100 so the first
    // flip makes it 100: wallet → game first, as the HTTP bench.
    return pgbenchSlice(dbName, clients, ['-n', '-M', 'prepared', '-f', file, '-D', `base=${base}`, '-D', 'amt=-100']);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(ledgerTransferScript());
