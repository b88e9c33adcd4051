import fs from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../../context.ts';
import { memberOf } from '../../http/auth.ts';
import { readerOf } from '../../http/language.ts';
import { notFound } from '../../http/errors.ts';
import { uploadedMedia } from '../../http/security-headers.ts';
import { pageWindow } from '../../http/pagination.ts';
import * as statements from './service.ts';

export async function statementRoutes(app: FastifyInstance, ctx: Ctx): Promise<void> {
  app.post('/api/statement', (req) => statements.statement(ctx.db, ctx, memberOf(req), pageWindow(req.body), readerOf(req, ctx.config)));
  app.post('/api/statement/slip', (req) => statements.slips(ctx.db, memberOf(req), pageWindow(req.body)));
  app.get<{ Params: { reference: string } }>('/api/statement/slip/reference/:reference', (req) =>
    statements.slipImageUrl(ctx.db, memberOf(req), req.params.reference),
  );
}

/** The signed slip image link (no bearer token: it opens in a new window). */
export async function slipMediaRoutes(app: FastifyInstance, ctx: Ctx): Promise<void> {
  app.get<{ Params: { reference: string }; Querystring: { exp?: string; sig?: string } }>('/media/slips/:reference', uploadedMedia, async (req, reply) => {
    const { reference } = req.params;
    if (!(await statements.verifySlipUrl(ctx.db, reference, req.query.exp, req.query.sig))) throw notFound('NO_DATA');
    const slip = await ctx.db.selectFrom('slips').select(['file_path', 'mime']).where('reference', '=', reference).executeTakeFirst();
    if (!slip) throw notFound('NO_DATA');
    return reply.type(slip.mime).header('cache-control', 'private, max-age=3600').send(await fs.readFile(slip.file_path));
  });
}
