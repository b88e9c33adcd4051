/**
 * The API contract shared by the client and the reference server (spec §3, §7, §8; DESIGN §5.1).
 * Request schemas validate on the server; the client imports the inferred types. Keep this file
 * free of Node and browser imports: only zod.
 *
 * Conventions: amounts are JSON numbers in major units (baht/kip) with at most 2 decimals; dates
 * are ISO-8601 strings; every error reply is `{ message: ErrorCode | 'gone', detail?: string }`.
 */
import { z } from 'zod';
// The password length rule is a pure helper of src/lib; the contract passes it on to the server.
export { blankText, cleanName, phoneLengthOk, phoneSpelling } from '../lib/validation';
export { PASSWORD_MIN_LENGTH, passwordGuessable, passwordLongEnough } from '../lib/password';
export { characterCount } from '../lib/text-length';
export { isHolderName } from '../lib/bank';
import { NAME_MAX_LENGTH, cleanName, stackedMarks } from '../lib/validation';
import { PASSWORD_MAX_LENGTH } from '../lib/password';
import { characterCount } from '../lib/text-length';

// ---------------------------------------------------------------- §8 error catalogue

export const ERROR_CODES = [
  // auth and user
  'UNAUTHORIZED', 'EXPIRED_AUTH_TOKEN', 'INVALID_USER_1', 'INVALID_USER_2', 'INVALID_USER_3', 'INVALID_USER_4',
  'INVALID_IP', 'NO_USER', 'WRONG_PASSWORD', 'WRONG_CREDENTIAL', 'INACTIVE_USER', 'LOGIN_FAIL', 'REQUEST_LIMIT',
  'REQUEST_LIMIT_1MIN',
  // beyond the spec: a new password shorter than PASSWORD_MIN_LENGTH, or among the first guesses
  // (lib/password.ts passwordGuessable) (register, change password)
  'PASSWORD_TOO_SHORT', 'PASSWORD_GUESSABLE',
  // beyond the spec: an inviter code that names no member (register)
  'INVITE_CODE_INVALID',
  // OTP
  'OTP_BLOCK', 'OTP_TOKEN_INVALID', 'OTP_NOT_EXIST', 'OTP_VERIFIED', 'OTP_EXPIRED', 'OTP_CODE_INVALID',
  'OTP_CODE_VALID', 'UNVERIFIED_OTP', 'OTP_SEND_FAIL', 'OTP_VERIFY_FAIL',
  // registration and bank
  'EXISTING_USER', 'EXISTING_BANK', 'INVALID_USER_INFO', 'GAME_ACTIVATION_FAIL', 'INVALID_BANK',
  'BANK_ACCOUNT_NAME_ENG', 'REGISTER_FAIL', 'PHONE_NUMBER_REQUIRE_10_DIGIT', 'NO_BANK',
  // bonus
  'BONUS_REMAINING', 'BONUS_ALREADY_ACTIVE', 'BONUS_MAX_CLAIMED', 'BONUS_CONDITION', 'BONUS_CLEAR', 'BONUS_FULL',
  // beyond the spec: a withdrawal while claimed spin-wheel prizes are still to be played through
  // (BONUS_CONDITION would point the player at a bonus they do not hold)
  'PRIZE_TURNOVER',
  // invite
  'INVITE_COLLECT', 'INVITE_INACTIVE', 'NO_INVITE_BONUS', 'NO_INVITEE_PLAY_INFO', 'INVITE_BONUS_SUCCESS',
  'INVITE_BONUS_FAIL',
  // general
  'INTERNAL_SERVER_ERROR', 'KEY_MISSING', 'KEY_INVALID', 'NO_DATA',
  // promotion
  'NO_PROMOTION', 'PROMOTION_RECEIVED',
  // QR
  'QR_FAIL',
  // refund
  'NO_REFUND', 'REFUND_CONDITION', 'REFUND_SUCCESS', 'REFUND_INACTIVE', 'REFUND_MINIMUM',
  // wallet, game and transfer
  'NO_WALLET', 'SLOT_ALREADY_ACTIVE', 'SLOT_ACTIVATE_FAIL', 'SLOT_NO_ACCOUNT', 'SLOT_RESET_PASSWORD_FAIL',
  'TRANSFER_MINIMUM', 'NO_GAME', 'MONEY_NOT_ENOUGH', 'TRANSFER_FAIL', 'NOT_AREASLOT', 'NOT_UFABET',
  // slip and True Wallet link
  'SLIP_UPLOAD_FAIL', 'SLIP_NO_FILE', 'SLIP_INVALID_FILE', 'TRUELINK_DUPLICATE', 'TRUELINK_INVALID',
  // spin coupon
  'NO_CLAIMABLE_COUPON', 'INVALID_PRIZE_CODE', 'INVALID_CODE', 'INVALID_COUPON_TYPE', 'COUPON_EXPIRED',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** §5 slip failure reasons, carried in a slip's `note`. */
export const SLIP_REASONS = [
  'UPLOADED_FILE_NOT_EXIST', 'IMG_SIZE_UNABLE_TO_PROCESS', 'CANNOT_READ_CROPPED_IMAGE', 'DEST_ACC_INVALID',
  'SLIP_REFNO_DUPLICATED', 'UNSTABLE_REFNO_ON_SLIP', 'TRIPPLE_WRONG_CAPTCHA', 'INVALID_SLIP', 'NOT_MATCH',
  'EXPIRED_SLIP', 'UNKNOW_ERROR',
] as const;
export type SlipReason = (typeof SLIP_REASONS)[number];

/**
 * Why a True Money gift link was not credited (a code beyond the spec, which names no failure for
 * links): the envelope holds less than the link minimum (it is left unopened, the money still the
 * player's), or True Money says it is already emptied or expired.
 */
export const TRUELINK_REASONS = ['BELOW_MINIMUM', 'EMPTIED', 'EXPIRED'] as const;
export type TruelinkReason = (typeof TRUELINK_REASONS)[number];

// ---------------------------------------------------------------- shared pieces

/** Major units, at most 2 decimals (baht; kip uses 0). Range and minimum are checked by the server. */
export const Amount = z
  .number()
  .finite()
  // Exactly as written: the shortest decimal form of the number (what JSON carried) has at most two
  // decimals. A tolerance on n × 100 let 1.999999999 through, rounded to 2.00.
  .refine((n) => /^-?\d+(\.\d{1,2})?$/.test(String(n)), 'at most 2 decimals')
  .refine((n) => Math.abs(n) <= 1e10, 'too large');

const required = z.string().trim().min(1);
const atMost = (max: number) => (text: string) => [...text].length <= max;
/** A person's name as stored (see cleanName): at most NAME_MAX_LENGTH characters, no mark towers. */
const name = z
  .string()
  .transform(cleanName)
  .pipe(z.string().min(1).refine(atMost(NAME_MAX_LENGTH), 'too long').refine((text) => !stackedMarks(text), 'stacked marks'));
/** A password being chosen; one being checked (login, the old one) is only `required`. */
const newPassword = required.refine(atMost(PASSWORD_MAX_LENGTH), 'too long');
/** A bank account holder's name, cleaned the same way; the bank's rules (English letters for some) are the server's. */
const holderName = name;
export const PhoneNumber = required;
export const WALLET = 'WALLET' as const;
export const QR_PROVIDERS = ['KBANK', 'WW', 'PAYTIMZ'] as const;
export const QrProvider = z.enum(QR_PROVIDERS);
export type QrProvider = z.infer<typeof QrProvider>;
export type Currency = 'BAHT' | 'LAK';
export type DecisionStatus = 'PENDING' | 'SUCCESS' | 'FAILED';

// ---------------------------------------------------------------- lookups (GET /api/lookup/*)

/**
 * A bank's names: §3's nameTH and nameEN, and `name` in the language the request asked for
 * (Accept-Language), which is what a screen shows (a Lao reader never gets the Thai name).
 */
export interface BankNames { name?: string; nameTH: string; nameEN: string }
export interface Bank extends BankNames { code: string; country: 'TH' | 'LA'; englishNameRequired: boolean }
export interface BanksLookup { banks: Bank[] }
export interface Source { code: string; description: string }
export interface SourcesLookup { sources: Source[] }
export interface DepositBank {
  bankCode: string;
  bankType: 'BANK' | 'PAYMENT';
  mode: 'AUTO' | 'QR';
  bankAccountName: string;
  bankAccountNo: string;
  bank: BankNames;
  currency: Currency;
}
export interface DepositLookup {
  banks: DepositBank[];
  /** True Wallet: mode AUTO, or LINK for the gift-link form. */
  wallets: Array<{ mode: 'AUTO' | 'LINK'; walletAccountName: string }>;
  isManual: boolean;
  /** Smallest QR amount per provider, major units. */
  qrMinimum: Record<QrProvider, number>;
  /** Beyond §3: the largest QR amount in the asker's currency, major units (the form says it on its field). */
  qrMaximum?: number;
  truelinkMinimum: number;
}
export interface ConditionsLookup { conditions: string[] }
export interface AgreementsLookup { agreements: string[] }
export interface InfoLookup { name: string; website: string }
export interface NoticeLookup { notice: string }
export interface ContactLookup { contactText: string; lineLink: string; lineName: string; lineQR: string }
export interface WithdrawLookup { withdrawMin: number; withdrawMax: number }
/** Beyond the spec's lookups: the smallest transfer the server accepts, major units (spec §9 default 1). */
export interface TransferLookup { transferMinimum: number }
/** Slip upload is closed daily between closedFrom and closedTo (HH:mm, Thai/Lao time, UTC+7); `open` is now. */
export interface SlipLookup { enabled: boolean; open: boolean; closedFrom: string; closedTo: string }
/** When the site is terminated the reply is instead 410 `{ message: 'gone' }`. */
export interface ActiveLookup { terminated: false }
export interface RegisterOtpLookup { registerOTP: boolean }
export interface ChatWidgetLookup { enableChatWidget: boolean }

// ---------------------------------------------------------------- account

/** POST /api/account/validate (step 3: bank fields may still be empty) and POST /api/account. */
export const ValidateAccountRequest = z.object({
  name,
  username: PhoneNumber,
  password: newPassword,
  sourceCode: z.string().trim().optional(),
  inviteCode: z.string().trim().optional(),
  bankCode: z.string().trim().optional(),
  bankAccountName: z.string().trim().refine(atMost(NAME_MAX_LENGTH), 'too long').optional(),
  bankAccountNo: z.string().trim().optional(),
  currency: z.enum(['LAK', 'BAHT']).optional(),
});
export type ValidateAccountRequest = z.infer<typeof ValidateAccountRequest>;
/**
 * Beyond spec §7: with the OTP switch on, `otpToken` is the token of the SMS check this client
 * passed (from POST /api/otp/send). A phone verified by someone else does not register here: the
 * proof is the code's token, not the number, or anyone watching a number could take it the moment
 * its owner typed the code.
 */
const otpProof = z.string().trim().max(100).optional();
export const RegisterRequest = ValidateAccountRequest.extend({
  bankCode: required,
  bankAccountName: holderName,
  bankAccountNo: required,
  otpToken: otpProof,
});
export type RegisterRequest = z.infer<typeof RegisterRequest>;
export interface OkReply { ok: true }
export interface RegisterReply { ok: true; _id: string }

export const LoginRequest = z.object({ username: required, password: required });
export type LoginRequest = z.infer<typeof LoginRequest>;
export interface LoginReply { token: string }

/** currency: the wallet's, chosen at registration (LAK or BAHT in the Laos build, BAHT otherwise; issue 19.3). */
export interface Profile { _id: string; name: string; username: string; createdAt: string; coin: number; currency: Currency }
export interface MemberBankAccount {
  bankCode: string;
  bankAccountName: string;
  bankAccountNo: string;
  bank: BankNames;
}
export interface ProfileReply { profile: Profile; bankAccount: MemberBankAccount }

export const UpdateProfileRequest = z.object({
  name,
  bankCode: required,
  bankAccountName: holderName,
  bankAccountNo: required,
  /**
   * Beyond §7: the member's password, asked when the bank, the account number or the holder's
   * name changes — where withdrawals are paid — so a phone left signed in cannot send them elsewhere.
   */
  // Trimmed as at the login and the registration: the same typed text is the same password everywhere.
  password: z.string().trim().optional(),
});
export type UpdateProfileRequest = z.infer<typeof UpdateProfileRequest>;
export const BankAccountNameRequest = z.object({ bankCode: required, bankAccountName: holderName });
export type BankAccountNameRequest = z.infer<typeof BankAccountNameRequest>;
export const ChangePasswordRequest = z.object({ oldPassword: required, newPassword });
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequest>;

// ---------------------------------------------------------------- OTP

/** `otpToken` (beyond the spec): the token of this client's last code, so a phone it verified answers OTP_VERIFIED. */
export const OtpSendRequest = z.object({ phoneNumber: PhoneNumber, otpToken: otpProof });
export type OtpSendRequest = z.infer<typeof OtpSendRequest>;
/** code OTP_VERIFIED: this client already verified the phone (the request named its token), skip step 2 (otpRef and otpToken are then empty). */
export interface OtpSendReply { otpRef: string; otpToken: string; code: 'OTP_SENT' | 'OTP_VERIFIED' }
export const OtpVerifyRequest = z.object({ otpToken: required, otpCode: required });
export type OtpVerifyRequest = z.infer<typeof OtpVerifyRequest>;
export interface OtpVerifyReply { code: 'OTP_CODE_VALID' }
/**
 * POST /api/register/check-phone (issue 18, beyond spec §7): `{ ok: true }` when the phone may
 * register, else 409 EXISTING_USER, so step 1 refuses a known phone instead of step 3. Reveals no
 * more than /api/account/validate and /api/otp/send already do; counted like the OTP calls.
 */
export const CheckPhoneRequest = z.object({ phoneNumber: PhoneNumber });
export type CheckPhoneRequest = z.infer<typeof CheckPhoneRequest>;

// ---------------------------------------------------------------- wallet and games

export type GameCategory = 'slot' | 'sport' | 'lotto';
export interface GameAccount {
  code: string;
  name: string;
  category: GameCategory;
  isActive: boolean;
  amount: number;
  ftWalletSlot: number;
  logo: string;
  background: string;
  web: string | null;
  android: string | null;
  ios: string | null;
}
export interface WalletSnapshot {
  profile: Profile;
  bankAccount: MemberBankAccount;
  /** `prizeTurnoverDue` (beyond the spec): claimed wheel prizes' play still owed before a withdrawal (PRIZE_TURNOVER); absent when none. */
  wallet: { amount: number; prizeTurnoverDue?: number };
  invite: { amount: number; success: number; fail: number };
  slots: GameAccount[];
}
export interface SlotsReply { slots: GameAccount[] }
export interface GameCredentials { username: string; password: string }

export const AddRequest = z.object({ amount: Amount });
export type AddRequest = z.infer<typeof AddRequest>;
/** from/to: 'WALLET' or a game code. */
export const TransferRequest = z.object({ from: required, to: required, amount: Amount });
export type TransferRequest = z.infer<typeof TransferRequest>;
export const TransferAllRequest = z.object({ to: required });
export type TransferAllRequest = z.infer<typeof TransferAllRequest>;
/**
 * What every money reply carries for its receipt (issue 18): the ledger transaction, the reference a
 * player reads out to support (the same one the statement shows for that entry) and its time.
 */
export interface Receipted { transactionId: string; reference: string; createdAt: string }
/** The player-facing reference of a ledger transaction: short, unambiguous, sortable. */
export const receiptReference = (transactionId: string | bigint): string => `TX${String(transactionId).padStart(8, '0')}`;
/** Balances after a money movement; the client may still reload the wallet. */
export interface MoneyReply extends Receipted { wallet: { amount: number } }
/** Every balance into one account: `amount` is what was gathered (beyond spec §7, which names no reply). */
export interface TransferAllReply extends MoneyReply { amount: number }

export const WithdrawRequest = z.object({ amount: Amount });
export type WithdrawRequest = z.infer<typeof WithdrawRequest>;
/** withdrawAll first brings every game balance back to the wallet; amount omitted = everything. */
export const WithdrawAllRequest = z.object({ amount: Amount.optional() });
export type WithdrawAllRequest = z.infer<typeof WithdrawAllRequest>;
/** transactionId/reference: the ledger transaction that holds the money (the statement's withdraw entry). */
export interface WithdrawReply extends Receipted { withdrawalId: string; status: DecisionStatus; amount: number; wallet: { amount: number } }

export interface AutoLoginReply { link: string }

// ---------------------------------------------------------------- deposits

export interface QrState {
  hasQrcode: boolean;
  qrcodeId?: string;
  /** SVG markup of the PromptPay QR. */
  qrcode?: string;
  amount?: number;
  /** ISO time at which the QR stops being payable. */
  expireIn?: string;
  message?: string;
  /**
   * The QR as a PNG file, a signed link that needs no token and stops with the QR (an addition to
   * spec §6): a player paying from the same phone saves it and scans it from the bank app's gallery.
   */
  image?: string;
}
/** The saved QR picture's file name: what a gallery or a download list shows the player. */
export const qrImageName = (provider: string, amount: number) => `qr-${provider.toLowerCase()}-${String(amount).replace('.', '_')}.png`;
export const CreateQrRequest = z.object({ amount: Amount });
export type CreateQrRequest = z.infer<typeof CreateQrRequest>;
export const DeleteQrRequest = z.object({ qrcodeId: required });
export type DeleteQrRequest = z.infer<typeof DeleteQrRequest>;

/** The largest slip picture the server takes; the upload field refuses a larger one before sending it. */
export const SLIP_MAX_MB = 5;
/**
 * POST /api/wallet/slip: multipart with one image file (field name `file`). `reason` (an addition to
 * spec §6) when it was refused at once: the same file as a slip that waits or was credited.
 */
export interface SlipReply { reference: string; status: DecisionStatus; reason?: SlipReason }

/**
 * POST /api/wallet/truelink: `link` is the gift link encrypted with AES-256-GCM, key = SHA-256 of
 * the shared secret, sent as base64url(iv[12] || ciphertext || tag[16]).
 */
export const TruelinkRequest = z.object({ link: required });
export type TruelinkRequest = z.infer<typeof TruelinkRequest>;
export interface TruelinkReply { voucher: string; status: DecisionStatus }
/** GET /api/wallet/truelink/:voucher (the sender only): a sent link's decision; `reason` when refused. */
export interface TruelinkState extends TruelinkReply { reason: TruelinkReason | null }

// ---------------------------------------------------------------- sandbox control (SANDBOX=1 only)

const ClockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);
/** slipWindow: the daily slip-closed window in UTC+7 (equal times: always open), for journeys that must not depend on the hour. */
export const SandboxSettingsRequest = z
  .object({
    registerOTP: z.boolean(),
    enableChatWidget: z.boolean(),
    terminated: z.boolean(),
    slipWindow: z.object({ closedFrom: ClockTime, closedTo: ClockTime }).strict(),
  })
  .partial()
  .strict();
