import type { FastifyInstance } from 'fastify';
import type { BannersReply } from '../../../../src/api/contract.ts';
import type { Ctx } from '../../context.ts';
import { memberOf } from '../../http/auth.ts';
import { moneyMove } from '../../http/idempotency.ts';
import { pageWindow } from '../../http/pagination.ts';
import { bannersOf } from '../rewards/banners.ts';
import { readerOf } from '../../http/language.ts';
import * as refund from './service.ts';

export async function refundRoutes(app: FastifyInstance, ctx: Ctx): Promise<void> {
  app.post('/api/refund', (req) => refund.log(ctx.db, memberOf(req), pageWindow(req.body)));
  app.get('/api/refund/check', (req) => refund.check(ctx.db, memberOf(req), readerOf(req, ctx.config)));
  app.get('/api/refund/receive', (req) => moneyMove(ctx, req, (tx, memberId) => refund.receive(tx, memberId)));
  app.get('/api/refund/addWallet', (req) => moneyMove(ctx, req, (tx, memberId) => refund.addToWallet(tx, memberId)));
  app.get('/api/refund/banners', async (req): Promise<BannersReply> => ({ banners: await bannersOf(ctx.db, 'refund', readerOf(req, ctx.config)) }));
}
