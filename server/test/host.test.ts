import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_TELEGRAM_BOT_TOKEN } from '../src/config.ts';
import { hashToken } from '../src/http/auth.ts';
import { lineVerifyEndpoint, rememberingVerifier, sandboxLineVerifier } from '../src/modules/host/line.ts';
import { signTelegramInitData, verifyTelegramInitData } from '../src/modules/host/telegram.ts';
import { runMaintenance } from '../src/maintenance.ts';
import { engines, startServer, freshBudgetMinute, type TestServer } from './helpers.ts';

const now = () => Math.floor(Date.now() / 1000);
const initData = (userId: number, authDate = now(), token = SANDBOX_TELEGRAM_BOT_TOKEN) =>
  signTelegramInitData(
    { auth_date: String(authDate), query_id: `q${Math.random()}`, user: JSON.stringify({ id: userId, first_name: 'Lek' }) },
    token,
  );
const tg = (value: string) => ({ kind: 'tg-initdata', value });

describe('Telegram initData verification', () => {
  it('accepts a genuine, fresh launch and names its user', () => {
    const check = verifyTelegramInitData(initData(42), SANDBOX_TELEGRAM_BOT_TOKEN, 3600);
    expect(check).toMatchObject({ ok: true, identity: { userId: '42', name: 'Lek' } });
  });
  it('refuses a forged hash, another bot token, a tampered field and a stale launch', () => {
    const genuine = initData(42);
    expect(
      verifyTelegramInitData(genuine.replace(/hash=[0-9a-f]{4}/, 'hash=0000'), SANDBOX_TELEGRAM_BOT_TOKEN, 3600),
    ).toMatchObject({ ok: false, reason: 'forged' });
    expect(verifyTelegramInitData(initData(42, now(), '999:other'), SANDBOX_TELEGRAM_BOT_TOKEN, 3600)).toMatchObject({
      ok: false,
      reason: 'forged',
    });
    expect(
      verifyTelegramInitData(genuine.replace('%22id%22%3A42', '%22id%22%3A43'), SANDBOX_TELEGRAM_BOT_TOKEN, 3600),
    ).toMatchObject({ ok: false });
    expect(verifyTelegramInitData(initData(42, now() - 7200), SANDBOX_TELEGRAM_BOT_TOKEN, 3600)).toMatchObject({
      ok: false,
      reason: 'stale',
    });
    expect(verifyTelegramInitData('user=%7B%7D', SANDBOX_TELEGRAM_BOT_TOKEN, 3600)).toMatchObject({
      ok: false,
      reason: 'malformed',
    });
  });
});

describe("LINE ID token verification (LINE's endpoint)", () => {
  it('sends the token and channel, and gives up on a LINE that does not answer instead of holding the sign-in', async () => {
    const asked: string[] = [];
    // A LINE that never answers, except by honouring the abort it is given.
    const hanging: typeof fetch = (_url, init) => {
      asked.push(String(init?.body));
      return new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason)));
    };
    // Without the abort this would never settle (and the test would time out).
    await expect(lineVerifyEndpoint('1234', hanging, 50).verify('tok')).rejects.toThrow();
    expect(asked).toEqual(['id_token=tok&client_id=1234']);
    const answering: typeof fetch = async () =>
      Response.json({ iss: 'https://access.line.me', sub: 'U9', name: 'Noy', exp: Math.floor(Date.now() / 1000) + 60 });
    await expect(lineVerifyEndpoint('1234', answering).verify('tok')).resolves.toMatchObject({ userId: 'U9', name: 'Noy' });
  });
});

