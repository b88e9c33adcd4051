import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { parseAcceptLanguage } from '../src/http/language.ts';
import { seed } from '../src/db/seed.ts';
import { engines, startServer, type TestServer } from './helpers.ts';

const THAI = /[\u0E00-\u0E7F]/;
const LAO = /[\u0E80-\u0EFF]/;

describe('Accept-Language', () => {
  it('picks the supported language with the highest q, reads lo and la as Lao and ignores regions', () => {
    expect(parseAcceptLanguage('th-TH,th;q=0.9', 'la')).toBe('th');
    expect(parseAcceptLanguage('lo-LA', 'th')).toBe('la');
    expect(parseAcceptLanguage('la', 'th')).toBe('la');
    expect(parseAcceptLanguage('en-US,en;q=0.9,th;q=0.8', 'th')).toBe('en');
    expect(parseAcceptLanguage('fr;q=1, th;q=0.2, en;q=0.7', 'la')).toBe('en');
    expect(parseAcceptLanguage('en;q=0, lo', 'th')).toBe('la');
  });
  it('falls back to the site default for an unknown, empty or missing header', () => {
    expect(parseAcceptLanguage('fr-FR,de;q=0.5', 'th')).toBe('th');
    expect(parseAcceptLanguage('', 'la')).toBe('la');
    expect(parseAcceptLanguage(undefined, 'th')).toBe('th');
    expect(parseAcceptLanguage('*', 'la')).toBe('la');
  });
});

type Json = Record<string, unknown>;

