import type { Currency } from '../../../src/api/contract.ts';
import type { Db, Tx } from './tx.ts';
import { getSetting } from './settings.ts';
import { badRequest } from '../http/errors.ts';
import { toMinor } from './money.ts';

/**
 * The wallet currency of each member this process has seen. A member's currency is chosen at
 * registration and never changes, so it is read once (a money request in the Laos build costs no
 * extra query after the first).
 */
const known = new WeakMap<Db, Map<bigint, Currency>>();

export async function currencyOf(db: Db, memberId: bigint): Promise<Currency> {
  let cache = known.get(db);
  if (!cache) known.set(db, (cache = new Map()));
  const hit = cache.get(memberId);
  if (hit) return hit;
  const row = await db.selectFrom('members').select('currency').where('id', '=', memberId).executeTakeFirst();
  const currency: Currency = row?.currency === 'LAK' ? 'LAK' : 'BAHT';
  cache.set(memberId, currency);
  return currency;
}

/**
 * The wallet currency a registration asks for. Only the Laos build offers a choice (LAK by
 * default); elsewhere a kip wallet would take fractions and kip's much wider withdrawal limits, so
 * asking for one is refused rather than stored.
 */
export function registrationCurrency(laos: boolean, asked: Currency | undefined): Currency {
  if (laos) return asked ?? 'LAK';
  if (asked === 'LAK') throw badRequest('KEY_INVALID', 'kip wallets are for the Laos build');
  return 'BAHT';
}

/**
 * A build that is not the Laos one refuses a database holding kip wallets: its phone and bank rules
 * are Thailand's, and it would serve those members everything but their own country (found starting
 * a Thai build on a Laos database, which then took kip fractions). It refuses before the seed writes.
 */
export async function refuseForeignWallets(db: Db, laos: boolean): Promise<void> {
  if (laos) return;
  const kip = await db.selectFrom('members').select('id').where('currency', '=', 'LAK').limit(1).executeTakeFirst();
  if (kip) throw new Error('this database holds kip wallets, a Laos build\'s: start it with LAOS=1');
}

/** The withdrawal limits of a wallet in `currency` (settings `withdraw`, or `withdrawKip` for kip). */
export const withdrawLimits = (db: Db | Tx, currency: string) => getSetting(db, currency === 'LAK' ? 'withdrawKip' : 'withdraw');

/**
 * Money the server works out itself (a percentage paid as invite bonus or refund), made payable in
 * the member's currency: a kip wallet is paid whole kip, rounded down (the fraction stays the
 * house's), so a LAK balance never holds what no kip amount can move or pay out.
 */
export const payableIn = (currency: string, minor: bigint): bigint => (currency === 'LAK' ? minor - (minor % 100n) : minor);

/**
 * A typed amount in the member's wallet currency, as minor units (issue 19.3). Kip has no
 * fractional unit in use: a LAK wallet keeps the same integer minor units (×100) as baht so the
 * ledger is one scale, but only whole kip are accepted — `KEY_INVALID` (spec §8's code for a value
 * the server refuses; no kip-specific code exists) instead of storing a fraction nobody can pay.
 * The member's currency decides, not the build: a Thai build started on a Laos database serves kip
 * wallets too. Whole amounts need no read; a fraction reads the currency once per member.
 */
export async function memberAmount(db: Db, memberId: bigint, amount: number): Promise<bigint> {
  const minor = toMinor(amount);
  await refuseKipFraction(db, memberId, minor);
  return minor;
}

/**
 * Refuses (`KEY_INVALID`) an amount in minor units that is a fraction of a kip for a kip wallet:
 * a typed amount (`memberAmount`) or one an operator reads off a slip.
 */
export async function refuseKipFraction(db: Db, memberId: bigint, minor: bigint): Promise<void> {
  if (minor % 100n !== 0n && (await currencyOf(db, memberId)) === 'LAK') {
    throw badRequest('KEY_INVALID', 'kip amounts are whole kip');
  }
}
