import { sql } from 'kysely';
import { receiptReference, type DecisionStatus, type SlipPage, type SlipReason, type StatementEntry, type StatementPage, type StatementType } from '../../../../src/api/contract.ts';
import type { Db } from '../../db/index.ts';
import { notFound } from '../../http/errors.ts';
import { countOf, FAR_OFFSET, nearerEnd, type PageSlice, type PageWindow } from '../../http/pagination.ts';
import { toMajor } from '../../core/money.ts';
import { SETTLE_SECONDS, type SettledCounter } from '../../core/settled-count.ts';
import type { Bookmarks, RowKey } from '../../core/bookmarks.ts';
import { pickText, type Lang, type Reader } from '../../http/language.ts';
import { signedQuery, verifySigned } from '../../http/signed-media.ts';

interface Row {
  src: 'tx' | 'finish';
  id: bigint;
  /** The row's place in the list (for bookmarks): its time as PostgreSQL prints it, to the microsecond. */
  at_key: string;
  /** Written more than a minute ago: no row can land below it any more. */
  settled: boolean;
  kind: string;
  reference: string | null;
  created_at: Date;
  amount: bigint | string | null;
  withdraw_status: DecisionStatus | null;
}

/** Ledger kinds a member sees; accruals, game rounds and withdrawal decisions are not activities of their own. */
const VISIBLE = ['deposit', 'bonus', 'withdraw', 'transfer'] as const;

/** The statement's own words for credits that have no catalogue row, per language. */
const CREDIT_TEXTS: Record<Lang, { invite: string; refund: string; luckydraw: (prize: string) => string }> = {
  th: { invite: 'โบนัสชวนเพื่อน', refund: 'คืนยอดเสีย', luckydraw: (prize) => `วงล้อนำโชค: ${prize}` },
  la: { invite: 'ໂບ⁠ນັດຊວນໝູ່', refund: 'ຄືນຍອດເສຍ', luckydraw: (prize) => `ວົງລໍ້ນຳໂຊກ: ${prize}` },
  en: { invite: 'Invite bonus', refund: 'Refund', luckydraw: (prize) => `Lucky wheel: ${prize}` },
};

/** A prize's label kept whole on a line: "20 ฿", never "20" at a line's end and "฿" alone on the next. */
const whole = (label: string) => label.replaceAll(' ', '\u00a0');

function describe(row: Row, labels: Map<string, string>, words: (typeof CREDIT_TEXTS)[Lang]): StatementEntry {
  const ref = row.reference ?? '';
  const base = { _id: `${row.src}:${row.id}`, amount: toMajor(BigInt(row.amount ?? 0)), createdAt: new Date(row.created_at).toISOString() };
  if (row.src === 'finish') {
    // The end of a bonus moves no money: no ledger transaction, so no receipt reference.
    const [kind, code = ''] = ref.split(':');
    const entry: StatementEntry = { ...base, statementType: 'finish_bonus', status: 'SUCCESS', from: kind === 'promotion' ? 'PROMOTION' : 'BONUS', to: code };
    return { ...entry, [kind === 'promotion' ? 'promotion' : 'bonus']: { description: labels.get(ref) ?? code } };
  }
  const type = row.kind as StatementType;
  const money = { ...base, reference: receiptReference(row.id) };
  if (type === 'deposit') return { ...money, statementType: type, status: 'SUCCESS', from: ref.split(':')[0]!.toUpperCase(), to: 'WALLET', source: ref };
  if (type === 'withdraw') return { ...money, statementType: type, status: row.withdraw_status ?? 'PENDING', from: 'WALLET', to: 'BANK' };
  if (type === 'transfer') {
    const [from = '', to = ''] = ref.split('>');
    return { ...money, statementType: type, status: 'SUCCESS', from, to };
  }
  // bonus: bonus:CODE, promotion:CODE, invite, refund, luckydraw:<coupon id>
  const [kind = '', code = ''] = ref.split(':');
  const key = (['bonus', 'promotion', 'invite', 'refund', 'luckydraw'] as const).find((k) => k === kind) ?? 'bonus';
  const description = labels.get(ref) ?? (kind === 'invite' || kind === 'refund' ? words[kind] : code);
  return { ...money, statementType: 'bonus', status: 'SUCCESS', from: kind.toUpperCase(), to: 'WALLET', [key]: { description } };
}