export type SandboxSettingsRequest = z.infer<typeof SandboxSettingsRequest>;
export interface SandboxSettingsReply { registerOTP: boolean; enableChatWidget: boolean; terminated: boolean }
export const SandboxSlipApproveRequest = z.object({ amount: Amount });
export const SandboxSlipRejectRequest = z.object({ note: z.enum(SLIP_REASONS) });
export const SandboxGameRoundRequest = z.object({ username: required, delta: Amount });
export type SandboxGameRoundRequest = z.infer<typeof SandboxGameRoundRequest>;
export interface SandboxGameRoundReply { amount: number }
export const SandboxTruelinkRedeemRequest = z.object({ amount: Amount });
/** The provider's refusal of an envelope (an amount under the minimum is the server's own, on redeem). */
export const SandboxTruelinkRefuseRequest = z.object({ reason: z.enum(['EMPTIED', 'EXPIRED']) });
export interface SandboxDecisionReply { status: DecisionStatus; wallet: { amount: number } }

// ---------------------------------------------------------------- pagination and banners

/** POST bodies of the paginated lists (invite, refund, statement, slip): page from 1, 10 a page by default. */
export const PageRequest = z.object({
  page: z.number().int().min(1).max(100_000).default(1),
  limit: z.number().int().min(1).max(100).default(10),
});
export type PageRequest = z.input<typeof PageRequest>;
export interface Banner { image: string; html: string }
/** GET /api/invite/banners, /api/refund/banners. */
export interface BannersReply { banners: Banner[] }
/** Success replies of actions whose outcome the client shows as a toast (a §8 code). */
export interface MessageReply { message: ErrorCode }