describe.each(engines)('server content per Accept-Language on %s', (engine) => {
  let s: TestServer;
  let token: string;
  beforeAll(async () => {
    s = await startServer(engine);
    token = await s.api.member('0891110001', '7000000001');
  });
  afterAll(async () => {
    await s?.close();
  });

  const get = async <T = Json>(url: string, lang?: string, auth = token) =>
    (await s.api.call<T>('GET', url, { token: auth, headers: lang ? { 'accept-language': lang } : {} })).body;

  it('answers the lookups (conditions, agreements, notice, contact, sources) in th, la and en', async () => {
    const th = await get<{ conditions: string[] }>('/api/lookup/conditions', 'th-TH');
    const la = await get<{ conditions: string[] }>('/api/lookup/conditions', 'lo-LA,lo;q=0.9');
    const en = await get<{ conditions: string[] }>('/api/lookup/conditions', 'en');
    expect(th.conditions[0]).toContain('เทิร์น⁠โอเวอร์');
    expect(la.conditions[0]).toContain('ເທີນ⁠ໂອ⁠ເວີ');
    expect(en.conditions[0]).toContain('Turnover of the bonus amount');

    expect((await get<{ agreements: string[] }>('/api/lookup/agreements', 'th')).agreements[0]).toContain('18 ปี');
    expect((await get<{ agreements: string[] }>('/api/lookup/agreements', 'la')).agreements[0]).toContain('18 ປີ');
    expect((await get<{ agreements: string[] }>('/api/lookup/agreements', 'en')).agreements[0]).toContain('18 years');

    expect((await get<{ notice: string }>('/api/lookup/notice', 'la')).notice).toMatch(LAO);
    expect((await get<{ notice: string }>('/api/lookup/notice', 'en')).notice).toContain('Deposits are credited');

    // Only the blurb is translated: the LINE account is the same for everybody.
    const contactLa = await get<Json>('/api/lookup/contact', 'la');
    const contactEn = await get<Json>('/api/lookup/contact', 'en');
    expect(contactLa.contactText).toMatch(LAO);
    expect(contactEn.contactText).toBe('Our team answers 24 hours a day.');
    expect(contactLa.lineLink).toBe(contactEn.lineLink);
    expect(contactLa.lineQR).toBe(contactEn.lineQR);

    const friend = async (lang: string) =>
      (await get<{ sources: Array<{ code: string; description: string }> }>('/api/lookup/sources', lang)).sources.find((x) => x.code === 'FRIEND')!.description;
    expect(await friend('th')).toBe('เพื่อนแนะนำ');
    expect(await friend('la')).toBe('ໝູ່ແນະນຳ');
    expect(await friend('en')).toBe('Friend');
  });

  it('names banks in the reader’s language: a Lao reader never gets a Thai name, nor a Thai reader a Lao one', async () => {
    type Banks = { banks: Array<{ code: string; name: string; nameTH: string; nameEN: string }> };
    const la = await get<Banks>('/api/lookup/banks', 'la');
    const th = await get<Banks>('/api/lookup/banks', 'th');
    const en = await get<Banks>('/api/lookup/banks', 'en');
    expect(la.banks.length).toBeGreaterThan(10);
    for (const bank of la.banks) expect(bank.name, bank.code).not.toMatch(THAI);
    for (const bank of th.banks) expect(bank.name, bank.code).not.toMatch(LAO);
    expect(la.banks.find((b) => b.code === 'SCB')!.name).toBe('ທະນາຄານໄທພານິດ');
    expect(th.banks.find((b) => b.code === 'SCB')!.name).toBe('ธนาคารไทยพาณิชย์');
    expect(en.banks.find((b) => b.code === 'SCB')!.name).toBe('Siam Commercial Bank');
    expect(th.banks.find((b) => b.code === 'BCEL')!.name).toBe('ธนาคารการค้าต่างประเทศลาว');
    // §3's fields stay as they were.
    expect(la.banks.find((b) => b.code === 'SCB')).toMatchObject({ nameTH: 'ธนาคารไทยพาณิชย์', nameEN: 'Siam Commercial Bank' });

    type Deposit = { banks: Array<{ bankCode: string; bank: { name: string } }> };
    expect((await get<Deposit>('/api/lookup/deposit', 'la')).banks.find((b) => b.bankCode === 'SCB')!.bank.name).toBe('ທະນາຄານໄທພານິດ');
    // The member's own bank (KBANK) on the profile and the wallet.
    type Mine = { bankAccount: { bank: { name: string } } };
    expect((await get<Mine>('/api/account/profile', 'la')).bankAccount.bank.name).toBe('ທະນາຄານກະສິກອນໄທ');
    expect((await get<Mine>('/api/wallet', 'en')).bankAccount.bank.name).toBe('Kasikornbank');
    expect((await get<Mine>('/api/wallet', 'th')).bankAccount.bank.name).toBe('ธนาคารกสิกรไทย');
  });

  it('answers bonuses, their banners, promotions and the invite and refund banners per language', async () => {
    type Bonuses = { bonuses: Array<{ code: string; description: string; banners: Array<{ html: string }> }> };
    const welcome = async (lang: string) => (await get<Bonuses>('/api/bonus', lang)).bonuses.find((b) => b.code === 'WELCOME100')!;
    expect((await welcome('th')).description).toContain('โบนัสต้อนรับ');
    expect((await welcome('la')).description).toContain('ໂບ⁠ນັດຕ້ອນຮັບ');
    expect((await welcome('en')).description).toContain('Welcome bonus');
    expect((await welcome('la')).banners.map((b) => b.html).join('')).not.toMatch(THAI);
    expect((await welcome('la')).banners[1]!.html).toMatch(LAO);

    expect((await get<{ description: string }>('/api/promotion/find/vip888', 'th')).description).toContain('โค้ด VIP');
    expect((await get<{ description: string }>('/api/promotion/find/vip888', 'la')).description).toContain('ລະຫັດ VIP');
    expect((await get<{ description: string }>('/api/promotion/find/vip888', 'en')).description).toContain('VIP code');

    for (const area of ['invite', 'refund']) {
      expect((await get<{ banners: Array<{ html: string }> }>(`/api/${area}/banners`, 'la')).banners[0]!.html).toMatch(LAO);
      expect((await get<{ banners: Array<{ html: string }> }>(`/api/${area}/banners`, 'th')).banners[0]!.html).toMatch(THAI);
      expect((await get<{ banners: Array<{ html: string }> }>(`/api/${area}/banners`, 'en')).banners[0]!.html).not.toMatch(THAI);
    }
    // The refund's terms, with the server's rate (it was English for every reader).
    const info = async (lang: string) => (await get<{ info: string }>('/api/refund/check', lang)).info;
    expect(await info('th')).toMatch(/^<p>คืนยอดเสีย \d+(\.\d+)?% /);
    expect(await info('la')).toMatch(/^<p>ຄືນຍອດເສຍ \d+(\.\d+)?% /);
    expect(await info('en')).toMatch(/^<p>Refund: \d+(\.\d+)?% of net losses/);
  });

  it('answers the wheel, coupons and the statement per language', async () => {
    type Setup = { result: { activeSpinwheel: { name: string; slices: Array<{ code: string; label: string; htmlDescription: string }> } } };
    const wheel = async (lang: string) => (await get<Setup>('/api/spinwheel/setup', lang)).result.activeSpinwheel;
    expect((await wheel('th')).name).toBe('วงล้อนำโชค');
    expect((await wheel('la')).name).toBe('ວົງລໍ້ນຳໂຊກ');
    expect((await wheel('en')).slices.find((x) => x.code === 'NONE')!.label).toBe('Try again');
    expect((await wheel('la')).slices.find((x) => x.code === 'NONE')!.label).toBe('ລອງໃໝ່');
    expect((await wheel('la')).slices.find((x) => x.code === 'P50')!.htmlDescription).toBe('<p>ຄູ⁠ປອງເຄຣ⁠ດິດ <b>50</b></p>');

    // A coupon for this member, as a spin that landed on P50 issues it.
    const profile = await get<{ profile: { _id: string } }>('/api/account/profile');
    const memberId = BigInt(profile.profile._id);
    const coupon = await s.ctx.db
      .insertInto('spin_coupons')
      .values({ member_id: memberId, wheel_id: 1n, slice_code: 'P50', amount: 5_000n, expires_at: new Date(Date.now() + 86_400_000), claimed_at: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    type Coupons = { coupons: Array<{ prize: { name: string; htmlDescription: string } }> };
    expect((await get<Coupons>('/api/spinwheel/coupon', 'th')).coupons[0]!.prize).toMatchObject({ name: 'วงล้อนำโชค', htmlDescription: '<p>คูปองเครดิต <b>50</b></p>' });
    expect((await get<Coupons>('/api/spinwheel/coupon', 'la')).coupons[0]!.prize.htmlDescription).toBe('<p>ຄູ⁠ປອງເຄຣ⁠ດິດ <b>50</b></p>');

    const claimed = await s.api.post('/api/spinwheel/coupon/claim', { coupon: String(coupon.id) }, token, { 'idempotency-key': 'lang-claim' });
    expect(claimed.status).toBe(200);
    expect((await get('/api/promotion/activate/SONGKRAN')).message).toBeUndefined();

    type Page = { statements: Array<Json & { luckydraw?: { description: string }; promotion?: { description: string } }> };
    const page = async (lang: string) =>
      (await s.api.call<Page>('POST', '/api/statement', { body: { page: 1, limit: 10 }, token, headers: { 'accept-language': lang } })).body.statements;
    for (const [lang, script, draw] of [['th', THAI, 'วงล้อนำโชค: 50\u00a0฿'], ['la', LAO, 'ວົງລໍ້ນຳໂຊກ: 50\u00a0฿'], ['en', /Songkran/, 'Lucky wheel: 50\u00a0฿']] as const) {
      const entries = await page(lang);
      expect(entries.find((e) => e.luckydraw)!.luckydraw!.description, lang).toBe(draw);
      expect(entries.find((e) => e.promotion)!.promotion!.description, lang).toMatch(script);
    }
  });

  it('falls back: a missing translation to the site default, then English; an unknown language to the site default', async () => {
    // DAILY20 loses its Lao text, WEEKLY50 keeps only English, and an operator's row has none at all.
    await sql`UPDATE bonuses SET description_i18n = description_i18n - 'la' WHERE code = 'DAILY20'`.execute(s.ctx.db);
    await sql`UPDATE bonuses SET description_i18n = jsonb_build_object('en', description_i18n->'en') WHERE code = 'WEEKLY50'`.execute(s.ctx.db);
    await s.ctx.db
      .insertInto('bonuses')
      .values({ code: 'OPS1', type: 'limit', max_received: 1, percent_fail: 0, amount: 100n, turnover_multiplier: 1, description: '<p>Ops only</p>', sort: 9 })
      .execute();
    type Bonuses = { bonuses: Array<{ code: string; description: string }> };
    const of = async (lang: string) => new Map((await get<Bonuses>('/api/bonus', lang)).bonuses.map((b) => [b.code, b.description]));
    const la = await of('la');
    expect(la.get('DAILY20')).toContain('โบนัสรายวัน');
    expect(la.get('WEEKLY50')).toContain('Weekly bonus');
    expect(la.get('OPS1')).toBe('<p>Ops only</p>');
    expect(la.get('WELCOME100')).toContain('ໂບ⁠ນັດຕ້ອນຮັບ');

    const unknown = await of('fr-FR,de;q=0.8');
    expect(unknown.get('WELCOME100')).toContain('โบนัสต้อนรับ');
    const none = await of('');
    expect(none.get('WELCOME100')).toContain('โบนัสต้อนรับ');
  });

  it('fills the translations of a database from before them at the next start, keeping an operator’s own', async () => {
    await sql`UPDATE promotions SET description_i18n = '{}'::jsonb`.execute(s.ctx.db);
    await sql`UPDATE banks SET name_i18n = '{}'::jsonb`.execute(s.ctx.db);
    await sql`UPDATE settings SET value_i18n = '{}'::jsonb WHERE key = 'conditions'`.execute(s.ctx.db);
    await sql`UPDATE sources SET description_i18n = '{"la":"ໝູ່ຂອງຂ້ອຍ"}'::jsonb WHERE code = 'FRIEND'`.execute(s.ctx.db);
    // Emptied: every language reads the untranslated column.
    expect((await get<{ description: string }>('/api/promotion/find/VIP888', 'la')).description).toContain('VIP code');
    await seed(s.ctx.db);
    expect((await get<{ description: string }>('/api/promotion/find/VIP888', 'la')).description).toContain('ລະຫັດ VIP');
    expect((await get<{ banks: Array<{ code: string; name: string }> }>('/api/lookup/banks', 'la')).banks.find((b) => b.code === 'BBL')!.name).toBe('ທະນາຄານກຸງເທບ');
    expect((await get<{ conditions: string[] }>('/api/lookup/conditions', 'th')).conditions[0]).toMatch(THAI);
    const sources = await get<{ sources: Array<{ code: string; description: string }> }>('/api/lookup/sources', 'la');
    expect(sources.sources.find((x) => x.code === 'FRIEND')!.description).toBe('ໝູ່ຂອງຂ້ອຍ');
  });
});

describe('the Laos build', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer('pglite', { laos: true });
  });
  afterAll(async () => {
    await s?.close();
  });
  it('answers Lao to a reader with no or an unknown language, and Thai when asked', async () => {
    const conditions = async (headers: Record<string, string>) =>
      (await s.api.call<{ conditions: string[] }>('GET', '/api/lookup/conditions', { headers })).body.conditions[0];
    expect(await conditions({})).toMatch(LAO);
    expect(await conditions({ 'accept-language': 'fr' })).toMatch(LAO);
    expect(await conditions({ 'accept-language': 'th' })).toMatch(THAI);
  });
});
