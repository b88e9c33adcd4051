import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Ctx } from '../../context.ts';
import { memberOf } from '../../http/auth.ts';
import { readerOf } from '../../http/language.ts';
import { moneyMove } from '../../http/idempotency.ts';
import { budgetedAnswers } from '../../http/rate-limit.ts';
import * as bonus from './service.ts';
import { clientAddress } from '../../http/client-address.ts';

type CodeParams = { Params: { code: string } };

/**
 * Looks a promotion code up on the asker's `promo` budget (per member, and per address: members
 * are free to make); only a code that does not exist spends it.
 */
const guessBudgeted = <T>(ctx: Ctx, req: FastifyRequest, work: () => Promise<T>, toldIn?: (found: T) => boolean): Promise<T> =>
  budgetedAnswers(ctx, [['promo', `member:${memberOf(req)}`], ['promo', `address:${clientAddress(req)}`]], work, { toldBy: ['NO_PROMOTION'], toldIn });

export async function bonusRoutes(app: FastifyInstance, ctx: Ctx): Promise<void> {
  app.get('/api/bonus', (req) => bonus.listBonuses(ctx.db, memberOf(req), readerOf(req, ctx.config)));
  app.get<CodeParams>('/api/bonus/activate/:code', (req) =>
    moneyMove(ctx, req, (tx, memberId) => bonus.activateBonus(tx, memberId, req.params.code.toUpperCase())),
  );
  app.get('/api/bonus/check/active', (req) => bonus.checkActive(ctx.db, memberOf(req)));
  app.get('/api/bonus/check/minimum', (req) => bonus.checkMinimum(ctx.db, memberOf(req)));
  app.get('/api/bonus/clear', (req) => bonus.clearBonus(ctx.db, memberOf(req)));

  app.get<CodeParams>('/api/promotion/find/:code', (req) =>
    guessBudgeted(ctx, req, () => bonus.find(ctx.db, memberOf(req), req.params.code, readerOf(req, ctx.config)), (found) => !('code' in found)),
  );
  app.get<CodeParams>('/api/promotion/activate/:code', (req) =>
    guessBudgeted(ctx, req, () => moneyMove(ctx, req, (tx, memberId) => bonus.activatePromotion(tx, memberId, req.params.code))),
  );
  app.get('/api/promotion/current', (req) => bonus.currentPromotion(ctx.db, memberOf(req), readerOf(req, ctx.config)));
}
