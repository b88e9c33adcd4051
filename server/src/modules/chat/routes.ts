import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  ChatHistoryRequest, ChatReadRequest, ChatSendRequest, SandboxChatReplyRequest, type ChatConfig, type ChatUploadReply,
} from '../../../../src/api/contract.ts';
import type { Ctx } from '../../context.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { limit } from '../../http/rate-limit.ts';
import { readUpload, storedMediaType } from '../../http/uploads.ts';
import { uploadedMedia } from '../../http/security-headers.ts';
import { parse } from '../../http/validate.ts';
import { getSetting } from '../../core/settings.ts';
import { GUEST_ID } from '../../core/realtime.ts';
import * as chat from './service.ts';
import { clientAddress } from '../../http/client-address.ts';

/** Chat is open to guests (guestId) and members (bearer token): these routes sit outside the member scope. */
export async function chatRoutes(app: FastifyInstance, ctx: Ctx): Promise<void> {
  await ctx.realtime.attach(app.server, ctx.db, ctx.config.redisUrl);
  // Before the HTTP server closes, which waits for every open connection: an open socket (a phone
  // on the home) held a stop (SIGTERM, a deploy) for as long as the phone stayed.
  app.addHook('preClose', () => ctx.realtime.close());

  /**
   * The chat budget per room, and for guests per client address too: a guest chooses its own id,
   * so a fresh id per request would otherwise be a fresh budget. With the chat widget off no
   * screen offers a chat, and nobody answers: a guest (anyone, unaccountable) is refused outright,
   * where their messages and files would only pile up unread.
   */
  const limitGuestAddress = async (req: FastifyRequest) => {
    if (!(await getSetting(ctx.db, 'enableChatWidget'))) throw badRequest('NO_DATA', 'the chat is closed');
    await limit(ctx, 'guest', clientAddress(req));
  };
  // The address's budget first: a fresh guest id per request, refused by it, counts no room budget too.
  const limitChatter = async (who: chat.Chatter, req: FastifyRequest) => {
    if (who.userId === null) await limitGuestAddress(req);
    await limit(ctx, 'chat', who.room);
  };

  app.get('/api/chat/config', async (): Promise<ChatConfig> => ({ PREFIX: (await getSetting(ctx.db, 'chat')).prefix, socket: true }));

  app.post('/api/chat/send-message', async (req) => {
    const body = parse(ChatSendRequest, req.body);
    const who = await chat.chatterOf(ctx, req, body);
    await limitChatter(who, req);
    return chat.send(ctx, who, body);
  });
  app.post('/api/chat/history', async (req) => {
    const body = parse(ChatHistoryRequest, req.body);
    return chat.history(ctx.db, ctx.counts, await chat.chatterOf(ctx, req, body), body.limit, body.skip);
  });
  const read = async (req: FastifyRequest) => {
    const body = parse(ChatReadRequest, req.body);
    return chat.markRead(ctx.db, await chat.chatterOf(ctx, req, body));
  };
  app.put('/api/chat/read-customer', read);
  app.put('/api/chat/read-customer/', read);

  const upload = (kind: keyof typeof chat.UPLOADS) => async (req: FastifyRequest): Promise<ChatUploadReply> => {
    if (!req.isMultipart()) throw badRequest('KEY_MISSING', 'file');
    // Guests upload too: the multipart fields carry guestId (or the bearer token says who). The app
    // also names the guest in the query, so who it is and its budget are settled before the file
    // (up to 20 MB) is read into memory: a guest over budget was refused only after sending it all.
    const queried = (req.query as Record<string, string | undefined>).guestId;
    const early = req.headers.authorization || queried ? await chat.chatterOf(ctx, req, { guestId: queried }) : null;
    if (early) await limitChatter(early, req);
    // A guest named only in the body (not by the app): the closed chat and its address's budget still
    // answer before the file is read, or any client could have the server hold 20 MB per request.
    else await limitGuestAddress(req);
    const upload = await readUpload(req, {
      maxBytes: chat.UPLOADS[kind].maxBytes,
      tooLarge: () => chat.tooLarge(kind),
      malformed: () => badRequest('KEY_INVALID', 'file: not a well-formed multipart body'),
    });
    if (!upload) throw badRequest('KEY_MISSING', 'file');
    const { fields, content } = upload;
    const who = await chat.chatterOf(ctx, req, { userId: fields.userId, guestId: fields.guestId ?? queried });
    if (early && who.room !== early.room) throw badRequest('KEY_INVALID', 'guestId');
    // Without a token or a queried guest it is a guest (chatterOf refuses a userId), its address already counted.
    if (!early) await limit(ctx, 'chat', who.room);
    if (content.length === 0) throw badRequest('KEY_MISSING', 'file');
    return chat.saveUpload(ctx, kind, upload.filename, content, who, clientAddress(req));
  };
  app.post('/api/chat/upload-image', upload('image'));
  app.post('/api/chat/upload-video', upload('video'));

  app.get<{ Params: { name: string } }>('/media/chat/:name', uploadedMedia, async (req, reply) => {
    if (!/^[0-9a-f]{32}\.(png|jpg|gif|mp4|mov)$/.test(req.params.name)) throw notFound('NO_DATA');
    const file = path.join(ctx.config.dataDir, 'chat', req.params.name);
    const content = await fs.readFile(file).catch(() => null);
    if (!content) throw notFound('NO_DATA');
    const type = storedMediaType(path.extname(file).slice(1));
    // A member's own picture: the browser may keep it, a shared cache (a proxy, a CDN) may not.
    return reply.type(type).header('cache-control', 'private, max-age=86400, immutable').send(content);
  });

  if (ctx.config.sandbox) {
    /** The sandbox operator: posts any message type (text, buttons, quick_replies, media, generic) into a room. */
    app.post('/api/sandbox/chat/reply', async (req) => {
      const body = parse(SandboxChatReplyRequest, req.body);
      const { prefix } = await getSetting(ctx.db, 'chat');
      const userId = body.userId === undefined || body.userId === null || body.userId === '' ? null : String(body.userId);
      if (userId !== null && !/^\d{1,18}$/.test(userId)) throw badRequest('KEY_INVALID', 'userId');
      if (userId === null && !body.guestId) throw badRequest('KEY_MISSING', 'guestId');
      if (userId === null && !GUEST_ID.test(body.guestId!)) throw badRequest('KEY_INVALID', 'guestId');
      // A room of a member who does not exist is no room: NO_DATA, not the foreign key's 500.
      if (userId !== null && !(await ctx.db.selectFrom('members').select('id').where('id', '=', BigInt(userId)).executeTakeFirst())) {
        throw notFound('NO_DATA', 'no such member');
      }
      const who = userId !== null
        ? { room: `${prefix}-${userId}`, userId: BigInt(userId), guestId: null }
        : { room: `${prefix}-${body.guestId}`, userId: null, guestId: body.guestId! };
      return chat.store(ctx, who, { sender: 'others', message: body.message, name: 'Operator' });
    });
  }
}
