import type { Db } from './index.ts';
import { DEFAULT_SETTINGS, type Settings } from './seed.ts';
import { getSetting, setSetting } from '../core/settings.ts';
import { paidByQr } from '../modules/deposit/service.ts';

type Deposit = Settings['deposit'];
type PromptPay = Settings['promptpay'];

/** The seed's PromptPay ids: real-looking numbers nobody here owns, so a QR built on one pays a stranger. */
const PLACEHOLDER_PROMPTPAY = new Set(Object.values(DEFAULT_SETTINGS.promptpay));
/** The seed's bank account numbers for transfers and slips: likewise someone else's, or nobody's. */
const PLACEHOLDER_ACCOUNTS = new Set(DEFAULT_SETTINGS.deposit.banks.map((b) => b.bankAccountNo).filter((no) => no !== ''));

/**
 * The deposit settings without the seed's payees: PromptPay ids that are the seed's are blanked, and
 * a method is dropped whose payee is a placeholder (an account number of the seed's) or is blank (a
 * QR provider without an id). What is left is only what an operator set.
 */
function withoutPlaceholders(promptpay: PromptPay, deposit: Deposit): { promptpay: PromptPay; deposit: Deposit } {
  const ids = Object.fromEntries(
    Object.entries(promptpay).map(([provider, id]) => [provider, PLACEHOLDER_PROMPTPAY.has(id) ? '' : id]),
  ) as PromptPay;
  const banks = deposit.banks.filter((bank) =>
    paidByQr(bank) ? Boolean(ids[bank.bankCode as keyof PromptPay]) : !PLACEHOLDER_ACCOUNTS.has(bank.bankAccountNo),
  );
  return { promptpay: ids, deposit: { ...deposit, banks } };
}

/**
 * At every production start: players' deposits never go to the seed's payees. A fresh database
 * (and one the sandbox ran on) holds them until the operator sets `settings.promptpay` and
 * `settings.deposit`; they are removed here, each removal said in a WARNING, and so is a
 * production left with no deposit method at all. The seed's LINE contact is only said.
 */
export async function withholdPlaceholderPayees(db: Db, warn: (message: string) => void): Promise<void> {
  const [promptpay, deposit, contact] = await Promise.all([getSetting(db, 'promptpay'), getSetting(db, 'deposit'), getSetting(db, 'contact')]);
  const kept = withoutPlaceholders(promptpay, deposit);
  const blanked = Object.entries(promptpay).filter(([provider, id]) => id !== kept.promptpay[provider as keyof PromptPay]);
  const dropped = deposit.banks.filter((bank) => !kept.deposit.banks.includes(bank));
  if (blanked.length > 0) await setSetting(db, 'promptpay', kept.promptpay);
  if (dropped.length > 0) await setSetting(db, 'deposit', kept.deposit);
  if (blanked.length > 0 || dropped.length > 0) {
    warn(
      `WARNING: the deposit settings held the seed's placeholder payees (${[
        ...blanked.map(([provider, id]) => `${provider} PromptPay ${id}`),
        ...dropped.filter((bank) => !paidByQr(bank)).map((bank) => `${bank.bankCode} ${bank.bankAccountNo}`),
      ].join(', ')}): players would have paid strangers. They were removed; set settings.promptpay and settings.deposit to your own.`,
    );
  }
  if (kept.deposit.banks.length === 0) {
    warn('WARNING: players are offered no bank transfer or QR deposit: settings.deposit names none of your accounts or QR providers.');
  }
  if (contact.lineLink === DEFAULT_SETTINGS.contact.lineLink) {
    warn(`WARNING: the contact page links the seed's LINE account (${DEFAULT_SETTINGS.contact.lineName}): set settings.contact to yours.`);
  }
}
