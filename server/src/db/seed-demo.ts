import { randomBytes } from 'node:crypto';
import type { Ctx } from '../context.ts';
import { hashPassword, verifyPassword } from '../modules/account/passwords.ts';
import { creditDeposit } from '../modules/deposit/service.ts';
import { activatePromotion } from '../modules/bonus/service.ts';
import { playRound } from '../modules/wallet/game-accounts.ts';
import { transfer } from '../modules/wallet/service.ts';
import { gameAccount, inviteAccount, openMemberAccounts, walletAccount } from '../ledger/index.ts';
import { clearSandboxMark, sandboxRan } from '../core/sandbox-mark.ts';
import { withholdPlaceholderPayees } from './placeholder-payees.ts';
import { warnGenerousWheel } from './wheel-payback.ts';
import { warnPublishedCodes } from './published-codes.ts';
import { getSetting } from '../core/settings.ts';
import { retireMediaSecret } from '../http/signed-media.ts';

/**
 * The demo member `npm start` prints, so the product can be tried without registering: a bank
 * account, money in the wallet and in one game, a statement with a deposit and a transfer, and a
 * promotion whose turnover is played. Sandbox only; the password is at least 8 characters like any other.
 */
export const DEMO_MEMBER = {
  phone: '0812340000',
  /** The Laos build accepts 8–12 digits and Lao banks. */
  phoneLaos: '02055550000',
  password: 'demo1234',
  name: 'Demo Player',
  deposit: 1_000,
  game: 'PG',
  toGame: 200,
  promotion: 'SONGKRAN',
  /**
   * The Laos demo's kip wallet: kip figures (baht's would sit under kip's 50,000 withdrawal
   * minimum), deposited as a kip wallet can, by transfer and slip (no QR provider takes kip).
   */
  laos: { deposit: 1_000_000, toGame: 200_000, via: 'slip:demo' },
} as const;

/** What the demo member deposited and moved to its game, in its wallet's currency, and how it deposited. */
export const demoAmounts = (laos: boolean) =>
  laos ? DEMO_MEMBER.laos : { deposit: DEMO_MEMBER.deposit, toGame: DEMO_MEMBER.toGame, via: 'qr:demo' };

export const demoPhone = (laos: boolean): string => (laos ? DEMO_MEMBER.phoneLaos : DEMO_MEMBER.phone);

/**
 * Adds the demo member once. Idempotent and never overwriting: if the phone number exists (the demo
 * member from an earlier start, or a real member who took it), nothing is touched. Every amount goes
 * through the ledger, as the product's own deposit, transfer and promotion paths post it.
 */
export async function seedDemo(ctx: Ctx): Promise<{ created: boolean }> {
  const { laos } = ctx.config;
  const phone = demoPhone(laos);
  const exists = await ctx.db.selectFrom('members').select('id').where('username', '=', phone).executeTakeFirst();
  if (exists) return { created: false };
  const passwordHash = await hashPassword(ctx.config, DEMO_MEMBER.password);
  return ctx.db.transaction().execute(async (tx) => {
    const member = await tx
      .insertInto('members')
      .values({
        username: phone,
        name: DEMO_MEMBER.name,
        password_hash: passwordHash,
        source_code: null,
        inviter_id: null,
        bank_code: laos ? 'BCEL' : 'KBANK',
        bank_account_name: DEMO_MEMBER.name,
        bank_account_no: laos ? '0100000000001' : '0123456789',
        currency: laos ? 'LAK' : 'BAHT',
      })
      // A second process starting at the same moment: the first one's member wins, this one stops.
      .onConflict((oc) => oc.doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!member) return { created: false };
    const id = member.id;
    const credentials = await ctx.games.openAccount(DEMO_MEMBER.game, id);
    await tx.insertInto('game_accounts').values({ member_id: id, game_code: DEMO_MEMBER.game, ...credentials }).execute();
    await openMemberAccounts(tx, id, [walletAccount(id), inviteAccount(id), gameAccount(id, DEMO_MEMBER.game)]);
    const minor = (major: number) => BigInt(major * 100);
    const amounts = demoAmounts(laos);
    // As a paid QR code (a Lao slip) records it: the statement names how it came, not an unknown source.
    await creditDeposit(tx, id, minor(amounts.deposit), amounts.via);
    await transfer(tx, id, 'WALLET', DEMO_MEMBER.game, minor(amounts.toGame), 0n);
    const promotion = await activatePromotion(tx, id, DEMO_MEMBER.promotion);
    // Its turnover already played (a round won, one lost, on the game): the wallet can be withdrawn
    // and the promotion ended at once, as a player who has played would find it.
    const half = BigInt(Math.ceil(Math.round(promotion.requiredTurnover * 100) / 2));
    await playRound(tx, DEMO_MEMBER.game, credentials.username, half);
    await playRound(tx, DEMO_MEMBER.game, credentials.username, -half);
    return { created: true };
  });
}

