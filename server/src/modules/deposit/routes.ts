import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CreateQrRequest, DeleteQrRequest, QrProvider, TruelinkRequest, type QrState, type SlipReply, type TruelinkReply } from '../../../../src/api/contract.ts';
import type { Ctx } from '../../context.ts';
import { memberOf } from '../../http/auth.ts';
import { ApiError, badRequest, notFound } from '../../http/errors.ts';
import { idempotent, storedReply } from '../../http/idempotency.ts';
import { memberAmount } from '../../core/currency.ts';
import { readUpload } from '../../http/uploads.ts';
import { parse } from '../../http/validate.ts';
import { limit } from '../../http/rate-limit.ts';
import * as deposits from './service.ts';
import { qrPicture, withImage } from './qr-image.ts';

type ProviderParams = { Params: { provider: string } };
const providerOf = (params: { provider: string }) => parse(QrProvider, params.provider);

export async function depositRoutes(app: FastifyInstance, ctx: Ctx): Promise<void> {
  /** Counted after the body is known good: a typo costs nothing, a script's thousandth envelope is refused. */
  const depositBudget = (req: FastifyRequest) => limit(ctx, 'deposit', String(memberOf(req)));
  app.get<ProviderParams>('/api/qrcode/:provider', async (req) =>
    withImage(ctx.db, await deposits.getQr(ctx.db, memberOf(req), providerOf(req.params))),
  );
  app.post<ProviderParams>('/api/qrcode/:provider', async (req) => {
    const provider = providerOf(req.params);
    const { amount } = parse(CreateQrRequest, req.body);
    const minor = await memberAmount(ctx.db, memberOf(req), amount);
    const again = await storedReply<QrState>(ctx.db, req);
    if (again) return withImage(ctx.db, again);
    await depositBudget(req);
    return withImage(ctx.db, await idempotent(ctx.db, req, (tx, memberId) => deposits.createQr(ctx, tx, memberId, provider, minor)));
  });
  app.delete<ProviderParams>('/api/qrcode/:provider', async (req) => {
    const provider = providerOf(req.params);
    // DELETE bodies are dropped by some proxies; the id may come as a query parameter too.
    const { qrcodeId } = parse(DeleteQrRequest, req.body ?? req.query);
    await depositBudget(req);
    return deposits.deleteQr(ctx.db, memberOf(req), provider, qrcodeId);
  });

  app.post('/api/wallet/slip', async (req) => {
    if (!req.isMultipart()) throw badRequest('SLIP_NO_FILE');
    const upload = await readUpload(req, {
      maxBytes: ctx.config.slipMaxBytes,
      tooLarge: () => new ApiError(413, 'SLIP_UPLOAD_FAIL', `larger than ${ctx.config.slipMaxBytes} bytes`),
      malformed: () => badRequest('SLIP_UPLOAD_FAIL', 'not a well-formed multipart body'),
    });
    if (!upload || upload.content.length === 0) throw badRequest('SLIP_NO_FILE');
    // The app retries an upload whose answer was lost with the same key: one slip for review, not two.
    const file = createHash('sha256').update(upload.content).digest('hex');
    const again = await storedReply<SlipReply>(ctx.db, req, { file });
    if (again) return again;
    const type = await deposits.checkSlip(ctx, memberOf(req), upload.content);
    return idempotent(ctx.db, req, (tx, memberId) => deposits.storeSlip(ctx, tx, memberId, upload.content, type, file), { file });
  });

  app.post('/api/wallet/truelink', async (req) => {
    const { link } = parse(TruelinkRequest, req.body);
    const again = await storedReply<TruelinkReply>(ctx.db, req);
    if (again) return again;
    await depositBudget(req);
    // A retried send of an accepted link is answered as accepted, not as "already used".
    return idempotent(ctx.db, req, (tx, memberId) => deposits.submitTruelink(ctx, tx, memberId, link));
  });
  // The open deposit sheet asks after the link it sent: a refusal leaves no statement entry to find.
  app.get<{ Params: { voucher: string } }>('/api/wallet/truelink/:voucher', (req) =>
    deposits.truelinkState(ctx.db, memberOf(req), req.params.voucher),
  );
}

/**
 * A live QR's picture behind its signed link (no bearer token: Telegram's downloadFile and an
 * external browser fetch it themselves). `attachment`, so a browser opened on it saves the file —
 * but shown with `inline=1` (not signed: it changes no more than how it is served), for iOS, where
 * a download lands in Files and a long press on a shown picture saves it to Photos.
 * web.telegram.org downloads it with a cross-origin fetch.
 */
export async function qrMediaRoutes(app: FastifyInstance, ctx: Ctx): Promise<void> {
  type PictureQuery = { exp?: string; sig?: string; inline?: string };
  app.get<{ Params: { id: string }; Querystring: PictureQuery }>('/media/qr/:id.png', async (req, reply) => {
    const picture = await qrPicture(ctx.db, req.params.id, req.query.exp, req.query.sig);
    if (!picture) throw notFound('NO_DATA');
    const disposition = req.query.inline === '1' ? 'inline' : 'attachment';
    return reply
      .type('image/png')
      .header('content-disposition', `${disposition}; filename="${picture.name}"`)
      .header('cache-control', 'private, no-store')
      .header('access-control-allow-origin', 'https://web.telegram.org')
      .send(picture.png);
  });
}
