import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../../context.ts';
import { notFound } from '../../http/errors.ts';
import { gameBackground, gameLogo, providerHue } from './art.ts';
import { lineQrSvg } from './line-qr.ts';
import { getSetting } from '../../core/settings.ts';
import { bannerSvg } from './banners.ts';

/** Generated images for the seeded providers; immutable, so browsers cache them for a day. */
export async function mediaRoutes(app: FastifyInstance, ctx: Ctx): Promise<void> {
  const svg = (body: string) => (_: unknown, reply: import('fastify').FastifyReply) =>
    reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(body);

  // The addresses replies give for these are built in urls.ts.
  app.get<{ Params: { code: string; kind: string } }>('/media/games/:code/:kind', async (req, reply) => {
    const game = await ctx.db.selectFrom('games').select(['name', 'category', 'sort']).where('code', '=', req.params.code).executeTakeFirst();
    if (!game || (req.params.kind !== 'logo.svg' && req.params.kind !== 'background.svg')) throw notFound('NO_GAME');
    // The catalogue's order picks the colour, so neighbouring providers never look alike.
    const hue = providerHue(game.sort);
    const body = req.params.kind === 'logo.svg' ? gameLogo(game.name, hue) : gameBackground(game.category, hue);
    return svg(body)(req, reply);
  });
  // The add-friend QR follows the contact setting, so it is cached for minutes, not a day: a new
  // LINE link shows a new code soon after the operator changes it.
  app.get('/media/contact/line-qr.svg', async (_req, reply) =>
    reply.type('image/svg+xml').header('cache-control', 'public, max-age=300').send(await lineQrSvg((await getSetting(ctx.db, 'contact')).lineLink)));
  app.get<{ Params: { name: string } }>('/media/banners/:name', async (req, reply) => {
    const match = /^([a-z0-9-]{1,60})\.svg$/.exec(req.params.name);
    if (!match) throw notFound('NO_DATA');
    return svg(bannerSvg(match[1]!))(req, reply);
  });
}