describe('LINE ID token verification (remembered)', () => {
  it("asks LINE once per token until it expires: an unlinked player's proof replayed in a loop is not a call to LINE each", async () => {
    let calls = 0;
    let clock = 1_000_000;
    const exp = Math.floor(clock / 1000) + 60;
    const answering: typeof fetch = async () => {
      calls += 1;
      return Response.json({ iss: 'https://access.line.me', sub: 'U9', name: 'Noy', exp });
    };
    const verifier = rememberingVerifier(lineVerifyEndpoint('1234', answering), () => clock);
    for (let i = 0; i < 50; i++) await expect(verifier.verify('tok')).resolves.toMatchObject({ userId: 'U9' });
    expect(calls).toBe(1);
    await verifier.verify('another');
    expect(calls).toBe(2);
    // Expired: LINE is asked again (and would refuse it).
    clock += 61_000;
    await verifier.verify('tok');
    expect(calls).toBe(3);
  });
});

describe('LINE ID token verification (sandbox verifier)', () => {
  it('accepts its own unexpired tokens and refuses forged or expired ones', async () => {
    const verifier = sandboxLineVerifier('secret');
    await expect(verifier.verify(verifier.mint('U1', 'Noy'))).resolves.toMatchObject({ userId: 'U1', name: 'Noy' });
    await expect(sandboxLineVerifier('other').verify(verifier.mint('U1', 'Noy'))).resolves.toBeNull();
    await expect(verifier.verify(verifier.mint('U1', 'Noy', -10))).resolves.toBeNull();
    await expect(verifier.verify('not.a.token')).resolves.toBeNull();
  });
});

