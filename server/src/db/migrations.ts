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
  {
    name: '0002_rewards_chat',
    statements: [
      // Promotional pictures and text, per area (invite, refund) or per bonus (owner = bonus code).
      `CREATE TABLE banners (
        id bigserial PRIMARY KEY, area text NOT NULL CHECK (area IN ('invite', 'refund', 'bonus')),
        owner text NOT NULL DEFAULT '', image text NOT NULL, html text NOT NULL, sort int NOT NULL DEFAULT 0,
        UNIQUE (area, owner, sort))`,
      `CREATE TABLE bonuses (
        code text PRIMARY KEY, type text NOT NULL CHECK (type IN ('limit', 'day', 'week')),
        max_received int NOT NULL CHECK (max_received > 0), percent_fail int NOT NULL DEFAULT 0,
        amount bigint NOT NULL CHECK (amount > 0), turnover_multiplier int NOT NULL DEFAULT 1,
        description text NOT NULL, sort int NOT NULL DEFAULT 0, active boolean NOT NULL DEFAULT true)`,
      `CREATE TABLE promotions (
        code text PRIMARY KEY, percent_fail int NOT NULL DEFAULT 0, amount bigint NOT NULL CHECK (amount > 0),
        turnover_multiplier int NOT NULL DEFAULT 1, description text NOT NULL, active boolean NOT NULL DEFAULT true)`,
      // A bonus or promotion a member received; at most one is held (active) at a time.
      `CREATE TABLE user_bonuses (
        id bigserial PRIMARY KEY, member_id bigint NOT NULL REFERENCES members(id),
        bonus_code text REFERENCES bonuses(code), promotion_code text REFERENCES promotions(code),
        amount bigint NOT NULL, required_turnover bigint NOT NULL, turnover bigint NOT NULL DEFAULT 0,
        is_active boolean NOT NULL DEFAULT true, created_at timestamptz NOT NULL, updated_at timestamptz NOT NULL,
        cleared_at timestamptz, CHECK ((bonus_code IS NULL) <> (promotion_code IS NULL)))`,
      `CREATE UNIQUE INDEX user_bonuses_one_active ON user_bonuses (member_id) WHERE is_active`,
      `CREATE UNIQUE INDEX user_bonuses_promotion_once ON user_bonuses (member_id, promotion_code)`,
      `CREATE INDEX user_bonuses_member ON user_bonuses (member_id, bonus_code, updated_at)`,
      // Net result of game rounds not yet turned into a refund (negative = losses).
      `CREATE TABLE refund_state (member_id bigint PRIMARY KEY REFERENCES members(id), net bigint NOT NULL DEFAULT 0)`,
      `CREATE TABLE refunds (
        id bigserial PRIMARY KEY, member_id bigint NOT NULL REFERENCES members(id), amount bigint NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now())`,
      `CREATE INDEX refunds_member ON refunds (member_id, id)`,
      `CREATE TABLE invite_credits (
        id bigserial PRIMARY KEY, inviter_id bigint NOT NULL REFERENCES members(id),
        invitee_id bigint NOT NULL REFERENCES members(id), amount bigint NOT NULL CHECK (amount > 0),
        created_at timestamptz NOT NULL DEFAULT now())`,
      `CREATE INDEX invite_credits_pair ON invite_credits (inviter_id, invitee_id)`,
      `CREATE INDEX members_inviter ON members (inviter_id, id)`,
      `CREATE TABLE spinwheels (id bigserial PRIMARY KEY, name text NOT NULL, active boolean NOT NULL DEFAULT true)`,
      `CREATE TABLE spin_slices (
        wheel_id bigint NOT NULL REFERENCES spinwheels(id), code text NOT NULL, label text NOT NULL,
        bg_color text NOT NULL, text_color text NOT NULL, html_description text NOT NULL DEFAULT '',
        weight int NOT NULL CHECK (weight >= 0), amount bigint NOT NULL DEFAULT 0 CHECK (amount >= 0),
        sort int NOT NULL DEFAULT 0, PRIMARY KEY (wheel_id, code))`,
      `CREATE TABLE spin_coupons (
        id bigserial PRIMARY KEY, member_id bigint NOT NULL REFERENCES members(id), wheel_id bigint NOT NULL,
        slice_code text NOT NULL, amount bigint NOT NULL CHECK (amount > 0),
        status text NOT NULL DEFAULT 'CLAIMABLE' CHECK (status IN ('CLAIMABLE', 'CLAIMED')),
        expires_at timestamptz NOT NULL, created_at timestamptz NOT NULL DEFAULT now(), claimed_at timestamptz,
        FOREIGN KEY (wheel_id, slice_code) REFERENCES spin_slices(wheel_id, code))`,
      `CREATE INDEX spin_coupons_member ON spin_coupons (member_id, id)`,
      `CREATE TABLE chat_messages (
        id bigserial PRIMARY KEY, room text NOT NULL, user_id bigint REFERENCES members(id), guest_id text,
        sender text NOT NULL CHECK (sender IN ('customer', 'others')), message jsonb NOT NULL,
        session_id text, username text, name text, device_token text, read_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now())`,
      `CREATE INDEX chat_messages_room ON chat_messages (room, id)`,
      // Fixed-window request counters shared by every server process.
      `CREATE TABLE rate_limits (
        key text NOT NULL, window_start timestamptz NOT NULL, count int NOT NULL DEFAULT 1,
        PRIMARY KEY (key, window_start))`,
    ],
  },
  {
    name: '0003_host_links',
    statements: [
      // A Telegram or LINE account remembered for one-tap sign-in: one member per host account,
      // one host account per member and kind.
      `CREATE TABLE host_links (
        kind text NOT NULL CHECK (kind IN ('telegram', 'line')), host_user_id text NOT NULL,
        member_id bigint NOT NULL REFERENCES members(id), created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (kind, host_user_id), UNIQUE (member_id, kind))`,
      // Each proof signs in once: a copied initData or ID token cannot be replayed.
      `CREATE TABLE host_proofs_used (proof_hash text PRIMARY KEY, used_at timestamptz NOT NULL DEFAULT now())`,
    ],
  },
  {
    name: '0004_deploy_safety',
    statements: [
      // Every chat file the server stored: a media message may only name one issued for its room,
      // guests' bytes are budgeted per address, and guests' files are deleted after a retention period.
      `CREATE TABLE chat_uploads (
        name text PRIMARY KEY, room text NOT NULL, guest boolean NOT NULL, client_address text NOT NULL,
        bytes int NOT NULL, created_at timestamptz NOT NULL DEFAULT now())`,
      `CREATE INDEX chat_uploads_guest_address ON chat_uploads (client_address, created_at) WHERE guest`,
      `CREATE INDEX chat_uploads_guest_age ON chat_uploads (created_at) WHERE guest`,
      // Idempotency keys are purged after their window (IDEMPOTENCY_KEY_HOURS).
      `CREATE INDEX idempotency_keys_created ON idempotency_keys (created_at)`,
      `CREATE INDEX host_proofs_used_at ON host_proofs_used (used_at)`,
    ],
  },
  {
    name: '0005_content_languages',
    statements: [
      // Server content per language ({"th": …, "la": …, "en": …}) beside the untranslated column,
      // which stays the last fallback: one row read still answers any language, no join.
      `ALTER TABLE banks ADD COLUMN name_i18n jsonb NOT NULL DEFAULT '{}'`,
      `ALTER TABLE sources ADD COLUMN description_i18n jsonb NOT NULL DEFAULT '{}'`,
      `ALTER TABLE bonuses ADD COLUMN description_i18n jsonb NOT NULL DEFAULT '{}'`,
      `ALTER TABLE promotions ADD COLUMN description_i18n jsonb NOT NULL DEFAULT '{}'`,
      `ALTER TABLE banners ADD COLUMN html_i18n jsonb NOT NULL DEFAULT '{}'`,
      `ALTER TABLE spinwheels ADD COLUMN name_i18n jsonb NOT NULL DEFAULT '{}'`,
      `ALTER TABLE spin_slices ADD COLUMN label_i18n jsonb NOT NULL DEFAULT '{}'`,
      `ALTER TABLE spin_slices ADD COLUMN html_description_i18n jsonb NOT NULL DEFAULT '{}'`,
      // A translated setting (conditions, agreements, notice, contact): the value per language.
      `ALTER TABLE settings ADD COLUMN value_i18n jsonb NOT NULL DEFAULT '{}'`,
    ],
  },
  {
    name: '0006_statement_pages',
    statements: [
      // A statement page walks a member's visible activities newest first (issue 21.5): these
      // hold exactly those rows in that order, so page 1 and page 500 read the index, not the ledger.
      `CREATE INDEX ledger_transactions_statement ON ledger_transactions (member_id, created_at DESC, id DESC)
        WHERE kind IN ('deposit', 'bonus', 'withdraw', 'transfer')`,
      `CREATE INDEX user_bonuses_cleared ON user_bonuses (member_id, cleared_at DESC, id DESC) WHERE cleared_at IS NOT NULL`,
    ],
  },
  {
    name: '0007_sandbox_trust',
    statements: [
      // A link made while the sandbox was on was proven by a proof anyone could mint: production
      // drops those (seed-demo.ts retireSandboxAccess). NULL: made before this was recorded.
      `ALTER TABLE host_links ADD COLUMN made_in_sandbox boolean`,
      // Game rounds still owed before a claimed spin-wheel prize can be withdrawn (minor units).
      `ALTER TABLE members ADD COLUMN prize_turnover_due bigint NOT NULL DEFAULT 0 CHECK (prize_turnover_due >= 0)`,
    ],
  },
  {
    name: '0008_member_upload_budget',
    statements: [
      // Members' chat bytes are budgeted per room and hour; their files are kept, so without this
      // each upload would sum a table that only grows.
      `CREATE INDEX chat_uploads_member_room ON chat_uploads (room, created_at) WHERE NOT guest`,
    ],
  },
  {
    name: '0009_login_devices',
    statements: [
      // Devices that signed in to a phone number with its password keep a login budget of their
      // own (modules/account/devices.ts): strangers spending the number's budget cannot lock them out.
      `CREATE TABLE login_devices (
        token_hash text PRIMARY KEY,
        username text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now())`,
      `CREATE INDEX login_devices_username ON login_devices (username, created_at)`,
    ],
  },
  {
    name: '0010_withdrawal_payee',
    statements: [
      // Where a withdrawal is paid, as it was when the member asked: a bank account changed while it
      // waits must not carry the payout elsewhere, and a past payout says where it went. Earlier
      // rows take the member's account as it is now, the best there is.
      `ALTER TABLE withdrawals ADD COLUMN bank_code text, ADD COLUMN bank_account_no text, ADD COLUMN bank_account_name text`,
      `UPDATE withdrawals w SET bank_code = m.bank_code, bank_account_no = m.bank_account_no, bank_account_name = m.bank_account_name
        FROM members m WHERE m.id = w.member_id`,
      `ALTER TABLE withdrawals ALTER COLUMN bank_code SET NOT NULL, ALTER COLUMN bank_account_no SET NOT NULL,
        ALTER COLUMN bank_account_name SET NOT NULL`,
    ],
  },
  {
    name: '0011_truelink_refusal',
    statements: [
      // A link the wallet provider would not pay (an envelope under the minimum, emptied or expired)
      // is refused with its reason, told to its sender; before, it waited for good.
      `ALTER TABLE truelinks ADD COLUMN note text`,
    ],
  },
  {
    name: '0012_expired_proofs',
    statements: [
      // When a used proof could no longer sign anyone in anyway (Telegram's auth_date plus the
      // accepted age, a LINE token's exp): after it, its record of use is purged. Earlier rows, of
      // unknown expiry, go 30 days after their use (both kinds expire within a day).
      `ALTER TABLE host_proofs_used ADD COLUMN expires_at timestamptz`,
      `UPDATE host_proofs_used SET expires_at = used_at + interval '30 days'`,
      `ALTER TABLE host_proofs_used ALTER COLUMN expires_at SET NOT NULL`,
      `DROP INDEX host_proofs_used_at`,
      `CREATE INDEX host_proofs_used_expiry ON host_proofs_used (expires_at)`,
      // OTP requests are purged a day after they were made (each is spent within 35 minutes).
      `CREATE INDEX otp_requests_created ON otp_requests (created_at)`,
    ],
  },
  {
    name: '0013_slip_content',
    statements: [
      // The SHA-256 of a slip's file: the same file sent again by another member while one copy waits
      // or was credited is refused as a duplicate slip (spec §5), not queued for a second credit (its
      // own member's is answered with that slip). Earlier slips have none (not read back to find it).
      `ALTER TABLE slips ADD COLUMN content_sha256 text`,
      `CREATE INDEX slips_content ON slips (content_sha256)`,
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
