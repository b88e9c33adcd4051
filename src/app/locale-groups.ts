/**
 * The texts of one language are split in two downloads (DESIGN.md §7): what a guest needs on the
 * first load, and what only members see, fetched with the member shell. The locale files stay one
 * file per language; a build plugin (scripts/vite/locale-groups.ts) cuts them by top-level key.
 */
export const guestTextGroups = [
  'app',
  'common',
  'errors',
  'hostLink',
  'login',
  'nav',
  'page',
  // The "no connection — retry" state must never wait for a download (DESIGN.md §3).
  'resilience',
  'ui',
  'validation',
] as const;

/**
 * Texts only one lazily loaded part shows, each its own download fetched beside that part's chunk:
 * the live chat widget (guests see it too, on the contact page; it loads only where chat is switched
 * on), the registration steps, and the pages a guest rarely opens (how to, contact, an unknown path,
 * a terminated site: one download, each loader costing /login's first load a few bytes).
 */
export const partTextGroups = {
  chat: ['chat'],
  register: ['register'],
  pages: ['howto', 'contact', 'notFound', 'terminated'],
} as const;

export type TextGroup = 'guest' | 'member' | keyof typeof partTextGroups;

/** Texts of the sandbox console (`/sandbox`, its own build entry): never part of the member app's downloads. */
export const consoleTextGroups = ['sandbox'] as const;
export type LocaleGroup = TextGroup | 'sandbox';

const namedGroups: ReadonlyArray<[LocaleGroup, readonly string[]]> = [
  ['guest', guestTextGroups],
  ...(Object.entries(partTextGroups) as Array<[LocaleGroup, readonly string[]]>),
  ['sandbox', consoleTextGroups],
];

/** Which group a top-level key belongs to: one of the lists above, else member-only. */
export const groupOf = (topLevelKey: string): LocaleGroup =>
  namedGroups.find(([, keys]) => keys.includes(topLevelKey))?.[0] ?? 'member';

/**
 * Error codes only a signed-in member's requests can bring back (rewards, games, money, deposits):
 * their `errors` texts come with the member texts instead of /login's first load. Every other
 * error text — sign-in, registration, OTP, the general ones — stays a guest text.
 */
export const memberErrorCodes: ReadonlySet<string> = new Set([
  'BONUS_ALREADY_ACTIVE', 'BONUS_CLEAR', 'BONUS_CONDITION', 'BONUS_FULL', 'BONUS_MAX_CLAIMED', 'BONUS_REMAINING',
  'PRIZE_TURNOVER', 'NO_PROMOTION', 'PROMOTION_RECEIVED',
  'INVITE_BONUS_FAIL', 'INVITE_BONUS_SUCCESS', 'INVITE_COLLECT', 'INVITE_INACTIVE', 'NO_INVITEE_PLAY_INFO', 'NO_INVITE_BONUS',
  'NO_REFUND', 'REFUND_CONDITION', 'REFUND_INACTIVE', 'REFUND_MINIMUM', 'REFUND_SUCCESS',
  'NO_WALLET', 'NO_GAME', 'NOT_AREASLOT', 'NOT_UFABET', 'SLOT_ACTIVATE_FAIL', 'SLOT_ALREADY_ACTIVE', 'SLOT_NO_ACCOUNT',
  'SLOT_RESET_PASSWORD_FAIL', 'MONEY_NOT_ENOUGH', 'TRANSFER_FAIL', 'TRANSFER_MINIMUM',
  // Not a §8 code: the words of a money move that got no answer (api/http.ts).
  'UNANSWERED',
  'QR_FAIL', 'SLIP_INVALID_FILE', 'SLIP_NO_FILE', 'SLIP_UPLOAD_FAIL', 'TRUELINK_DUPLICATE', 'TRUELINK_INVALID',
  'COUPON_EXPIRED', 'INVALID_CODE', 'INVALID_COUPON_TYPE', 'INVALID_PRIZE_CODE', 'NO_CLAIMABLE_COUPON',
]);

/**
 * Error codes only the forms that create an account or change its password, phone or bank bring
 * back (registration with its OTP step, the profile's dialogs): their texts come with the
 * registration part and with the member texts, each a copy, not with /login's first load.
 */
export const accountFormErrorCodes: ReadonlySet<string> = new Set([
  'PASSWORD_TOO_SHORT', 'PASSWORD_GUESSABLE', 'INVITE_CODE_INVALID',
  'EXISTING_USER', 'EXISTING_BANK', 'INVALID_USER_INFO', 'GAME_ACTIVATION_FAIL', 'INVALID_BANK', 'BANK_ACCOUNT_NAME_ENG',
  'REGISTER_FAIL', 'PHONE_NUMBER_REQUIRE_10_DIGIT', 'NO_BANK',
  'OTP_BLOCK', 'OTP_TOKEN_INVALID', 'OTP_NOT_EXIST', 'OTP_VERIFIED', 'OTP_EXPIRED', 'OTP_CODE_INVALID', 'OTP_CODE_VALID',
  'UNVERIFIED_OTP', 'OTP_SEND_FAIL', 'OTP_VERIFY_FAIL',
]);

/**
 * The sign-in form says only "this field is required" of the `validation` texts; the rest (phone
 * and password rules, bank numbers, files) come with the parts that check them — registration, the
 * chat, the member screens — each bringing its own copy (issue 21: /login's budget).
 */
const FIRST_LOAD_VALIDATION = ['required'];
const validationParts: readonly LocaleGroup[] = ['register', 'chat', 'member'];

/**
 * The kit's texts (`ui`) of the components only member screens or one lazily loaded part draw —
 * the balance card, receipts, game cards, lists and their pager, the QR's countdown and amounts,
 * the slip picker, times, the register wizard's steps, the how-to player — come with those, not
 * with /login's first load (issue 21: its budget). The rest of `ui` is the guest's.
 */
const uiElsewhere: Readonly<Record<string, readonly LocaleGroup[]>> = {
  balanceCard: ['member'],
  receipt: ['member'],
  gameCard: ['member'],
  quickAmounts: ['member'],
  countdown: ['member'],
  carousel: ['member'],
  dataTable: ['member'],
  pagination: ['member'],
  fileDrop: ['member'],
  time: ['member'],
  stepper: ['register'],
  video: ['pages'],
};

/**
 * The guest's objects whose entries go by entry, not whole: where each error code, validation rule
 * and kit text is downloaded (each part that needs one brings its own copy; i18n.ts merges every
 * group deeply, so a part adds to the guest's object rather than replacing it).
 */
const placedByEntry: Record<string, (key: string) => readonly LocaleGroup[]> = {
  errors: (code) =>
    memberErrorCodes.has(code) ? ['member'] : accountFormErrorCodes.has(code) ? ['register', 'member'] : ['guest'],
  validation: (rule) => (FIRST_LOAD_VALIDATION.includes(rule) ? ['guest'] : validationParts),
  ui: (kit) => uiElsewhere[kit] ?? ['guest'],
};

/** The part of one language's texts (a locale file) that `group` downloads. */
export function textsOf(all: Record<string, unknown>, group: LocaleGroup): Record<string, unknown> {
  const part = Object.fromEntries(Object.entries(all).filter(([key]) => groupOf(key) === group));
  for (const [top, placeOf] of Object.entries(placedByEntry)) {
    const here = Object.entries((all[top] ?? {}) as Record<string, unknown>).filter(([key]) => placeOf(key).includes(group));
    if (here.length > 0) part[top] = Object.fromEntries(here);
    else delete part[top];
  }
  return part;
}
