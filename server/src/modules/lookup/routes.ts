import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../../context.ts';
import { readerOf, type Reader } from '../../http/language.ts';
import * as lookups from './service.ts';

const LOOKUPS = {
  banks: lookups.banks,
  deposit: lookups.deposit,
  conditions: lookups.conditions,
  agreements: lookups.agreements,
  info: lookups.info,
  notice: lookups.notice,
  contact: lookups.contact,
  withdraw: lookups.withdraw,
  transfer: lookups.transfer,
  slip: (db) => lookups.slip(db),
  sources: lookups.sources,
  active: lookups.active,
  registerOTP: lookups.registerOTP,
  enableChatWidget: lookups.enableChatWidget,
} satisfies Record<string, (db: Ctx['db'], reader: Reader) => Promise<object>>;

export async function lookupRoutes(app: FastifyInstance, ctx: Ctx): Promise<void> {
  for (const [name, load] of Object.entries(LOOKUPS)) {
    // Content lookups answer in the request's Accept-Language (server/src/http/language.ts).
    app.get(`/api/lookup/${name}`, (req) => load(ctx.db, readerOf(req, ctx.config)));
  }
}