// ---------------------------------------------------------------- invite

export interface InviteRow { _id: string; from: { name: string }; amount: number; createdAt: string }
/** POST /api/invite: one row per invitee; amount = what the inviter earned from them so far. */
export interface InvitePage { invites: InviteRow[]; total: number }
/** GET /api/invite/bonus: the accrued invite bonus (added to the wallet with POST /api/wallet/add) and the rates in %. */
export interface InviteBonusReply { amount: number; success: number; fail: number }

// ---------------------------------------------------------------- refund

/** GET /api/refund/check. result: a refund can be received now; bonus: a bonus is held (receiving refused). */
export interface RefundCheck {
  result: boolean;
  bonus: boolean;
  info: string;
  /** Accrued, not yet received. */
  refundAmount: number;
  /** Rates in % of net wins / net losses. */
  refundSuccess: number;
  refundFail: number;
  /** Received but not yet added to the wallet (GET /api/refund/addWallet moves it). */
  balance: number;
}
export interface RefundRow { _id: string; refundAmount: number; createdAt: string }
export interface RefundPage { refunds: RefundRow[]; total: number }

// ---------------------------------------------------------------- bonus and promotion

export type BonusType = 'limit' | 'day' | 'week';
export interface UserBonus {
  _id: string | null;
  isActive: boolean;
  /** Every receipt of this bonus; the §4 count for the type is `receivedCount`. */
  received: Array<{ updatedAt: string }>;
}
export interface BonusItem {
  code: string;
  type: BonusType;
  maxReceived: number;
  percentFail: number;
  amount: number;
  description: string;
  banners: Banner[];
  userBonus: UserBonus;
  /** Receipts in the current window of the type (all / today / this week, UTC+7). */
  receivedCount: number;
  isReceived: boolean;
}
export interface BonusListReply { bonuses: BonusItem[] }
/** GET /api/bonus/activate/:code and /api/promotion/activate/:code. */
export interface ActivatedBonus extends Receipted {
  _id: string;
  code: string;
  type: BonusType | 'promotion';
  isActive: true;
  amount: number;
  requiredTurnover: number;
  wallet: { amount: number };
}
/** GET /api/bonus/check/active. */
export interface ActiveBonusCheck { status: boolean; type: BonusType | 'promotion' | null; code: string | null }
/** GET /api/bonus/check/minimum: the held bonus's turnover progress. */
export interface BonusMinimumCheck { status: boolean; turnover: number; requiredTurnover: number }
/**
 * `received` (an addition to spec §6, only in a find's reply): this member has received it already,
 * so Receive would only be refused with PROMOTION_RECEIVED.
 */
