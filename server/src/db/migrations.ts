import { sql, type Kysely } from 'kysely';
import type { Database } from './schema.ts';

/**
 * Plain SQL, one statement per entry: PGlite's extended protocol runs one statement per call, and
 * the same text must run unchanged on PostgreSQL. Append new migrations; never edit a shipped one.
 */
export const migrations: ReadonlyArray<{ name: string; statements: string[] }> = [
  {
    name: '0001_init',
    statements: [
      `CREATE TABLE settings (key text PRIMARY KEY, value jsonb NOT NULL)`,
      `CREATE TABLE banks (
        code text PRIMARY KEY, name_th text NOT NULL, name_en text NOT NULL, country text NOT NULL,
        english_name_required boolean NOT NULL DEFAULT false, sort int NOT NULL DEFAULT 0)`,
      `CREATE TABLE sources (code text PRIMARY KEY, description text NOT NULL, sort int NOT NULL DEFAULT 0)`,
      `CREATE TABLE games (
        code text PRIMARY KEY, name text NOT NULL,
        category text NOT NULL CHECK (category IN ('slot', 'sport', 'lotto')),
        ft_wallet_slot double precision NOT NULL DEFAULT 1,
        login_mode text NOT NULL CHECK (login_mode IN ('username', 'username_password', 'web')),
        android text, ios text, sort int NOT NULL DEFAULT 0)`,
      `CREATE TABLE members (
        id bigserial PRIMARY KEY, username text NOT NULL UNIQUE, name text NOT NULL,
        password_hash text NOT NULL, source_code text REFERENCES sources(code),
        inviter_id bigint REFERENCES members(id),
        bank_code text NOT NULL REFERENCES banks(code), bank_account_name text NOT NULL,
        bank_account_no text NOT NULL, currency text NOT NULL, coin int NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (bank_code, bank_account_no))`,
      `CREATE TABLE sessions (
        token_hash text PRIMARY KEY, member_id bigint NOT NULL REFERENCES members(id),
        created_at timestamptz NOT NULL DEFAULT now(), expires_at timestamptz NOT NULL)`,
      `CREATE INDEX sessions_member ON sessions (member_id)`,
      `CREATE TABLE otp_requests (
        token text PRIMARY KEY, ref text NOT NULL, phone text NOT NULL, code_hash text NOT NULL,
        attempts int NOT NULL DEFAULT 0, expires_at timestamptz NOT NULL, verified_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now())`,
      `CREATE INDEX otp_requests_phone ON otp_requests (phone, created_at)`,
      `CREATE TABLE sandbox_sms (
        id bigserial PRIMARY KEY, phone text NOT NULL, body text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now())`,
      `CREATE INDEX sandbox_sms_phone ON sandbox_sms (phone, id)`,
      `CREATE TABLE game_accounts (
        member_id bigint NOT NULL REFERENCES members(id), game_code text NOT NULL REFERENCES games(code),
        username text NOT NULL UNIQUE, password text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(), PRIMARY KEY (member_id, game_code))`,
      // Ledger: balances are a cache of the postings, kept in step inside the posting transaction.
      `CREATE TABLE ledger_accounts (
        id bigserial PRIMARY KEY, name text NOT NULL UNIQUE, member_id bigint REFERENCES members(id),
        is_system boolean NOT NULL, balance bigint NOT NULL DEFAULT 0,
        CONSTRAINT member_balance_not_negative CHECK (is_system OR balance >= 0))`,
      `CREATE INDEX ledger_accounts_member ON ledger_accounts (member_id)`,
      `CREATE TABLE ledger_transactions (
        id bigserial PRIMARY KEY, kind text NOT NULL, member_id bigint REFERENCES members(id),
        reference text, created_at timestamptz NOT NULL DEFAULT now())`,
      `CREATE INDEX ledger_transactions_member ON ledger_transactions (member_id, id)`,
      `CREATE TABLE ledger_postings (
        id bigserial PRIMARY KEY, transaction_id bigint NOT NULL REFERENCES ledger_transactions(id),
        account_id bigint NOT NULL REFERENCES ledger_accounts(id), amount bigint NOT NULL CHECK (amount <> 0))`,
      `CREATE INDEX ledger_postings_transaction ON ledger_postings (transaction_id)`,
      `CREATE INDEX ledger_postings_account ON ledger_postings (account_id)`,
      `CREATE FUNCTION ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION 'ledger rows are append-only'; END $$`,
      `CREATE TRIGGER ledger_postings_append_only BEFORE UPDATE OR DELETE ON ledger_postings
        FOR EACH ROW EXECUTE FUNCTION ledger_append_only()`,
      `CREATE TRIGGER ledger_transactions_append_only BEFORE UPDATE OR DELETE ON ledger_transactions
        FOR EACH ROW EXECUTE FUNCTION ledger_append_only()`,
      // The reply is kept as text, not jsonb, so a replay is byte-for-byte the first reply.
      `CREATE TABLE idempotency_keys (
        member_id bigint NOT NULL REFERENCES members(id), key text NOT NULL, scope text NOT NULL,
        response text, created_at timestamptz NOT NULL DEFAULT now(), PRIMARY KEY (member_id, key))`,
      `CREATE TABLE withdrawals (
        id bigserial PRIMARY KEY, member_id bigint NOT NULL REFERENCES members(id),
        amount bigint NOT NULL CHECK (amount > 0), status text NOT NULL DEFAULT 'PENDING',
        created_at timestamptz NOT NULL DEFAULT now(), decided_at timestamptz)`,
      `CREATE TABLE qr_codes (
        id text PRIMARY KEY, member_id bigint NOT NULL REFERENCES members(id), provider text NOT NULL,
        amount bigint NOT NULL CHECK (amount > 0), payload text NOT NULL, status text NOT NULL,
        expires_at timestamptz NOT NULL, created_at timestamptz NOT NULL DEFAULT now())`,
      // One live QR per member and provider, enforced by the database rather than by a read-then-insert.
      `CREATE UNIQUE INDEX qr_codes_one_live ON qr_codes (member_id, provider) WHERE status = 'ACTIVE'`,
      `CREATE TABLE slips (
        reference text PRIMARY KEY, member_id bigint NOT NULL REFERENCES members(id),
        file_path text NOT NULL, mime text NOT NULL, amount bigint, status text NOT NULL DEFAULT 'PENDING',
        note text, created_at timestamptz NOT NULL DEFAULT now(), decided_at timestamptz)`,
      `CREATE INDEX slips_member ON slips (member_id, created_at)`,
      `CREATE TABLE truelinks (
        voucher text PRIMARY KEY, member_id bigint NOT NULL REFERENCES members(id), amount bigint,
        status text NOT NULL DEFAULT 'PENDING', created_at timestamptz NOT NULL DEFAULT now(),
        decided_at timestamptz)`,
    ],
  },
];

export async function migrate(db: Kysely<Database>): Promise<void> {
  await db.transaction().execute(async (tx) => {
    // Two PostgreSQL processes starting together must not both apply the same migration.
    await sql`SELECT pg_advisory_xact_lock(7200314)`.execute(tx);
    await sql`CREATE TABLE IF NOT EXISTS schema_migrations (
      name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`.execute(tx);
    const done = await sql<{ name: string }>`SELECT name FROM schema_migrations`.execute(tx);
    const applied = new Set(done.rows.map((r) => r.name));
    for (const migration of migrations) {
      if (applied.has(migration.name)) continue;
      for (const statement of migration.statements) await sql.raw(statement).execute(tx);
      await sql`INSERT INTO schema_migrations (name) VALUES (${migration.name})`.execute(tx);
    }
  });
}
