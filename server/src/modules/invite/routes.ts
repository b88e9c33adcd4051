import type { FastifyInstance } from 'fastify';
import type { BannersReply } from '../../../../src/api/contract.ts';
import type { Ctx } from '../../context.ts';
import { memberOf } from '../../http/auth.ts';
import { pageWindow } from '../../http/pagination.ts';
import { bannersOf } from '../rewards/banners.ts';
import { readerOf } from '../../http/language.ts';
import * as invite from './service.ts';

/** The invite bonus itself moves to the wallet through POST /api/wallet/add (NO_INVITE_BONUS when short). */
export async function inviteRoutes(app: FastifyInstance, ctx: Ctx): Promise<void> {
  app.post('/api/invite', (req) => invite.invitees(ctx.db, memberOf(req), pageWindow(req.body)));
  app.get('/api/invite/bonus', (req) => invite.inviteBonus(ctx.db, memberOf(req)));
  app.get('/api/invite/banners', async (req): Promise<BannersReply> => ({ banners: await bannersOf(ctx.db, 'invite', readerOf(req, ctx.config)) }));
}