export interface Promotion { code: string; percentFail: number; description: string; amount: number; received?: boolean }
/** GET /api/promotion/find/:code: the promotion, or `{}` when there is none. */
export type PromotionFindReply = Promotion | Record<string, never>;
export interface PromotionCurrentReply { promotion: Promotion | null }

// ---------------------------------------------------------------- statement and slips

/**
 * A deposit's channel key: the ledger reference of its credit, a statement entry's `source`, a
 * decision's `source`. The server writes it and the app finds a deposit by it: one spelling.
 */
export const depositSource = {
  qr: (qrcodeId: string) => `qr:${qrcodeId}`,
  slip: (reference: string) => `slip:${reference}`,
  truelink: (voucher: string) => `truelink:${voucher}`,
} as const;

export type StatementType = 'deposit' | 'bonus' | 'finish_bonus' | 'withdraw' | 'transfer';
export interface StatementEntry {
  _id: string;
  statementType: StatementType;
  status: DecisionStatus;
  from: string;
  to: string;
  amount: number;
  createdAt: string;
  /** receiptReference() of the ledger transaction (absent on finish_bonus, which moves no money). */
  reference?: string;
  /** Deposits only: the channel's own key (`depositSource`), so an open deposit finds its receipt. */
  source?: string;
  bonus?: { description: string };
  promotion?: { description: string };
  invite?: { description: string };
  refund?: { description: string };
  luckydraw?: { description: string };
}
export interface StatementPage { total: number; statements: StatementEntry[] }
export interface SlipRow {
  reference: string;
  createdAt: string;
  amount: number;
  status: DecisionStatus;
  note: SlipReason | null;
  /** A signed image URL, good for an hour (open it directly). */
  link: string;
}
export interface SlipPage { total: number; slips: SlipRow[] }
/** GET /api/statement/slip/reference/:reference (owner only). */
export interface SlipImageReply { url: string }

