import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currencyOf } from '../../core/currency.ts';
import { authenticate, bearerOf, memberOf } from '../../http/auth.ts';
import type { Ctx } from '../../context.ts';
import { readerOf, type Reader } from '../../http/language.ts';
import * as lookups from './service.ts';

const LOOKUPS = {
  banks: lookups.banks,
  conditions: lookups.conditions,
  agreements: lookups.agreements,
  info: lookups.info,
  notice: lookups.notice,
  contact: lookups.contact,
  transfer: lookups.transfer,
  slip: (db) => lookups.slip(db),
  sources: lookups.sources,
  active: lookups.active,
  registerOTP: lookups.registerOTP,
  enableChatWidget: lookups.enableChatWidget,
} satisfies Record<string, (db: Ctx['db'], reader: Reader) => Promise<object>>;

/**
 * The wallet currency of the member asking, when the request is signed in: the Laos build's kip
 * wallets have their own withdrawal limits and no True Money envelopes (they are baht). Lookups are
 * open to guests, so no sign-in is baht.
 */
async function askerCurrency(ctx: Ctx, req: FastifyRequest): Promise<string> {
  if (!ctx.config.laos || !bearerOf(req)) return 'BAHT';
  try {
    await authenticate(ctx.db, req);
  } catch {
    return 'BAHT';
  }
  return currencyOf(ctx.db, memberOf(req));
}

export async function lookupRoutes(app: FastifyInstance, ctx: Ctx): Promise<void> {
  for (const [name, load] of Object.entries(LOOKUPS)) {
    // Content lookups answer in the request's Accept-Language (server/src/http/language.ts).
    app.get(`/api/lookup/${name}`, (req) => load(ctx.db, readerOf(req, ctx.config)));
  }
  app.get('/api/lookup/withdraw', async (req) => lookups.withdraw(ctx.db, await askerCurrency(ctx, req)));
  app.get('/api/lookup/deposit', async (req) => lookups.deposit(ctx.db, readerOf(req, ctx.config), await askerCurrency(ctx, req)));
}