describe.each(engines)('host identity links (%s)', (engine) => {
  let server: TestServer;
  let alice: string;
  let bob: string;
  beforeAll(async () => {
    server = await startServer(engine, { telegramMaxAgeSeconds: 3600 });
    alice = await server.api.member('0811111111', '1111111111');
    bob = await server.api.member('0822222222', '2222222222');
  });
  afterAll(() => server.close());

  const api = () => server.api;

  it('links after a normal login, then signs in from Telegram with no password', async () => {
    expect((await api().call('POST', '/api/host/login', { body: tg(initData(7001)) })).body).toEqual({
      message: 'NO_USER',
      detail: expect.any(String),
    });
    const linked = await api().call('POST', '/api/host/link', { token: alice, body: tg(initData(7001)) });
    expect(linked).toMatchObject({ status: 200, body: { telegram: true, line: false } });
    const signIn = await api().call<{ token: string }>('POST', '/api/host/login', { body: tg(initData(7001)) });
    expect(signIn.status).toBe(200);
    const profile = await api().call<{ profile: { username: string } }>('GET', '/api/account/profile', {
      token: signIn.body.token,
    });
    expect(profile.body.profile.username).toBe('0811111111');
  });

  it('refuses forged, stale and replayed proofs', async () => {
    const forged = initData(7001).replace(/hash=[0-9a-f]{4}/, 'hash=ffff');
    expect(await api().call('POST', '/api/host/login', { body: tg(forged) })).toMatchObject({
      status: 400,
      body: { message: 'KEY_INVALID' },
    });
    const stale = initData(7001, now() - 7200);
    expect(await api().call('POST', '/api/host/login', { body: tg(stale) })).toMatchObject({
      status: 400,
      body: { message: 'KEY_INVALID' },
    });
    const once = initData(7001);
    expect((await api().call('POST', '/api/host/login', { body: tg(once) })).status).toBe(200);
    expect(await api().call('POST', '/api/host/login', { body: tg(once) })).toMatchObject({
      status: 400,
      body: { message: 'KEY_INVALID' },
    });
  });

  it("a used proof's record is purged once the proof has expired, and the proof is still refused then", async () => {
    // A launch with two seconds left of its hour: used once, its record kept while it could be replayed.
    const ending = initData(7001, now() - 3600 + 2);
    expect((await api().call('POST', '/api/host/login', { body: tg(ending) })).status).toBe(200);
    const records = async () => Number((await sql<{ n: string }>`SELECT count(*) AS n FROM host_proofs_used`.execute(server.ctx.db)).rows[0]!.n);
    const before = await records();
    expect((await runMaintenance(server.ctx)).hostProofs).toBe(0);
    expect(await api().call('POST', '/api/host/login', { body: tg(ending) })).toMatchObject({ status: 400, body: { message: 'KEY_INVALID' } });
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect((await runMaintenance(server.ctx)).hostProofs).toBe(1);
    expect(await records()).toBe(before - 1);
    // Forgotten, and no way back in: the launch itself is stale now.
    expect(await api().call('POST', '/api/host/login', { body: tg(ending) })).toMatchObject({
      status: 400,
      body: { message: 'KEY_INVALID', detail: 'Telegram proof stale' },
    });
  });

  it('the launch try answers not-linked and refused as outcomes (200), never as failed requests', async () => {
    const fresh = initData(7301);
    expect(await api().call('POST', '/api/host/login/try', { body: tg(fresh) })).toMatchObject({
      status: 200,
      body: { status: 'not-linked' },
    });
    expect(await api().call('POST', '/api/host/login/try', { body: tg(initData(7001, now() - 7200)) })).toMatchObject({
      status: 200,
      body: { status: 'refused' },
    });
    const once = initData(7001);
    const signedIn = await api().call<{ status: string; token: string }>('POST', '/api/host/login/try', { body: tg(once) });
    expect(signedIn).toMatchObject({ status: 200, body: { status: 'signed-in', token: expect.any(String) } });
    expect(await api().call('POST', '/api/host/login/try', { body: tg(once) })).toMatchObject({
      status: 200,
      body: { status: 'refused' },
    });
  });

  it('never moves a link to another member', async () => {
    const stolen = await api().call('POST', '/api/host/link', { token: bob, body: tg(initData(7001)) });
    expect(stolen).toMatchObject({ status: 409, body: { message: 'KEY_INVALID' } });
    const signIn = await api().call<{ token: string }>('POST', '/api/host/login', { body: tg(initData(7001)) });
    const profile = await api().call<{ profile: { username: string } }>('GET', '/api/account/profile', {
      token: signIn.body.token,
    });
    expect(profile.body.profile.username).toBe('0811111111');
  });

  it('links sent at the same moment answer as one after the other would, never with a 5xx', async () => {
    const usernameOf = async (proof: string) => {
      const signIn = await api().call<{ token: string }>('POST', '/api/host/login', { body: tg(proof) });
      if (signIn.status !== 200) return null;
      return (await api().call<{ profile: { username: string } }>('GET', '/api/account/profile', { token: signIn.body.token }))
        .body.profile.username;
    };
    for (let round = 0; round < 4; round += 1) {
      const phones = [`08355${round}0000`, `08366${round}0000`, `08377${round}0000`];
      const [carol, dave, erin] = await Promise.all(phones.map((phone, i) => api().member(phone, `${round}${i}00000000`)));
      // One Telegram account claimed by two members at once (one of them twice): one member gets it.
      const claimers = [carol!, carol!, dave!];
      const claims = await Promise.all(
        claimers.map((token) => api().call('POST', '/api/host/link', { token, body: tg(initData(7400 + round)) })),
      );
      expect(claims.map((c) => c.status).filter((s) => s !== 200 && s !== 409)).toEqual([]);
      const owner = await usernameOf(initData(7400 + round));
      expect(claims.map((c, i) => (c.status === 200) === (phones[claimers[i] === carol ? 0 : 1] === owner))).toEqual([
        true,
        true,
        true,
      ]);
      // One member linking two Telegram accounts at once keeps one of them, as one after the other would.
      const both = await Promise.all(
        [7500 + round, 7600 + round].map((id) => api().call('POST', '/api/host/link', { token: erin!, body: tg(initData(id)) })),
      );
      expect(both.map((b) => b.status)).toEqual([200, 200]);
      const kept = await Promise.all([7500 + round, 7600 + round].map((id) => usernameOf(initData(id))));
      expect(kept.filter((u) => u === phones[2])).toHaveLength(1);
    }
  });

  it('links a LINE account through the verifier, and unlinking ends one-tap sign-in', async () => {
    const mint = async () =>
      (await api().call<{ idToken: string }>('POST', '/api/sandbox/line/idtoken', { body: { userId: 'U-bob', name: 'Bob' } }))
        .body.idToken;
    const line = async () => ({ kind: 'line-idtoken', value: await mint() });
    expect((await api().call('POST', '/api/host/link', { token: bob, body: await line() })).body).toEqual({
      telegram: false,
      line: true,
    });
    expect((await api().call('POST', '/api/host/login', { body: await line() })).status).toBe(200);
    expect((await api().call('DELETE', '/api/host/link', { token: bob, body: { kind: 'line' } })).body).toEqual({
      telegram: false,
      line: false,
    });
    expect(await api().call('POST', '/api/host/login', { body: await line() })).toMatchObject({
      status: 404,
      body: { message: 'NO_USER' },
    });
    expect(
      await api().call('POST', '/api/host/login', { body: { kind: 'line-idtoken', value: 'forged.token.value' } }),
    ).toMatchObject({
      status: 400,
      body: { message: 'KEY_INVALID' },
    });
  });

  it('past the first minutes of a session a link needs the password; without one the proof stays unused', async () => {
    const dana = await api().member('0844444444', '4444444444');
    // A session an hour old: a phone left signed in, or a token that leaked.
    await sql`UPDATE sessions SET created_at = now() - interval '1 hour' WHERE token_hash = ${hashToken(dana)}`.execute(server.ctx.db);
    const proof = initData(7444);
    const without = await api().call('POST', '/api/host/link', { token: dana, body: tg(proof) });
    expect(without).toMatchObject({ status: 400, body: { message: 'WRONG_PASSWORD' } });
    const wrong = await api().call('POST', '/api/host/link', { token: dana, body: { ...tg(proof), password: 'guess-1234' } });
    expect(wrong).toMatchObject({ status: 400, body: { message: 'WRONG_PASSWORD' } });
    expect((await api().get('/api/host/link', dana)).body).toEqual({ telegram: false, line: false });
    // The same launch links once the player types the password.
    const given = await api().call('POST', '/api/host/link', { token: dana, body: { ...tg(proof), password: 'secret-1' } });
    expect(given).toMatchObject({ status: 200, body: { telegram: true, line: false } });
    expect((await api().call('POST', '/api/host/login', { body: tg(initData(7444)) })).status).toBe(200);
    // Forgotten, then remembered again with the launch already used: said at once, no password asked for in vain.
    await api().call('DELETE', '/api/host/link', { token: dana, body: { kind: 'telegram' } });
    expect(await api().call('POST', '/api/host/link', { token: dana, body: tg(proof) })).toMatchObject({
      status: 400,
      body: { message: 'KEY_INVALID', detail: 'proof already used' },
    });
  });

  it('a new password forgets the linked host accounts: whoever linked theirs with a stolen session is out too', async () => {
    const carol = await api().member('0833333333', '3333333333');
    // The thief, holding carol's session in its first minutes, links their own Telegram account.
    expect((await api().call('POST', '/api/host/link', { token: carol, body: tg(initData(7333)) })).status).toBe(200);
    expect((await api().call('POST', '/api/host/login', { body: tg(initData(7333)) })).status).toBe(200);
    // Carol changes her password: the thief's sessions end, and so does their standing sign-in.
    const changed = await api().put('/api/account/changepwd', { oldPassword: 'secret-1', newPassword: 'secret-2-longer' }, carol);
    expect(changed.status).toBe(200);
    expect(await api().call('POST', '/api/host/login', { body: tg(initData(7333)) })).toMatchObject({
      status: 404,
      body: { message: 'NO_USER' },
    });
    expect((await api().get('/api/host/link', carol)).body).toEqual({ telegram: false, line: false });
    // Her own session goes on, and she can link again.
    expect((await api().call('POST', '/api/host/link', { token: carol, body: tg(initData(7334)) })).status).toBe(200);
  });

  /**
   * A password change as changePassword makes it, held open while `during` runs: the new hash
   * written, the links and the other sessions dropped, not yet committed.
   */
  async function whileAPasswordChangeIsOpen(memberId: bigint, during: () => Promise<void>): Promise<void> {
    let opened!: () => void;
    const open = new Promise<void>((resolve) => (opened = resolve));
    let commit!: () => void;
    const committing = new Promise<void>((resolve) => (commit = resolve));
    const change = server.ctx.db.transaction().execute(async (tx) => {
      await tx.updateTable('members').set({ password_hash: 'changed-meanwhile' }).where('id', '=', memberId).execute();
      await tx.deleteFrom('host_links').where('member_id', '=', memberId).execute();
      await tx.deleteFrom('sessions').where('member_id', '=', memberId).execute();
      opened();
      await committing;
    });
    await open;
    await during();
    commit();
    await change;
  }
  const memberIdOf = async (token: string) =>
    BigInt((await api().get<{ profile: { _id: string } }>('/api/account/profile', token)).body.profile._id);
  const settle = () => new Promise((resolve) => setTimeout(resolve, 400));

  // One connection holds the open change; the embedded engine has only one.
  it.runIf(engine === 'postgres')('a sign-in or a link in flight while a password change commits outlives it in nothing', async () => {
    const dora = await api().member('0866660001', '6666600001');
    const id = await memberIdOf(dora);
    // With the old password, checked before the change shows: its session waits for the change, then
    // is refused (or, if written first, is ended with the others).
    let signIn!: Promise<{ status: number; body: { token?: string; message?: string } }>;
    await whileAPasswordChangeIsOpen(id, async () => {
      signIn = api().post<{ token: string }>('/api/login', { username: '0866660001', password: 'secret-1' });
      await settle();
    });
    const signedIn = await signIn;
    if (signedIn.status === 200) expect((await api().get('/api/account/profile', signedIn.body.token!)).status).toBe(401);
    else expect(signedIn.body).toMatchObject({ message: 'WRONG_CREDENTIAL' });

    // A borrower's link, asked with a session the change ends: no standing sign-in after it.
    const eve = await api().member('0866660002', '6666600002');
    const eveId = await memberIdOf(eve);
    let linking!: Promise<{ status: number }>;
    await whileAPasswordChangeIsOpen(eveId, async () => {
      linking = api().call('POST', '/api/host/link', { token: eve, body: tg(initData(7444)) });
      await settle();
    });
    await linking;
    expect(await server.ctx.db.selectFrom('host_links').select('member_id').where('member_id', '=', eveId).execute()).toEqual([]);
    expect((await api().call('POST', '/api/host/login', { body: tg(initData(7444)) })).status).toBe(404);
  });

  it('refused proofs have a budget per client address; proofs that pass spend none', async () => {
    freshBudgetMinute(server);
    const tryFrom = async (remoteAddress: string, value: string) => {
      const { body } = await api().call<{ status?: string; message?: string }>('POST', '/api/host/login/try', {
        body: tg(value),
        remoteAddress,
      });
      return String(body.status ?? body.message);
    };
    const forged = () => initData(7989).replace(/hash=[0-9a-f]{4}/, 'hash=ffff');
    // Fresh launches of an account nobody linked: answered every time, never counted.
    const unlinked = [];
    for (let i = 0; i < 25; i++) unlinked.push(await tryFrom('192.0.2.80', initData(7988)));
    expect(new Set(unlinked)).toEqual(new Set(['not-linked']));
    // The seed's `host` budget: 20 refusals a minute, then the address is told to wait.
    const refused = [];
    for (let i = 0; i < 21; i++) refused.push(await tryFrom('192.0.2.80', forged()));
    expect(refused).toEqual([...Array(20).fill('refused'), 'REQUEST_LIMIT_1MIN']);
    expect(await tryFrom('192.0.2.81', forged())).toBe('refused');
  });

  it('answers bad bodies with a §8 code', async () => {
    expect(await api().call('POST', '/api/host/login', { body: { kind: 'fax', value: 'x' } })).toMatchObject({ status: 400 });
    expect(await api().call('POST', '/api/host/link', { body: tg(initData(1)) })).toMatchObject({
      status: 401,
      body: { message: 'UNAUTHORIZED' },
    });
  });
});
