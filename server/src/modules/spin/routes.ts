import type { FastifyInstance } from 'fastify';
import { CouponClaimRequest } from '../../../../src/api/contract.ts';
import type { Ctx } from '../../context.ts';
import { memberOf } from '../../http/auth.ts';
import { readerOf } from '../../http/language.ts';
import { moneyMove } from '../../http/idempotency.ts';
import { parse } from '../../http/validate.ts';
import * as wheel from './service.ts';

export async function spinRoutes(app: FastifyInstance, ctx: Ctx): Promise<void> {
  app.get('/api/spinwheel/active', () => wheel.active(ctx.db));
  app.get('/api/spinwheel/setup', (req) => wheel.setup(ctx.db, memberOf(req), readerOf(req, ctx.config)));
  app.post('/api/spinwheel/spin', (req) => moneyMove(ctx, req, (tx, memberId) => wheel.spin(tx, memberId, readerOf(req, ctx.config))));
  app.get('/api/spinwheel/coupon', (req) => wheel.coupons(ctx.db, memberOf(req), readerOf(req, ctx.config)));
  app.post('/api/spinwheel/coupon/claim', (req) => {
    const { coupon } = parse(CouponClaimRequest, req.body);
    return moneyMove(ctx, req, (tx, memberId) => wheel.claim(tx, memberId, BigInt(coupon)));
  });
}