// ---------------------------------------------------------------- spin wheel

export interface SpinSlice { code: string; label: string; bgColor: string; textColor: string; htmlDescription: string }
export interface SpinSetupReply {
  result: {
    activeSpinwheel: { name: string; slices: SpinSlice[] } | null;
    userCoin: number;
    /** Beyond spec §3: the part of one deposit that earns a coin, in major units; 0 when deposits earn none. */
    depositPerCoin: number;
  };
}
export interface SpinActiveReply { active: boolean }
export interface SpinReply { success: true; result: { code: string; label: string; remainingCoin: number; couponId: string | null }; error: null }
export interface Coupon {
  _id: string;
  prize: SpinSlice & { name: string };
  amount: number;
  status: 'CLAIMABLE' | 'CLAIMED' | 'EXPIRED';
  expiresAt: string;
  createdAt: string;
}
export interface CouponsReply { coupons: Coupon[] }
export const CouponClaimRequest = z.object({ coupon: z.union([z.string().trim().regex(/^\d{1,18}$/), z.number().int().positive()]) });
export type CouponClaimRequest = z.infer<typeof CouponClaimRequest>;

// ---------------------------------------------------------------- chat

/**
 * A decision on the member's money, told with the `wallet` socket push that follows it, so a screen
 * that is not watching it (the home) can say what happened and not only show a new balance:
 * `deposit` credited (a QR paid, a slip approved, a True Money envelope redeemed), `withdraw` paid or
 * refused (the money back in the wallet), `slip` refused with its §5 reason, `truelink` a gift link
 * refused with its reason. A deposit names its channel key (`source`, as statement entries carry
 * it), a slip its reference: an open deposit sheet that shows that one says it itself.
 */
