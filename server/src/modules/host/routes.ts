import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  HostLinkRequest,
  HostProof,
  HostUnlinkRequest,
  SandboxLineIdTokenRequest,
  SandboxTelegramInitDataRequest,
} from '../../../../src/api/contract.ts';
import { telegramBotTokenOf } from '../../config.ts';
import type { Ctx } from '../../context.ts';
import { bearerOf, memberOf } from '../../http/auth.ts';
import { badRequest } from '../../http/errors.ts';
import { clientAddress } from '../../http/client-address.ts';
import { budgetedAnswers } from '../../http/rate-limit.ts';
import { parse } from '../../http/validate.ts';
import { sandboxLineVerifier } from './line.ts';
import * as host from './service.ts';
import { signTelegramInitData } from './telegram.ts';

/**
 * One-tap sign-in from Telegram or LINE (no session needed: the proof is the credential). Proofs
 * refused spend the client address's `host` budget (each LINE one costs a call to LINE); a proof
 * that passes, linked or not, spends nothing.
 */
export async function hostPublicRoutes(app: FastifyInstance, ctx: Ctx): Promise<void> {
  const budgeted = <T>(req: FastifyRequest, work: () => Promise<T>, toldIn?: (reply: T) => boolean) =>
    budgetedAnswers(ctx, [['host', clientAddress(req)]], work, { toldBy: ['KEY_INVALID'], toldIn });
  app.post('/api/host/login', (req) => budgeted(req, () => host.signIn(ctx, parse(HostProof, req.body))));
  // The launch's automatic try: "not linked" and "refused" are answers, not errors (issue 17).
  app.post('/api/host/login/try', (req) =>
    budgeted(req, () => host.trySignIn(ctx, parse(HostProof, req.body)), (reply) => reply.status === 'refused'),
  );
}

/** Remember, list and forget the member's host accounts. */
export async function hostMemberRoutes(app: FastifyInstance, ctx: Ctx): Promise<void> {
  app.get('/api/host/link', (req) => host.links(ctx, memberOf(req)));
  app.post('/api/host/link', (req) =>
    host.link(ctx, memberOf(req), parse(HostLinkRequest, req.body), { token: bearerOf(req), address: clientAddress(req) }),
  );
  app.delete('/api/host/link', (req) => host.unlink(ctx, memberOf(req), parse(HostUnlinkRequest, req.body).kind));
}

/** Sandbox stand-ins for the hosts: signed launch data and ID tokens for tests and demos. */
export async function hostSandboxRoutes(app: FastifyInstance, ctx: Ctx): Promise<void> {
  app.post('/api/sandbox/telegram/initdata', (req) => {
    const body = parse(SandboxTelegramInitDataRequest, req.body);
    const token = telegramBotTokenOf(ctx.config);
    if (!token) throw badRequest('KEY_INVALID', 'no bot token');
    const fields: Record<string, string> = {
      auth_date: String(body.authDate ?? Math.floor(Date.now() / 1000)),
      query_id: `AAE${Math.random().toString(36).slice(2, 12)}`,
      user: JSON.stringify({ id: body.userId, first_name: body.firstName, language_code: 'th' }),
    };
    if (body.startParam) fields.start_param = body.startParam;
    return { initData: signTelegramInitData(fields, token) };
  });
  app.post('/api/sandbox/line/idtoken', (req) => {
    const body = parse(SandboxLineIdTokenRequest, req.body);
    return { idToken: sandboxLineVerifier(ctx.config.lineSandboxSecret).mint(body.userId, body.name) };
  });
}