/** Descriptions of the bonuses, promotions and coupons named on a page, by reference, in the reader's language. */
async function labelsOf(db: Db, memberId: bigint, rows: Row[], reader: Reader): Promise<Map<string, string>> {
  const words = CREDIT_TEXTS[reader.lang];
  const refs = rows.map((r) => r.reference ?? '');
  const codes = (kind: string) => refs.filter((r) => r.startsWith(`${kind}:`)).map((r) => r.slice(kind.length + 1));
  const labels = new Map<string, string>();
  const [bonusCodes, promoCodes, couponIds] = [codes('bonus'), codes('promotion'), codes('luckydraw').filter((c) => /^\d+$/.test(c))];
  if (bonusCodes.length) {
    const rows = await db.selectFrom('bonuses').select(['code', 'description', 'description_i18n']).where('code', 'in', bonusCodes).execute();
    for (const b of rows) labels.set(`bonus:${b.code}`, pickText(b.description_i18n, reader, b.description));
  }
  if (promoCodes.length) {
    const rows = await db.selectFrom('promotions').select(['code', 'description', 'description_i18n']).where('code', 'in', promoCodes).execute();
    for (const p of rows) labels.set(`promotion:${p.code}`, pickText(p.description_i18n, reader, p.description));
  }
  if (couponIds.length) {
    const coupons = await db
      .selectFrom('spin_coupons as c')
      .innerJoin('spin_slices as s', (join) => join.onRef('s.wheel_id', '=', 'c.wheel_id').onRef('s.code', '=', 'c.slice_code'))
      .select(['c.id', 's.label', 's.label_i18n'])
      .where('c.member_id', '=', memberId)
      .where('c.id', 'in', couponIds.map(BigInt))
      .execute();
    for (const c of coupons) labels.set(`luckydraw:${c.id}`, words.luckydraw(whole(pickText(c.label_i18n, reader, c.label))));
  }
  return labels;
}

/** A page of the statement; from the oldest end it may start at a bookmarked row instead of the first. */
type StatementSlice = PageSlice & { from?: RowKey };

/** The kinds as SQL literals: a parameter could not prove the partial index's predicate in a generic plan. */
const VISIBLE_SQL = sql.raw(VISIBLE.map((k) => `'${k}'`).join(', '));

/**
 * A statement page and the total, as the statements sent. The page is cut from the member's
 * activities in the order of their indexes (0006_statement_pages) before anything else is read,
 * so a page costs its position in the index and ten rows of detail, however long the ledger is:
 * each side yields at most offset + limit keys, the merge keeps the page, and only then are the
 * amount, the withdrawal's status and the reference read for those rows. A page far down the list
 * is read from its nearer end (`nearerEnd`): the same index walked the other way. The total's
 * ledger part is counted incrementally (`ledgerAfter`), the one part that would otherwise read
 * every row.
 */
export function statementQueries(memberId: bigint) {
  const page = (slice: StatementSlice) => {
    const reach = slice.offset + slice.limit;
    // From the oldest end the same order runs backwards, from a bookmarked row if there is one.
    const dir = sql.raw(slice.fromNewest ? 'DESC' : 'ASC');
    const from = (at: string, id: string) =>
      slice.from ? sql`AND (${sql.ref(at)}, ${sql.ref(id)}) >= (${slice.from.at}::timestamptz, ${slice.from.id}::bigint)` : sql``;
    return sql<Row>`
    WITH keys AS (
      (SELECT 'tx' AS src, t.id, t.created_at FROM ledger_transactions t
        WHERE t.member_id = ${memberId} AND t.kind IN (${VISIBLE_SQL}) ${from('t.created_at', 't.id')}
        ORDER BY t.created_at ${dir}, t.id ${dir} LIMIT ${reach})
      UNION ALL
      (SELECT 'finish' AS src, u.id, u.cleared_at AS created_at FROM user_bonuses u
        WHERE u.member_id = ${memberId} AND u.cleared_at IS NOT NULL ${from('u.cleared_at', 'u.id')}
        ORDER BY u.cleared_at ${dir}, u.id ${dir} LIMIT ${reach})
      ORDER BY created_at ${dir}, id ${dir} LIMIT ${slice.limit} OFFSET ${slice.offset})
    SELECT k.src, k.id, k.created_at, k.created_at::text AS at_key,
      k.created_at < now() - make_interval(secs => ${SETTLE_SECONDS}) AS settled,
      COALESCE(t.kind, 'finish_bonus') AS kind,
      CASE WHEN k.src = 'tx' THEN t.reference
        WHEN u.bonus_code IS NULL THEN 'promotion:' || u.promotion_code ELSE 'bonus:' || u.bonus_code END AS reference,
      CASE WHEN k.src = 'tx' THEN (SELECT sum(p.amount) FROM ledger_postings p WHERE p.transaction_id = t.id AND p.amount > 0)
        ELSE u.amount END AS amount,
      CASE WHEN t.kind = 'withdraw' THEN (SELECT w.status FROM withdrawals w
        WHERE w.id = substr(t.reference, length('withdrawal:') + 1)::bigint AND w.member_id = t.member_id) END AS withdraw_status
    FROM keys k
    LEFT JOIN ledger_transactions t ON k.src = 'tx' AND t.id = k.id
    LEFT JOIN user_bonuses u ON k.src = 'finish' AND u.id = k.id
    ORDER BY k.created_at DESC, k.id DESC`;
  };
  /**
   * The ledger side of the total: counted from where this process last counted (core/settled-count.ts).
   * The kinds are a parameter here, on purpose: a prepared statement's generic plan then cannot use
   * the page index above, which would read every key of the member to find the few after `id`; it
   * takes the (member, id) index's range instead.
   */
  const ledgerAfter = (id: bigint) => sql`
    SELECT t.id, t.created_at FROM ledger_transactions t
    WHERE t.member_id = ${memberId} AND t.kind = ANY(${[...VISIBLE]}::text[]) AND t.id > ${id}`;
  // Bonuses are cleared in place (not appended), so they are counted live; a member has a handful.
  const finished = sql<{ n: string }>`SELECT count(*) AS n FROM user_bonuses u WHERE u.member_id = ${memberId} AND u.cleared_at IS NOT NULL`;
  return { page, ledgerAfter, finished };
}

