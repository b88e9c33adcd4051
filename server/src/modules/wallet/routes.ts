import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  AddRequest,
  TransferAllRequest,
  TransferRequest,
  WithdrawAllRequest,
  WithdrawRequest,
  type AutoLoginReply,
  type SlotsReply,
} from '../../../../src/api/contract.ts';
import type { Ctx } from '../../context.ts';
import { memberOf } from '../../http/auth.ts';
import { readerOf } from '../../http/language.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { moneyMove, singleStatementMove } from '../../http/idempotency.ts';
import { memberAmount } from '../../core/currency.ts';
import { parse } from '../../http/validate.ts';
import { moneyReplySchema, replies, transferAllReplySchema, walletSnapshotSchema, withdrawReplySchema } from '../../http/reply-schemas.ts';
import { cachedSetting } from '../../core/settings.ts';
import { gameWithAccount, slotsOf } from './games.ts';
import * as gameAccounts from './game-accounts.ts';
import * as wallet from './service.ts';

type SlotParams = { Params: { slotCode: string } };

export async function walletRoutes(app: FastifyInstance, ctx: Ctx): Promise<void> {
  /** An amount the player typed, in their wallet's currency (whole kip for a LAK wallet). */
  const typed = (req: FastifyRequest, amount: number) => memberAmount(ctx.db, memberOf(req), amount);
  app.get('/api/wallet', replies(walletSnapshotSchema), (req) => wallet.snapshot(ctx, memberOf(req), readerOf(req, ctx.config)));
  app.get('/api/wallet/refresh/slot', async (req): Promise<SlotsReply> => ({ slots: await slotsOf(ctx, ctx.db, memberOf(req)) }));
  app.get<SlotParams>('/api/wallet/activate/:slotCode', (req) => gameAccounts.activate(ctx, memberOf(req), req.params.slotCode));
  app.get<SlotParams>('/api/wallet/account/:slotCode', (req) => gameAccounts.credentials(ctx, memberOf(req), req.params.slotCode));
  app.get<SlotParams>('/api/wallet/resetpassword/:slotCode', (req) =>
    gameAccounts.resetPassword(ctx, memberOf(req), req.params.slotCode),
  );

  app.post('/api/wallet/add', replies(moneyReplySchema), async (req) => {
    const { amount } = parse(AddRequest, req.body);
    const minor = await typed(req, amount);
    return moneyMove(ctx, req, (tx, memberId) => wallet.addToWallet(tx, memberId, minor));
  });
  app.post('/api/wallet/transfer', replies(moneyReplySchema), async (req) => {
    const { from, to, amount } = parse(TransferRequest, req.body);
    const minor = await typed(req, amount);
    const minimum = BigInt(await cachedSetting(ctx.db, 'transferMinimum'));
    return singleStatementMove(ctx, req, (db, memberId) => wallet.transfer(db, memberId, from, to, minor, minimum));
  });
  app.post('/api/wallet/transferAll', replies(transferAllReplySchema), (req) => {
    const { to } = parse(TransferAllRequest, req.body);
    return moneyMove(ctx, req, (tx, memberId) => wallet.transferAll(tx, memberId, to));
  });
  app.post('/api/wallet/withdraw', replies(withdrawReplySchema), async (req) => {
    const { amount } = parse(WithdrawRequest, req.body);
    const minor = await typed(req, amount);
    return moneyMove(ctx, req, (tx, memberId) => wallet.withdraw(tx, memberId, minor));
  });
  app.post('/api/wallet/withdrawAll', replies(withdrawReplySchema), async (req) => {
    const { amount } = parse(WithdrawAllRequest, req.body);
    const minor = amount === undefined ? undefined : await typed(req, amount);
    return moneyMove(ctx, req, (tx, memberId) => wallet.withdrawAll(tx, memberId, minor));
  });
}

/** §7: these providers log in by username; these by username and password; the rest by a plain URL. */
async function autoLogin(
  ctx: Ctx,
  req: FastifyRequest,
  game: string,
  username: string,
  password?: string,
): Promise<AutoLoginReply> {
  const code = game.toUpperCase();
  const row = await gameWithAccount(ctx.db, memberOf(req), code);
  if (!row) throw notFound('NO_GAME');
  const wantsPassword = row.login_mode === 'username_password';
  if (row.login_mode === 'web' || wantsPassword !== (password !== undefined))
    throw badRequest('KEY_INVALID', 'wrong auto-login form for this game');
  // A member may only launch their own game account.
  if (row.username !== username || (wantsPassword && row.password !== password)) throw badRequest('SLOT_NO_ACCOUNT');
  return { link: ctx.games.launchUrl(code, username, `${req.protocol}://${req.host}`) };
}

export async function autoLoginRoutes(app: FastifyInstance, ctx: Ctx): Promise<void> {
  app.get<{ Params: { game: string; username: string } }>('/api/autoLogin/:game/:username', (req) =>
    autoLogin(ctx, req, req.params.game, req.params.username),
  );
  app.get<{ Params: { game: string; username: string; password: string } }>('/api/autoLogin/:game/:username/:password', (req) =>
    autoLogin(ctx, req, req.params.game, req.params.username, req.params.password),
  );
}
