import type {
  ActiveLookup, AgreementsLookup, BanksLookup, ChatWidgetLookup, ConditionsLookup, ContactLookup, DepositBank,
  DepositLookup, InfoLookup, NoticeLookup, RegisterOtpLookup, SlipLookup, SourcesLookup, TransferLookup, WithdrawLookup,
} from '../../../../src/api/contract.ts';
import type { Db } from '../../db/index.ts';
import { toMajor } from '../../core/money.ts';
import { withdrawLimits } from '../../core/currency.ts';
import { getSetting, getTextSetting } from '../../core/settings.ts';
import { pickText, type Reader } from '../../http/language.ts';

const major = (minor: number) => toMajor(BigInt(minor));

function minutesOf(hhmm: string): number {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  return h * 60 + m;
}

/** Thailand and Laos share UTC+7 all year, whatever the server's own time zone is. */
const UTC_PLUS_7_MS = 7 * 3_600_000;

/** The daily closed window is in local (UTC+7) time and may wrap past midnight (23:50–00:10). */
export function slipOpenAt(now: Date, closedFrom: string, closedTo: string): boolean {
  const local = new Date(now.getTime() + UTC_PLUS_7_MS);
  const t = local.getUTCHours() * 60 + local.getUTCMinutes();
  const from = minutesOf(closedFrom);
  const to = minutesOf(closedTo);
  const closed = from <= to ? t >= from && t < to : t >= from || t < to;
  return !closed;
}

/** A bank's name for the reader (a Lao reader never gets Thai), beside the §3 nameTH/nameEN. */
const bankName = (b: { name_th: string; name_en: string; name_i18n: Partial<Record<string, string>> }, reader: Reader) =>
  pickText(b.name_i18n, reader, b.name_en);

export async function banks(db: Db, reader: Reader): Promise<BanksLookup> {
  const rows = await db.selectFrom('banks').selectAll().orderBy('sort').execute();
  return {
    banks: rows.map((b) => ({
      code: b.code,
      name: bankName(b, reader),
      nameTH: b.name_th,
      nameEN: b.name_en,
      country: b.country === 'LA' ? 'LA' : 'TH',
      englishNameRequired: b.english_name_required,
    })),
  };
}

export async function sources(db: Db, reader: Reader): Promise<SourcesLookup> {
  const rows = await db.selectFrom('sources').select(['code', 'description', 'description_i18n']).orderBy('sort').execute();
  return { sources: rows.map((s) => ({ code: s.code, description: pickText(s.description_i18n, reader, s.description) })) };
}

/**
 * The deposit methods of a wallet in `currency`: only the accounts and QR providers that take that
 * currency (a kip wallet paying a baht account, or scanning a PromptPay QR priced in baht, was
 * credited as many kip), and no True Wallet for kip (its envelopes are baht).
 */
export async function deposit(db: Db, reader: Reader, currency = 'BAHT'): Promise<DepositLookup> {
  const [config, qrMinimum, qrMaximum, truelinkMinimum, bankRows] = await Promise.all([
    getSetting(db, 'deposit'),
    getSetting(db, 'qrMinimum'),
    getSetting(db, 'qrMaximum'),
    getSetting(db, 'truelinkMinimum'),
    db.selectFrom('banks').select(['code', 'name_th', 'name_en', 'name_i18n']).execute(),
  ]);
  const names = new Map(bankRows.map((b) => [b.code, { name: bankName(b, reader), nameTH: b.name_th, nameEN: b.name_en }]));
  return {
    isManual: config.isManual,
    banks: config.banks.filter((b) => b.currency === currency).map(
      (b): DepositBank => ({
        ...(b as Omit<DepositBank, 'bank'>),
        bank: names.get(b.bankCode) ?? { name: b.bankCode, nameTH: b.bankCode, nameEN: b.bankCode },
      }),
    ),
    wallets:
      currency === 'LAK' ? [] : config.wallets.map((w) => ({ mode: w.mode === 'AUTO' ? 'AUTO' : 'LINK', walletAccountName: w.walletAccountName })),
    qrMinimum: { KBANK: major(qrMinimum.KBANK), WW: major(qrMinimum.WW), PAYTIMZ: major(qrMinimum.PAYTIMZ) },
    qrMaximum: major(qrMaximum[currency === 'LAK' ? 'LAK' : 'BAHT']),
    truelinkMinimum: major(truelinkMinimum),
  };
}

export const conditions = async (db: Db, reader: Reader): Promise<ConditionsLookup> => ({
  conditions: await getTextSetting(db, 'conditions', reader),
});
export const agreements = async (db: Db, reader: Reader): Promise<AgreementsLookup> => ({
  agreements: await getTextSetting(db, 'agreements', reader),
});
export const info = (db: Db): Promise<InfoLookup> => getSetting(db, 'info');
export const notice = async (db: Db, reader: Reader): Promise<NoticeLookup> => ({ notice: await getTextSetting(db, 'notice', reader) });
export const contact = (db: Db, reader: Reader): Promise<ContactLookup> => getTextSetting(db, 'contact', reader);
/** The limits of a wallet in `currency`: what the withdraw route enforces for that member. */
export async function withdraw(db: Db, currency = 'BAHT'): Promise<WithdrawLookup> {
  const limits = await withdrawLimits(db, currency);
  return { withdrawMin: major(limits.withdrawMin), withdrawMax: major(limits.withdrawMax) };
}
/** The minimum the transfer route enforces (TRANSFER_MINIMUM), so the dialog checks the same figure. */
export const transfer = async (db: Db): Promise<TransferLookup> => ({ transferMinimum: major(await getSetting(db, 'transferMinimum')) });
export async function slip(db: Db, now = new Date()): Promise<SlipLookup> {
  const s = await getSetting(db, 'slip');
  return { ...s, open: s.enabled && slipOpenAt(now, s.closedFrom, s.closedTo) };
}
// Reaching this handler means the terminated check let the request through.
export const active = async (): Promise<ActiveLookup> => ({ terminated: false });
export const registerOTP = async (db: Db): Promise<RegisterOtpLookup> => ({ registerOTP: await getSetting(db, 'registerOTP') });
export const enableChatWidget = async (db: Db): Promise<ChatWidgetLookup> => ({
  enableChatWidget: await getSetting(db, 'enableChatWidget'),
});
