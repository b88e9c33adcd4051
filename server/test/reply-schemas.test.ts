import fastJson from 'fast-json-stringify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moneyReplySchema, walletSnapshotSchema, withdrawReplySchema } from '../src/http/reply-schemas.ts';
import * as wallet from '../src/modules/wallet/service.ts';
import { engines, startServer, type TestServer } from './helpers.ts';

/**
 * A response schema's serializer writes only the fields it names. Each reply the services really
 * produce must come out of its serializer whole: a field added to a reply but not to its schema
 * fails here instead of disappearing from the API.
 */
describe.each(engines)('reply schemas keep every field the services produce, on %s', (engine) => {
  let s: TestServer;
  let token = '';
  let memberId = 0n;
  beforeAll(async () => {
    s = await startServer(engine);
    token = await s.api.member('0812345600', '1234567800');
    await s.api.get('/api/wallet/activate/PG', token);
    await s.api.deposit(token, 1000);
    memberId = BigInt(((await s.api.get('/api/wallet', token)).body.profile as { _id: string })._id);
  });
  afterAll(() => s?.close());

  const whole = (schema: object, reply: unknown) => expect(JSON.parse(fastJson(schema)(reply))).toEqual(reply);

  it('the wallet snapshot, the money reply and the withdraw reply', async () => {
    const snapshot = await wallet.snapshot(s.ctx, memberId);
    expect(snapshot.slots.some((slot) => slot.isActive)).toBe(true);
    whole(walletSnapshotSchema, snapshot);
    whole(moneyReplySchema, await wallet.transfer(s.ctx.db, memberId, 'WALLET', 'PG', 100n, 1n));
    whole(withdrawReplySchema, await s.ctx.db.transaction().execute((tx) => wallet.withdraw(tx, memberId, 10_000n)));
  });

  it('the wallet route answers exactly what the service built', async () => {
    const reply = await s.api.get('/api/wallet', token);
    // No Accept-Language: the site's language.
    expect(reply.body).toEqual(await wallet.snapshot(s.ctx, memberId, { lang: 'th', site: 'th' }));
  });
});
