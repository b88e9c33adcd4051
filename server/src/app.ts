import fs from 'node:fs';
import path from 'node:path';
import Fastify, { LogController, type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import type { Ctx } from './context.ts';
import { authenticate } from './http/auth.ts';
import { ApiError, ledgerRefusal } from './http/errors.ts';
import { LedgerError } from './ledger/errors.ts';
import { isConcurrencyConflict, isUnstorableText } from './db/errors.ts';
import { accountMemberRoutes, accountPublicRoutes } from './modules/account/routes.ts';
import { spelledPhone } from './modules/account/phone.ts';
import { depositRoutes, qrMediaRoutes } from './modules/deposit/routes.ts';
import { lookupRoutes } from './modules/lookup/routes.ts';
import { mediaRoutes } from './modules/media/routes.ts';
import { otpRoutes } from './modules/otp/routes.ts';
import { sandboxRoutes } from './modules/sandbox/routes.ts';
import { sandboxConsolePage, sandboxConsoleRoutes } from './modules/sandbox/console.ts';
import { autoLoginRoutes, walletRoutes } from './modules/wallet/routes.ts';
import { bonusRoutes } from './modules/bonus/routes.ts';
import { chatRoutes } from './modules/chat/routes.ts';
import { rateLimitHooks } from './http/rate-limit.ts';
import { bodyDeadline } from './http/body-deadline.ts';
import { securityHeaders, setSecurityHeaders } from './http/security-headers.ts';
import { loggerOptions } from './http/log.ts';
import { precompress } from './http/precompress.ts';
import { clientErrorReply } from './http/client-errors.ts';
import { clientCacheHeaders } from './http/client-cache.ts';
import { isApiPath, isApiRequest, routedPath } from './http/api-path.ts';
import { refuseUnstorable } from './http/text-guard.ts';
import { refuseWithoutClientHeader } from './http/client-header.ts';
import { inviteRoutes } from './modules/invite/routes.ts';
import { refundRoutes } from './modules/refund/routes.ts';
import { spinRoutes } from './modules/spin/routes.ts';
import { slipMediaRoutes, statementRoutes } from './modules/statement/routes.ts';
import { hostMemberRoutes, hostPublicRoutes, hostSandboxRoutes } from './modules/host/routes.ts';

function isDbError(err: unknown): err is { code: string; constraint?: string } {
  return (
    typeof err === 'object' && err !== null && 'code' in err && typeof err.code === 'string' && /^[0-9A-Z]{5}$/.test(err.code)
  );
}

/** Fastify's types take no hop count, its runtime does: a count becomes "trust the first N hops". */
function trustProxyOption(value: boolean | number | string): boolean | string | ((address: string, hop: number) => boolean) {
  return typeof value === 'number' ? (_address, hop) => hop < value : value;
}

export async function buildApp(ctx: Ctx): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(ctx.config.logger),
    logController: new LogController({ disableRequestLogging: !ctx.config.logRequests }),
    // request.ip is the client address (login and guest budgets): the socket's peer unless
    // TRUST_PROXY names the proxies whose X-Forwarded-For is believed.
    trustProxy: trustProxyOption(ctx.config.trustProxy),
    // The router's own refusals (a malformed URL, a path parameter over 100 characters) keep the
    // error contract too: a 4xx with a §8 code, not Fastify's default body.
    frameworkErrors: (err, req, reply) => {
      setSecurityHeaders(req as FastifyRequest, reply as FastifyReply);
      void (reply as FastifyReply).status(err.statusCode ?? 400).send({ message: 'KEY_INVALID', detail: err.message });
    },
    clientErrorHandler: clientErrorReply,
  });
  app.decorateRequest('memberId', null);
  bodyDeadline(app.server, ctx.config.requestTimeoutMs);

  // One place turns every failure into `{ message: <§8 code> }`; nothing else writes error bodies.
  app.setErrorHandler((err: FastifyError | ApiError | LedgerError | Error, req, reply) => {
    if (err instanceof LedgerError) err = ledgerRefusal(err) ?? err;
    if (err instanceof ApiError) {
      return reply.status(err.status).send(err.detail ? { message: err.code, detail: err.detail } : { message: err.code });
    }
    if (isDbError(err) && err.code === '23514' && err.constraint === 'member_balance_not_negative') {
      return reply.status(400).send({ message: 'MONEY_NOT_ENOUGH' });
    }
    if (isUnstorableText(err)) {
      // A NUL the guard could not see (e.g. inside a value built on the server): still the caller's input.
      return reply.status(400).send({ message: 'KEY_INVALID', detail: 'text the database cannot store' });
    }
    if (isConcurrencyConflict(err)) {
      // Still losing a race after the money routes' one retry: nothing moved, the client may try again.
      req.log.warn(err);
      return reply.status(409).send({ message: 'TRANSFER_FAIL', detail: 'concurrency conflict: nothing moved, try again' });
    }
    const status = 'statusCode' in err && typeof err.statusCode === 'number' ? err.statusCode : 500;
    if (status >= 400 && status < 500) {
      // Fastify's own refusals: unparsable JSON, wrong content type, body or file too large.
      return reply.status(status).send({ message: 'KEY_INVALID', detail: err.message });
    }
    req.log.error(err);
    return reply.status(500).send({ message: 'INTERNAL_SERVER_ERROR' });
  });

  app.addHook('onRequest', async (req) => {
    const path = routedPath(req);
    refuseWithoutClientHeader(req, path);
    // Fastify answers HEAD with the GET route's handler, and §7 puts some moves on GET (bonus and
    // promotion activation, refund receipt): a HEAD, which clients and link previews treat as safe,
    // must not run them. No API route answers HEAD.
    if (req.method === 'HEAD' && isApiPath(path)) throw new ApiError(404, 'NO_DATA');
    if (isApiPath(path) && !path.startsWith('/api/sandbox/') && (await ctx.terminated.isOn())) {
      throw new ApiError(410, 'gone');
    }
  });

  await app.register(multipart, { limits: { fileSize: ctx.config.slipMaxBytes, files: 1, fields: 10 } });
  refuseUnstorable(app);

  await securityHeaders(app);
  await rateLimitHooks(app, ctx, (typed) => spelledPhone(ctx, typed));
  await lookupRoutes(app, ctx);
  await chatRoutes(app, ctx);
  await accountPublicRoutes(app, ctx);
  await hostPublicRoutes(app, ctx);
  await otpRoutes(app, ctx);
  await mediaRoutes(app, ctx);
  await app.register(async (member) => {
    member.addHook('onRequest', (req) => authenticate(ctx.db, req));
    await accountMemberRoutes(member, ctx);
    await walletRoutes(member, ctx);
    await autoLoginRoutes(member, ctx);
    await depositRoutes(member, ctx);
    await bonusRoutes(member, ctx);
    await inviteRoutes(member, ctx);
    await refundRoutes(member, ctx);
    await spinRoutes(member, ctx);
    await statementRoutes(member, ctx);
    await hostMemberRoutes(member, ctx);
  });
  await slipMediaRoutes(app, ctx);
  await qrMediaRoutes(app, ctx);
  if (ctx.config.sandbox) {
    await app.register(async (sandbox) => {
      await sandboxRoutes(sandbox, ctx);
      await sandboxConsoleRoutes(sandbox, ctx);
      sandboxConsolePage(sandbox, ctx.config.distDir);
      await hostSandboxRoutes(sandbox, ctx);
    });
  }

  const indexHtml = path.join(ctx.config.distDir, 'index.html');
  const hasClient = fs.existsSync(indexHtml);
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: ctx.config.distDir,
      prefix: '/',
      preCompressed: true,
      setHeaders: clientCacheHeaders(ctx.config.distDir),
      // The sandbox console is built beside the app but only exists with the sandbox on (at /sandbox).
      allowedPath: (pathName) => ctx.config.sandbox || !/^\/(sandbox\.html|assets\/sandbox-)/.test(pathName),
    });
    precompress(ctx.config.distDir).catch((err: Error) => app.log.warn(`No compressed copies of the client: ${err.message}`));
  } else {
    app.log.warn(`No client build at ${ctx.config.distDir}: serving the API only (run \`npx vite build\`).`);
  }

  app.setNotFoundHandler((req, reply) => {
    if (isApiRequest(req) || (req.method !== 'GET' && req.method !== 'HEAD')) {
      return reply.status(404).send({ message: 'NO_DATA' });
    }
    // A missing file (an old build's chunk after a deploy, a mistyped asset) is a 404, never the
    // app's HTML with 200: a browser would cache HTML under a script's URL.
    if (isFilePath(req.url)) return reply.status(404).type('text/plain').send('Not found');
    // History-mode SPA: every other path is a client route.
    if (hasClient) return reply.header('cache-control', 'no-cache').sendFile('index.html');
    return reply
      .status(404)
      .type('text/html')
      .send(
        '<!doctype html><title>Member Wallet</title><p>The client is not built yet. Run <code>npx vite build</code> and restart.</p>',
      );
  });

  return app;
}

/** `/assets/…` or a last path segment with an extension (`/favicon.ico`, `/x/app.js`): a file, not a route. */
function isFilePath(url: string): boolean {
  const pathName = url.split(/[?#]/, 1)[0] ?? '';
  return pathName.startsWith('/assets/') || /\/[^/]*\.[a-z0-9]{1,8}$/i.test(pathName);
}
