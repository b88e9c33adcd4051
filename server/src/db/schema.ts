import type { ColumnType, Generated } from 'kysely';
import type { TruelinkReason } from '../../../src/api/contract.ts';

/** Text per language (migration 0005): read as an object, written as its JSON; missing languages fall back. */
type I18n = ColumnType<Partial<Record<'th' | 'la' | 'en', string>>, string | undefined, string>;

type Created = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;

export interface SettingsTable {
  key: string;
  value: ColumnType<unknown, string, string>;
  value_i18n: ColumnType<Partial<Record<'th' | 'la' | 'en', unknown>>, string | undefined, string>;
}
export interface BanksTable {
  code: string;
  name_th: string;
  name_en: string;
  name_i18n: I18n;
  country: string;
  english_name_required: boolean;
  sort: number;
}
export interface SourcesTable {
  code: string;
  description: string;
  description_i18n: I18n;
  sort: number;
}
export interface GamesTable {
  code: string;
  name: string;
  category: 'slot' | 'sport' | 'lotto';
  ft_wallet_slot: number;
  /** How the auto-login link is asked for: by username, by username and password, or a plain web URL. */
  login_mode: 'username' | 'username_password' | 'web';
  android: string | null;
  ios: string | null;
  sort: number;
}
export interface MembersTable {
  id: Generated<bigint>;
  username: string;
  name: string;
  password_hash: string;
  source_code: string | null;
  inviter_id: bigint | null;
  bank_code: string;
  bank_account_name: string;
  bank_account_no: string;
  currency: string;
  coin: Generated<number>;
  /** Game turnover still owed before claimed spin-wheel prizes may be withdrawn (minor units). */
  prize_turnover_due: Generated<bigint>;
  created_at: Created;
}
export interface SessionsTable {
  token_hash: string;
  member_id: bigint;
  created_at: Created;
  expires_at: Timestamp;
}
export interface OtpRequestsTable {
  token: string;
  ref: string;
  phone: string;
  code_hash: string;
  attempts: Generated<number>;
  expires_at: Timestamp;
  verified_at: Date | null;
  created_at: Created;
}
export interface SandboxSmsTable {
  id: Generated<bigint>;
  phone: string;
  body: string;
  created_at: Created;
}
export interface GameAccountsTable {
  member_id: bigint;
  game_code: string;
  username: string;
  password: string;
  created_at: Created;
}
export interface LedgerAccountsTable {
  id: Generated<bigint>;
  name: string;
  member_id: bigint | null;
  is_system: boolean;
  balance: Generated<bigint>;
}
export interface LedgerTransactionsTable {
  id: Generated<bigint>;
  kind: string;
  member_id: bigint | null;
  reference: string | null;
  created_at: Created;
}
export interface LedgerPostingsTable {
  id: Generated<bigint>;
  transaction_id: bigint;
  account_id: bigint;
  amount: bigint;
}
export interface IdempotencyKeysTable {
  member_id: bigint;
  key: string;
  scope: string;
  response: string | null;
  created_at: Created;
}
export type DecisionStatus = 'PENDING' | 'SUCCESS' | 'FAILED';
export interface WithdrawalsTable {
  id: Generated<bigint>;
  member_id: bigint;
  amount: bigint;
  status: DecisionStatus;
  created_at: Created;
  decided_at: Date | null;
  /** The payee as it was when the member asked (migration 0010). */
  bank_code: string;
  bank_account_no: string;
  bank_account_name: string;
}
export interface QrCodesTable {
  id: string;
  member_id: bigint;
  provider: string;
  amount: bigint;
  payload: string;
  status: 'ACTIVE' | 'PAID' | 'CANCELLED' | 'EXPIRED';
  expires_at: Timestamp;
  created_at: Created;
}
export interface SlipsTable {
  reference: string;
  member_id: bigint;
  file_path: string;
  mime: string;
  amount: bigint | null;
  status: DecisionStatus;
  note: string | null;
  created_at: Created;
  decided_at: Date | null;
  /** Hex SHA-256 of the picture; null on slips from before migration 0013. */
  content_sha256: ColumnType<string | null, string | null | undefined, never>;
}
export interface TruelinksTable {
  voucher: string;
  member_id: bigint;
  amount: bigint | null;
  status: DecisionStatus;
  /** Why a refused link was not credited. */
  note: TruelinkReason | null;
  created_at: Created;
  decided_at: Date | null;
}