interface Lists {
  counts: SettledCounter;
  bookmarks: Bookmarks;
}

async function pageAndTotal(db: Db, lists: Lists, memberId: bigint, window: PageWindow): Promise<{ rows: Row[]; total: number }> {
  const queries = statementQueries(memberId);
  const list = `statement:${memberId}`;
  const total = async () => {
    const [ledger, finished] = await Promise.all([lists.counts.total(db, list, queries.ledgerAfter), queries.finished.execute(db)]);
    return ledger + countOf(finished.rows[0]);
  };
  // Near the top (nearly every visit) the page and the total are read side by side.
  if (window.offset < FAR_OFFSET) {
    const [rows, n] = await Promise.all([queries.page({ ...window, fromNewest: true }).execute(db), total()]);
    return { rows: rows.rows, total: n };
  }
  // Far down, the total first says which end is nearer, and whether the page exists at all.
  const n = await total();
  const slice = nearerEnd(window, n);
  if (!slice) return { rows: [], total: n };
  if (slice.fromNewest) return { rows: (await queries.page(slice).execute(db)).rows, total: n };
  const mark = lists.bookmarks.below(list, slice.offset);
  const { rows } = await queries.page(mark ? { ...slice, offset: slice.offset - mark.position, from: mark.key } : slice).execute(db);
  // The page's oldest row has `slice.offset` rows below it: where this page begins, next time.
  const first = rows.at(-1);
  if (first?.settled) lists.bookmarks.remember(list, { position: slice.offset, key: { at: first.at_key, id: String(first.id) } });
  return { rows, total: n };
}

export async function statement(db: Db, lists: Lists, memberId: bigint, page: PageWindow, reader: Reader): Promise<StatementPage> {
  const { rows, total } = await pageAndTotal(db, lists, memberId, page);
  const labels = await labelsOf(db, memberId, rows, reader);
  return { total, statements: rows.map((r) => describe(r, labels, CREDIT_TEXTS[reader.lang])) };
}

// ---------------------------------------------------------------- slips

const LINK_TTL_S = 3600;

/** What a slip link signs: its kind and reference, so no other signed link (a QR's) passes as one. */
const slipSubject = (reference: string) => `slip:${reference}`;

/** A slip image URL that works without the bearer token (a new window), for an hour. */
export async function signedSlipUrl(db: Db, reference: string, now = Date.now()): Promise<string> {
  return `/media/slips/${encodeURIComponent(reference)}?${await signedQuery(db, slipSubject(reference), new Date(now + LINK_TTL_S * 1000))}`;
}

export const verifySlipUrl = (db: Db, reference: string, exp: string | undefined, sig: string | undefined): Promise<boolean> =>
  verifySigned(db, slipSubject(reference), exp, sig);

export async function slips(db: Db, memberId: bigint, page: PageWindow): Promise<SlipPage> {
  const [rows, total] = await Promise.all([
    db
      .selectFrom('slips')
      .select(['reference', 'amount', 'status', 'note', 'created_at'])
      .where('member_id', '=', memberId)
      .orderBy('created_at', 'desc')
      .orderBy('reference')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    db.selectFrom('slips').select((eb) => eb.fn.countAll<string>().as('n')).where('member_id', '=', memberId).executeTakeFirst(),
  ]);
  return {
    total: countOf(total),
    slips: await Promise.all(
      rows.map(async (r) => ({
        reference: r.reference,
        createdAt: r.created_at.toISOString(),
        amount: toMajor(r.amount ?? 0n),
        status: r.status,
        note: (r.note as SlipReason | null) ?? null,
        link: await signedSlipUrl(db, r.reference),
      })),
    ),
  };
}

/** The owner's own slip only: another member's reference is as unknown as a made-up one. */
export async function slipImageUrl(db: Db, memberId: bigint, reference: string): Promise<{ url: string }> {
  const row = await db.selectFrom('slips').select('reference').where('reference', '=', reference).where('member_id', '=', memberId).executeTakeFirst();
  if (!row) throw notFound('NO_DATA');
  return { url: await signedSlipUrl(db, row.reference) };
}