export type WalletDecision =
  | { kind: 'deposit'; status: 'SUCCESS'; amount: number; source: string }
  | { kind: 'withdraw'; withdrawalId: string; status: 'SUCCESS' | 'FAILED'; amount: number }
  | { kind: 'slip'; reference: string; status: 'FAILED'; reason: SlipReason }
  | { kind: 'truelink'; voucher: string; status: 'FAILED'; reason: TruelinkReason };
/** The `wallet` socket event's body: a ping (`{}`), a wallet balance, a game round's slot, or a decision. */
export interface WalletPush { amount?: number; slot?: string; decision?: WalletDecision }

/** GET /api/chat/config: socket true = connect socket.io to the same origin. */
export interface ChatConfig { PREFIX: string; socket: boolean }
export const CHAT_TEXT_MAX = 2000;
export const ChatMessageBody = z.object({
  message_type: z.enum(['text', 'buttons', 'media', 'quick_replies', 'generic', 'postback']),
  payload: z.unknown().optional(),
  payloads: z.array(z.unknown()).max(20).optional(),
  // Counted in characters as the member's screen counts them (an emoji is one); the UTF-16 cap
  // bounds the work before they are counted.
  text: z
    .string()
    .max(CHAT_TEXT_MAX * 2)
    .refine((text) => characterCount(text) <= CHAT_TEXT_MAX)
    .optional(),
});
const ChatWho = {
  userId: z.union([z.string(), z.number()]).optional().nullable(),
  guestId: z.string().trim().max(100).optional().nullable(),
};
/** POST /api/chat/send-message: a conversation object; the server fills sender, createdAt. */
export const ChatSendRequest = z.object({
  ...ChatWho,
  message: ChatMessageBody,
  session_id: z.string().max(200).optional().nullable(),
  username: z.string().max(200).optional().nullable(),
  name: z.string().max(200).optional().nullable(),
  deviceToken: z.string().max(500).optional().nullable(),
  sender: z.string().optional(),
});
export type ChatSendRequest = z.infer<typeof ChatSendRequest>;
export const ChatHistoryRequest = z.object({ ...ChatWho, limit: z.number().int().min(1).max(50).default(10), skip: z.number().int().min(0).default(0) });
export const ChatReadRequest = z.object(ChatWho);
export interface ChatConversation {
  _id: string;
  sender: 'customer' | 'others';
  message: z.infer<typeof ChatMessageBody>;
  createdAt: string;
  session_id: string | null;
  userId: string | null;
  guestId: string | null;
  username: string | null;
  name: string | null;
  deviceToken: string | null;
}
export interface ChatSendReply { createdAt: string; _id: string }
/** Newest first; the client reverses. */
export interface ChatHistoryReply { conversations: ChatConversation[]; total: number }
export interface ChatUploadReply { path: string; fileType: 'image' | 'video' }
export const SandboxChatReplyRequest = z.object({ ...ChatWho, message: ChatMessageBody });