/**
 * Production on a database that once ran the sandbox still holds what the sandbox let anyone do:
 * the demo member, with the password every README and start banner prints and sandbox money in
 * its wallet, and host links proven by proofs the sandbox mints for any Telegram or LINE user (the
 * console's made-up Telegram ids are real people's ids). Without the sandbox the demo password
 * stops signing in — replaced by a random one nobody knows, the member's sessions ended — and
 * those links are dropped (a real member who took the demo number, with any other password, is
 * not touched). Links made before their origin was recorded are dropped too: one password sign-in
 * links the account again. Resolves what was retired, for the start's warning.
 */
export async function retireSandboxAccess(ctx: Ctx): Promise<{ demoPhones: string[]; hostLinks: number }> {
  const phones = [DEMO_MEMBER.phone, DEMO_MEMBER.phoneLaos];
  const rows = await ctx.db.selectFrom('members').select(['id', 'username', 'password_hash']).where('username', 'in', phones).execute();
  const demoPhones: string[] = [];
  for (const row of rows) {
    if (!(await verifyPassword(row.password_hash, DEMO_MEMBER.password))) continue;
    const unknown = await hashPassword(ctx.config, randomBytes(32).toString('base64url'));
    const ended = await ctx.db.transaction().execute(async (tx) => {
      await tx.updateTable('members').set({ password_hash: unknown }).where('id', '=', row.id).execute();
      return tx.deleteFrom('sessions').where('member_id', '=', row.id).returning('token_hash').execute();
    });
    await ctx.sessions.revoke(ended.map((s) => s.token_hash));
    demoPhones.push(row.username);
  }
  const dropped = await ctx.db
    .deleteFrom('host_links')
    .where((eb) => eb.or([eb('made_in_sandbox', 'is', null), eb('made_in_sandbox', '=', true)]))
    .executeTakeFirst();
  return { demoPhones, hostLinks: Number(dropped.numDeletedRows) };
}

/**
 * A production start (sandbox off). On a database the sandbox ran on, its balances were paid by a
 * control API anyone could call and its sessions opened by sign-in proofs anyone could mint: refused,
 * unless the operator accepts it (`ALLOW_SANDBOX_DATABASE=1`) — then every session and every signed
 * media link ends, once, and the mark goes. On any database the demo's password and the sandbox-proved links are retired
 * (databases from before the mark was kept), and the seed's placeholder payees withheld.
 */
export async function prepareForProduction(ctx: Ctx, warn: (message: string) => void = console.warn): Promise<void> {
  if (await sandboxRan(ctx.db)) {
    if (!ctx.config.allowSandboxDatabase) {
      throw new Error(
        'NODE_ENV=production refuses to start: the sandbox ran on this database — its balances were paid by a control API anyone ' +
          'could call and its sessions opened with sign-in proofs anyone could mint. Start on a fresh database, or set ' +
          'ALLOW_SANDBOX_DATABASE=1 to keep this one (every session ends once; balances and settings stay as the sandbox left them).',
      );
    }
    const ended = await ctx.db.deleteFrom('sessions').returning('token_hash').execute();
    await ctx.sessions.revoke(ended.map((s) => s.token_hash));
    // Slip and QR links signed while the sandbox ran (by anyone's sessions) stop opening too.
    await retireMediaSecret(ctx.db);
    await clearSandboxMark(ctx.db);
    warn(
      `WARNING: ALLOW_SANDBOX_DATABASE=1 — the sandbox ran on this database: ${ended.length} sessions were ended (members sign in again); ` +
        'balances the sandbox paid and settings its console changed stay.',
    );
  }
  const retired = await retireSandboxAccess(ctx);
  for (const phone of retired.demoPhones) {
    warn(`WARNING: the sandbox's demo member (phone ${phone}) was on this database; its published password no longer signs in.`);
  }
  if (retired.hostLinks > 0) {
    warn(
      `WARNING: dropped ${retired.hostLinks} Telegram/LINE links made while the sandbox was on (or before their origin was recorded); members link again after one password sign-in.`,
    );
  }
  await withholdPlaceholderPayees(ctx.db, warn);
  // A database seeded before the demo wheel was added switched off (or an operator's generous one).
  await warnGenerousWheel(ctx.db, warn);
  // A database first started outside production keeps the README's codes on.
  await warnPublishedCodes(ctx.db, warn);
  // Off by default: the reference SMS sends nothing, so the check would stop every sign-up. Said, as
  // without it anyone registers anyone's number, and its owner is then told EXISTING_USER.
  if (!(await getSetting(ctx.db, 'registerOTP'))) {
    warn(
      'WARNING: registerOTP is off: sign-up takes any phone number without an SMS code, so anyone can register another person\'s number. ' +
        'Turn settings.registerOTP on once a real SMS gateway sends the codes (server/src/providers).',
    );
  }
}
