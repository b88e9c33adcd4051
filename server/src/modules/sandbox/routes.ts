import type { FastifyInstance } from 'fastify';
import {
  depositSource,
  SandboxGameRoundRequest,
  SandboxSettingsRequest,
  SandboxSlipApproveRequest,
  SandboxSlipRejectRequest,
  SandboxTruelinkRedeemRequest,
  SandboxTruelinkRefuseRequest,
  type SandboxDecisionReply,
  type SandboxGameRoundReply,
  type SandboxSettingsReply,
  type WalletDecision,
  type WalletPush,
} from '../../../../src/api/contract.ts';
import type { Ctx } from '../../context.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { escapeMarkup } from '../../http/escape.ts';
import { toMajor, toMinor } from '../../core/money.ts';
import { parse } from '../../http/validate.ts';
import { balancesOf, gameAccount, walletAccount } from '../../ledger/index.ts';
import type { Tx } from '../../core/tx.ts';
import { decideSlip, payQr, redeemTruelink, refuseTruelink } from '../deposit/service.ts';
import { getSetting, setSetting } from '../../core/settings.ts';
import { lastOtpCode } from '../otp/service.ts';
import { spelledPhone } from '../account/phone.ts';
import { playRound } from '../wallet/game-accounts.ts';
import { decideWithdrawal } from '../wallet/service.ts';
import { memberRoom } from '../../core/realtime.ts';

const SWITCHES = ['registerOTP', 'enableChatWidget', 'terminated'] as const;

/**
 * DESIGN §5.1: the sandbox's stand-ins for the bank, payout, SMS, game and True Money providers.
 * Mounted only with SANDBOX=1; these routes carry no member auth by design.
 */