// ---------------------------------------------------------------- host identity (Telegram / LINE one-tap sign-in)

/** Raw Telegram initData or a LINE ID token, exactly as the host gave it. */
export const HostProof = z.object({ kind: z.enum(['tg-initdata', 'line-idtoken']), value: z.string().min(1).max(4096) });
export type HostProof = z.infer<typeof HostProof>;
/**
 * Remembering a host account (POST /api/host/link): a standing sign-in, so beyond the first
 * minutes after a sign-in the member's password goes with the proof (WRONG_PASSWORD without it).
 */
// The password trimmed as at the login (a trailing space typed there signs in; it must link too).
export const HostLinkRequest = HostProof.extend({ password: z.string().trim().optional() });
export type HostLinkRequest = z.infer<typeof HostLinkRequest>;
/** The launch's one-tap try: signed in, or why not (never an error reply). */
export type HostSignInReply = { status: 'signed-in'; token: string } | { status: 'not-linked' } | { status: 'refused' };
export type HostKind = 'telegram' | 'line';
export const HostUnlinkRequest = z.object({ kind: z.enum(['telegram', 'line']) });
export interface HostLinksReply { telegram: boolean; line: boolean }
export const SandboxTelegramInitDataRequest = z.object({
  userId: z.number().int().positive(),
  firstName: z.string().min(1).max(64),
  /** Seconds since the epoch; defaults to now. */
  authDate: z.number().int().positive().optional(),
  startParam: z.string().max(64).optional(),
});
export const SandboxLineIdTokenRequest = z.object({ userId: z.string().min(1).max(64), name: z.string().max(64).default('') });