export interface BannersTable {
  id: Generated<bigint>;
  area: 'invite' | 'refund' | 'bonus';
  owner: string;
  image: string;
  html: string;
  html_i18n: I18n;
  sort: number;
}
export type BonusType = 'limit' | 'day' | 'week';
export interface BonusesTable {
  code: string;
  type: BonusType;
  max_received: number;
  percent_fail: number;
  amount: bigint;
  turnover_multiplier: number;
  description: string;
  description_i18n: I18n;
  sort: number;
  active: Generated<boolean>;
}
export interface PromotionsTable {
  code: string;
  percent_fail: number;
  amount: bigint;
  turnover_multiplier: number;
  description: string;
  description_i18n: I18n;
  active: Generated<boolean>;
}
export interface UserBonusesTable {
  id: Generated<bigint>;
  member_id: bigint;
  bonus_code: string | null;
  promotion_code: string | null;
  amount: bigint;
  required_turnover: bigint;
  turnover: Generated<bigint>;
  is_active: Generated<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
  cleared_at: Date | null;
}
export interface RefundStateTable {
  member_id: bigint;
  net: Generated<bigint>;
}
export interface RefundsTable {
  id: Generated<bigint>;
  member_id: bigint;
  amount: bigint;
  created_at: Created;
}
export interface InviteCreditsTable {
  id: Generated<bigint>;
  inviter_id: bigint;
  invitee_id: bigint;
  amount: bigint;
  created_at: Created;
}
export interface SpinwheelsTable {
  id: Generated<bigint>;
  name: string;
  name_i18n: I18n;
  active: Generated<boolean>;
}
export interface SpinSlicesTable {
  wheel_id: bigint;
  code: string;
  label: string;
  label_i18n: I18n;
  bg_color: string;
  text_color: string;
  html_description: string;
  html_description_i18n: I18n;
  weight: number;
  amount: bigint;
  sort: number;
}
export interface SpinCouponsTable {
  id: Generated<bigint>;
  member_id: bigint;
  wheel_id: bigint;
  slice_code: string;
  amount: bigint;
  status: Generated<'CLAIMABLE' | 'CLAIMED'>;
  expires_at: Timestamp;
  created_at: Created;
  claimed_at: Date | null;
}
export interface ChatMessagesTable {
  id: Generated<bigint>;
  room: string;
  user_id: bigint | null;
  guest_id: string | null;
  sender: 'customer' | 'others';
  message: ColumnType<unknown, string, string>;
  session_id: string | null;
  username: string | null;
  name: string | null;
  device_token: string | null;
  read_at: Date | null;
  created_at: Created;
}
export interface RateLimitsTable {
  key: string;
  window_start: ColumnType<Date, Date | string, Date | string>;
  count: Generated<number>;
}

export interface HostLinksTable {
  kind: 'telegram' | 'line';
  host_user_id: string;
  member_id: bigint;
  created_at: Created;
  /** Made while the sandbox (which mints proofs for anyone) was on; null when not recorded. */
  made_in_sandbox: boolean | null;
}
/** A device that signed in to `username` with the password (modules/account/devices.ts). */
export interface LoginDevicesTable {
  token_hash: string;
  username: string;
  created_at: Created;
}
export interface HostProofsUsedTable {
  proof_hash: string;
  used_at: Created;
  /** When the proof itself expires: its record of use is purged after (maintenance.ts). */
  expires_at: Timestamp;
}

/** A chat file this server stored: for whose room, and (guests) from which address, for budgets and retention. */
export interface ChatUploadsTable {
  name: string;
  room: string;
  guest: boolean;
  client_address: string;
  bytes: number;
  created_at: Created;
}

export interface Database {
  settings: SettingsTable;
  banks: BanksTable;
  sources: SourcesTable;
  games: GamesTable;
  members: MembersTable;
  sessions: SessionsTable;
  otp_requests: OtpRequestsTable;
  sandbox_sms: SandboxSmsTable;
  game_accounts: GameAccountsTable;
  ledger_accounts: LedgerAccountsTable;
  ledger_transactions: LedgerTransactionsTable;
  ledger_postings: LedgerPostingsTable;
  idempotency_keys: IdempotencyKeysTable;
  withdrawals: WithdrawalsTable;
  qr_codes: QrCodesTable;
  slips: SlipsTable;
  truelinks: TruelinksTable;
  banners: BannersTable;
  bonuses: BonusesTable;
  promotions: PromotionsTable;
  user_bonuses: UserBonusesTable;
  refund_state: RefundStateTable;
  refunds: RefundsTable;
  invite_credits: InviteCreditsTable;
  spinwheels: SpinwheelsTable;
  spin_slices: SpinSlicesTable;
  spin_coupons: SpinCouponsTable;
  chat_messages: ChatMessagesTable;
  rate_limits: RateLimitsTable;
  host_links: HostLinksTable;
  host_proofs_used: HostProofsUsedTable;
  login_devices: LoginDevicesTable;
  chat_uploads: ChatUploadsTable;
}