export async function sandboxRoutes(app: FastifyInstance, ctx: Ctx): Promise<void> {
  const inTx = <T>(work: (tx: Tx) => Promise<T>) => ctx.db.transaction().execute(work);
  /** Every provider decision replies with its outcome and the member's wallet after it. */
  const decided = async (memberId: bigint, decision: WalletDecision): Promise<SandboxDecisionReply> => {
    const wallet = walletAccount(memberId);
    const reply = { status: decision.status, wallet: { amount: toMajor((await balancesOf(ctx.db, [wallet])).get(wallet) ?? 0n) } };
    // Live balance: the member's open screens hear that their money moved, and what moved it.
    const push: WalletPush = { ...reply.wallet, decision };
    ctx.realtime.emit(await memberRoom(ctx.db, memberId), 'wallet', push);
    return reply;
  };
  const credited = (memberId: bigint, amount: bigint, source: string) =>
    decided(memberId, { kind: 'deposit', status: 'SUCCESS', amount: toMajor(amount), source });

  app.get<{ Params: { phoneNumber: string } }>('/api/sandbox/otp/:phoneNumber', async (req) => {
    const otpCode = await lastOtpCode(ctx.db, spelledPhone(ctx, req.params.phoneNumber));
    if (!otpCode) throw notFound('OTP_NOT_EXIST');
    return { otpCode };
  });

  app.put('/api/sandbox/settings', async (req): Promise<SandboxSettingsReply> => {
    const changes = parse(SandboxSettingsRequest, req.body);
    for (const key of SWITCHES) {
      const value = changes[key];
      if (value !== undefined) await setSetting(ctx.db, key, value);
    }
    if (changes.slipWindow) await setSetting(ctx.db, 'slip', { ...(await getSetting(ctx.db, 'slip')), ...changes.slipWindow });
    ctx.terminated.forget();
    const [registerOTP, enableChatWidget, terminated] = await Promise.all(SWITCHES.map((key) => getSetting(ctx.db, key)));
    return { registerOTP: registerOTP!, enableChatWidget: enableChatWidget!, terminated: terminated! };
  });

  app.post<{ Params: { qrcodeId: string } }>('/api/sandbox/qrcode/:qrcodeId/pay', async (req) => {
    const paid = await inTx((tx) => payQr(tx, req.params.qrcodeId));
    return credited(paid.memberId, paid.amount, depositSource.qr(req.params.qrcodeId));
  });

  app.post<{ Params: { reference: string; decision: string } }>('/api/sandbox/slips/:reference/:decision', async (req) => {
    const { reference, decision } = req.params;
    if (decision === 'approve') {
      const amount = toMinor(parse(SandboxSlipApproveRequest, req.body).amount);
      return credited(await inTx((tx) => decideSlip(tx, reference, { amount })), amount, depositSource.slip(reference));
    }
    if (decision !== 'reject') throw notFound('NO_DATA');
    const { note } = parse(SandboxSlipRejectRequest, req.body);
    return decided(await inTx((tx) => decideSlip(tx, reference, { note })), { kind: 'slip', reference, status: 'FAILED', reason: note });
  });

  app.post<{ Params: { id: string; decision: string } }>(
    '/api/sandbox/withdrawals/:id/:decision',
    async (req): Promise<SandboxDecisionReply> => {
      const { id, decision } = req.params;
      if (decision !== 'approve' && decision !== 'reject') throw notFound('NO_DATA');
      if (!/^\d{1,18}$/.test(id)) throw badRequest('KEY_INVALID', 'id');
      const { status, memberId, amount } = await inTx((tx) => decideWithdrawal(tx, BigInt(id), decision === 'approve'));
      return decided(memberId, { kind: 'withdraw', withdrawalId: id, status, amount: toMajor(amount) });
    },
  );

  app.post<{ Params: { slotCode: string } }>(
    '/api/sandbox/games/:slotCode/round',
    async (req): Promise<SandboxGameRoundReply> => {
      const { username, delta } = parse(SandboxGameRoundRequest, req.body);
      const round = await inTx((tx) => playRound(tx, req.params.slotCode, username, toMinor(delta)));
      // A round moves the game balance, part of the home's total: the member's screens hear it, and
      // the inviter's, whose invite bonus it grew (an open invite sheet reads it again).
      ctx.realtime.emit(await memberRoom(ctx.db, round.memberId), 'wallet', { slot: req.params.slotCode });
      if (round.inviterId !== null) ctx.realtime.emit(await memberRoom(ctx.db, round.inviterId), 'wallet', {});
      return { amount: toMajor(round.balance) };
    },
  );

  app.post<{ Params: { voucher: string } }>('/api/sandbox/truelink/:voucher/redeem', async (req) => {
    const { voucher } = req.params;
    const amount = toMinor(parse(SandboxTruelinkRedeemRequest, req.body).amount);
    const { memberId, reason } = await inTx((tx) => redeemTruelink(tx, voucher, amount));
    return reason ? decided(memberId, { kind: 'truelink', voucher, status: 'FAILED', reason }) : credited(memberId, amount, depositSource.truelink(voucher));
  });
  app.post<{ Params: { voucher: string } }>('/api/sandbox/truelink/:voucher/refuse', async (req) => {
    const { voucher } = req.params;
    const { reason } = parse(SandboxTruelinkRefuseRequest, req.body);
    return decided(await inTx((tx) => refuseTruelink(tx, voucher, reason)), { kind: 'truelink', voucher, status: 'FAILED', reason });
  });

  // The page an auto-login link opens: shows who is logged in, as a real provider's lobby would.
  app.get<{ Params: { code: string }; Querystring: { user?: unknown } }>('/sandbox/game/:code', async (req, reply) => {
    const game = await ctx.db
      .selectFrom('games')
      .select(['code', 'name'])
      .where('code', '=', req.params.code.toUpperCase())
      .executeTakeFirst();
    if (!game) throw notFound('NO_GAME');
    // A repeated `user` arrives as a list: no account is named by one.
    const user = typeof req.query.user === 'string' ? req.query.user : '';
    const account = await ctx.db
      .selectFrom('game_accounts')
      .select('member_id')
      .where('game_code', '=', game.code)
      .where('username', '=', user)
      .executeTakeFirst();
    const balance = account
      ? ((await balancesOf(ctx.db, [gameAccount(account.member_id, game.code)])).get(gameAccount(account.member_id, game.code)) ??
        0n)
      : null;
    return reply.type('text/html')
      .send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeMarkup(game.name)} (sandbox)</title>
<style>body{font-family:system-ui,sans-serif;background:#111;color:#eee;display:grid;place-items:center;min-height:100vh;margin:0}main{text-align:center}img{max-width:60vw}</style></head>
<body><main><img src="/media/games/${game.code}/logo.svg" alt="${escapeMarkup(game.name)}">
<h1>${escapeMarkup(game.name)} sandbox</h1>
${account ? `<p>Logged in as <strong data-testid="game-user">${escapeMarkup(user)}</strong></p><p>Balance: <span data-testid="game-balance">${toMajor(balance!).toFixed(2)}</span></p>` : `<p data-testid="game-user-unknown">Unknown player ${escapeMarkup(user)}</p>`}
</main></body></html>`);
  });
}
