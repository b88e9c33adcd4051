import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { z } from 'zod';
import {
  CHAT_TEXT_MAX,
  characterCount,
  blankText,
  type ChatConversation,
  type ChatHistoryReply,
  type ChatMessageBody,
  type ChatSendReply,
  type ChatUploadReply,
} from '../../../../src/api/contract.ts';
import type { Ctx } from '../../context.ts';
import type { Db } from '../../db/index.ts';
import { authenticate } from '../../http/auth.ts';
import { ApiError, badRequest, unauthorized } from '../../http/errors.ts';
import { getSetting } from '../../core/settings.ts';
import type { SettledCounter } from '../../core/settled-count.ts';
import { GUEST_ID } from '../../core/realtime.ts';
import { mediaTypeOf } from '../../http/uploads.ts';

type Message = z.infer<typeof ChatMessageBody>;
export interface ChatWho {
  userId?: string | number | null | undefined;
  guestId?: string | null | undefined;
}
export interface Chatter {
  room: string;
  userId: bigint | null;
  guestId: string | null;
}

/**
 * Who is chatting: a member (bearer token; a userId in the body must be their own) or a guest
 * (no token; its random guestId). Members only ever reach their own room.
 */
export async function chatterOf(ctx: Ctx, req: FastifyRequest, who: ChatWho): Promise<Chatter> {
  const { prefix } = await getSetting(ctx.db, 'chat');
  if (req.headers.authorization) {
    await authenticate(ctx.db, req);
    const memberId = req.memberId!;
    // Someone else's id with a good token is a bad field, not a bad session: UNAUTHORIZED would sign
    // the member out (spec §8's invalid-token codes), e.g. a tab whose chat still names the member
    // another tab signed out.
    if (who.userId !== undefined && who.userId !== null && who.userId !== '' && String(who.userId) !== String(memberId))
      throw badRequest('KEY_INVALID', 'userId');
    return { room: `${prefix}-${memberId}`, userId: memberId, guestId: null };
  }
  if (who.userId !== undefined && who.userId !== null && who.userId !== '') throw unauthorized();
  if (!who.guestId) throw badRequest('KEY_MISSING', 'guestId');
  if (!GUEST_ID.test(who.guestId)) throw badRequest('KEY_INVALID', 'guestId');
  return { room: `${prefix}-${who.guestId}`, userId: null, guestId: who.guestId };
}

type Row = {
  id: bigint;
  sender: 'customer' | 'others';
  message: unknown;
  created_at: Date;
  session_id: string | null;
  user_id: bigint | null;
  guest_id: string | null;
  username: string | null;
  name: string | null;
  device_token: string | null;
};
const conversationOf = (r: Row): ChatConversation => ({
  _id: String(r.id),
  sender: r.sender,
  message: r.message as Message,
  createdAt: r.created_at.toISOString(),
  session_id: r.session_id,
  userId: r.user_id === null ? null : String(r.user_id),
  guestId: r.guest_id,
  username: r.username,
  name: r.name,
  deviceToken: r.device_token,
});

/** A stored message is at most this long as JSON (a 2000-character text with its envelope fits). */
export const CUSTOMER_MESSAGE_MAX_JSON = 8 * 1024;
/** A postback answers with a button's payload: a short code, never a document. */
export const POSTBACK_PAYLOAD_MAX = 1000;
const UPLOAD_PATH = /^\/media\/chat\/([0-9a-f]{32}\.(?:png|jpg|gif|mp4|mov))$/;

/**
 * What a customer may send: text (≤ 2000 characters, drawing something), a media message naming a file
 * this server stored for the same room (never a `javascript:`/`data:` or foreign address), or a
 * postback with a short payload. Whatever the type, the stored message is bounded in size.
 */
export async function checkCustomerMessage(db: Db, who: Chatter, message: Message): Promise<void> {
  if (JSON.stringify(message).length > CUSTOMER_MESSAGE_MAX_JSON) throw badRequest('KEY_INVALID', 'message too large');
  // Buttons and cards are the operator's: an operator console drawing a player's would show links the player made.
  if (message.payloads !== undefined) throw badRequest('KEY_INVALID', "message.payloads: the operator's");
  if (message.message_type === 'text') {
    // A player writes text (a quick reply's payload is the operator's string): markup, buttons and
    // cards are the operator's, and the widget would draw them in the player's own bubble.
    if (message.payload !== undefined && typeof message.payload !== 'string') throw badRequest('KEY_INVALID', 'message.payload: text only');
    const text = typeof message.payload === 'string' ? message.payload : message.text;
    // Zero-width or blank-drawing characters alone would reach the operator as an empty bubble.
    if (typeof text !== 'string' || blankText(text)) throw badRequest('KEY_MISSING', 'message.payload');
    if (characterCount(text) > CHAT_TEXT_MAX) throw badRequest('KEY_INVALID', `message longer than ${CHAT_TEXT_MAX}`);
    return;
  }
  if (message.message_type === 'postback') {
    if (message.payload !== undefined && (typeof message.payload !== 'string' || message.payload.length > POSTBACK_PAYLOAD_MAX)) {
      throw badRequest('KEY_INVALID', `postback payload: a string of at most ${POSTBACK_PAYLOAD_MAX} characters`);
    }
    return;
  }
  if (message.message_type !== 'media') throw badRequest('KEY_INVALID', 'message.message_type');
  const payload = message.payload;
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) throw badRequest('KEY_INVALID', 'message.payload');
  const { filePath, fileType, url, message: caption } = payload as Record<string, unknown>;
  const name = typeof filePath === 'string' ? UPLOAD_PATH.exec(filePath)?.[1] : undefined;
  if (!name) throw badRequest('KEY_INVALID', 'message.payload.filePath: not a chat upload of this server');
  if (url !== undefined && url !== false) throw badRequest('KEY_INVALID', 'message.payload.url');
  if (caption !== undefined && (typeof caption !== 'string' || caption.length > 255)) {
    throw badRequest('KEY_INVALID', 'message.payload.message');
  }
  const upload = await db.selectFrom('chat_uploads').select(['room', 'name']).where('name', '=', name).executeTakeFirst();
  if (!upload || upload.room !== who.room) throw badRequest('KEY_INVALID', 'message.payload.filePath: not uploaded to this chat');
  const kind = name.endsWith('.mp4') || name.endsWith('.mov') ? 'video' : 'image';
  if (fileType !== undefined && fileType !== kind) throw badRequest('KEY_INVALID', 'message.payload.fileType');
}

export interface StoreInput {
  sender: 'customer' | 'others';
  message: Message;
  session_id?: string | null | undefined;
  username?: string | null | undefined;
  name?: string | null | undefined;
  deviceToken?: string | null | undefined;
}

/** Stores a message and pushes it to the room (every process, through the adapter). */
export async function store(ctx: Ctx, who: Chatter, input: StoreInput): Promise<ChatConversation> {
  const row = await ctx.db
    .insertInto('chat_messages')
    .values({
      room: who.room,
      user_id: who.userId,
      guest_id: who.guestId,
      sender: input.sender,
      message: JSON.stringify(input.message),
      session_id: input.session_id ?? null,
      username: input.username ?? null,
      name: input.name ?? null,
      device_token: input.deviceToken ?? null,
      read_at: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const conversation = conversationOf(row);
  ctx.realtime.emit(who.room, 'messaging', conversation);
  return conversation;
}

/**
 * Who a customer's message says sent it: the member's own username and name, whatever the body
 * claims, and nobody for a guest — an operator reading the row must not take a guest for a member.
 */
async function senderOf(db: Db, who: Chatter): Promise<{ username: string | null; name: string | null }> {
  if (who.userId === null) return { username: null, name: null };
  const member = await db.selectFrom('members').select(['username', 'name']).where('id', '=', who.userId).executeTakeFirst();
  return { username: member?.username ?? null, name: member?.name ?? null };
}

export async function send(ctx: Ctx, who: Chatter, input: Omit<StoreInput, 'sender'>): Promise<ChatSendReply> {
  await checkCustomerMessage(ctx.db, who, input.message);
  const saved = await store(ctx, who, { ...input, ...(await senderOf(ctx.db, who)), sender: 'customer' });
  if (ctx.config.sandbox) scheduleAgentReply(ctx, who, input.message);
  return { _id: saved._id, createdAt: saved.createdAt };
}

/**
 * A history page and the rows behind the room's total (also EXPLAINed by the scale bench). The
 * page's ids come first from the room index alone: asked for whole rows, the planner walks the
 * primary key backwards and filters by room, which passes every newer message of every other
 * room (35 ms at 245,000 messages; 0.1 ms this way). Messages are never deleted, so the total is
 * counted from where this process last counted (core/settled-count.ts).
 */
export function historyQueries(room: string, limit: number, skip: number) {
  return {
    page: sql<Row>`
      SELECT m.* FROM (SELECT id FROM chat_messages WHERE room = ${room} ORDER BY id DESC LIMIT ${limit} OFFSET ${skip}) k
      JOIN chat_messages m ON m.id = k.id ORDER BY m.id DESC`,
    rowsAfter: (id: bigint) => sql`SELECT id, created_at FROM chat_messages WHERE room = ${room} AND id > ${id}`,
  };
}

export async function history(db: Db, counts: SettledCounter, who: Chatter, limit: number, skip: number): Promise<ChatHistoryReply> {
  const queries = historyQueries(who.room, limit, skip);
  const [rows, total] = await Promise.all([queries.page.execute(db), counts.total(db, `chat:${who.room}`, queries.rowsAfter)]);
  return { conversations: rows.rows.map(conversationOf), total };
}

export async function markRead(db: Db, who: Chatter): Promise<{ ok: true; read: number }> {
  const result = await db
    .updateTable('chat_messages')
    .set({ read_at: new Date() })
    .where('room', '=', who.room)
    .where('sender', '=', 'others')
    .where('read_at', 'is', null)
    .executeTakeFirst();
  return { ok: true, read: Number(result.numUpdatedRows) };
}

// ---------------------------------------------------------------- uploads

const MB = 1024 * 1024;
export const UPLOADS = {
  image: { maxBytes: 10 * MB, mimes: new Set(['image/png', 'image/jpeg', 'image/gif']) },
  video: { maxBytes: 20 * MB, mimes: new Set(['video/mp4', 'video/quicktime']) },
} as const;

/**
 * Which hour's uploads an upload is counted with, and how many bytes they may total. A member's
 * own (their room, MEMBER_UPLOAD_MB_PER_HOUR): accounts are free to make, and the chat rate limit
 * alone let one fill gigabytes an hour. Guests pick their own ids, so a fresh id is a fresh room:
 * all guests behind one client address share one (GUEST_UPLOAD_MB_PER_HOUR).
 */
function uploadBudget(ctx: Ctx, who: Chatter, address: string) {
  return who.userId === null
    ? ({ guest: true, by: 'client_address', key: address, bytes: ctx.config.guestUploadBytesPerHour, whose: 'guest uploads from this address' } as const)
    : ({ guest: false, by: 'room', key: who.room, bytes: ctx.config.memberUploadBytesPerHour, whose: "this member's uploads" } as const);
}

/**
 * Records an upload (before its file is written) and then checks its budget's hour, itself
 * included: parallel uploads each see the others' rows, so a burst cannot pass the budget together
 * (as rate-limit.ts's reserve counts first). Over budget → the record is taken back, 429
 * REQUEST_LIMIT. Resolves `release`, which takes the record back.
 */
async function reserveUploadBytes(ctx: Ctx, who: Chatter, address: string, name: string, bytes: number) {
  const budget = uploadBudget(ctx, who, address);
  await ctx.db.insertInto('chat_uploads').values({ name, room: who.room, guest: budget.guest, client_address: address, bytes }).execute();
  const release = async () => void (await ctx.db.deleteFrom('chat_uploads').where('name', '=', name).execute());
  const row = await ctx.db
    .selectFrom('chat_uploads')
    .select((eb) => eb.fn.sum<string | number | null>('bytes').as('total'))
    // A literal, not a parameter: the partial indexes (WHERE guest / WHERE NOT guest) serve any plan.
    .where('guest', '=', sql.lit(budget.guest))
    .where(budget.by, '=', budget.key)
    .where('created_at', '>', new Date(Date.now() - 3_600_000))
    .executeTakeFirst();
  if (Number(row?.total ?? 0) > budget.bytes) {
    await release();
    throw new ApiError(429, 'REQUEST_LIMIT', `${budget.whose}: hourly volume reached`);
  }
  return release;
}

/**
 * §5: the type is what the bytes say, not what the name or the header claims. The file is recorded
 * for its room (a media message may only name it there), its budget and, for a guest, its address (retention).
 */
export async function saveUpload(
  ctx: Ctx,
  kind: keyof typeof UPLOADS,
  filename: string,
  content: Buffer,
  who: Chatter,
  address: string,
): Promise<ChatUploadReply> {
  if (!/\.[A-Za-z0-9]+$/.test(filename)) throw badRequest('KEY_INVALID', 'File is not supported');
  const type = await mediaTypeOf(content, UPLOADS[kind].mimes);
  if (!type) throw badRequest('KEY_INVALID', 'File is not supported');
  const name = `${randomBytes(16).toString('hex')}.${type.ext}`;
  const release = await reserveUploadBytes(ctx, who, address, name, content.length);
  const dir = path.join(ctx.config.dataDir, 'chat');
  try {
    await fs.mkdir(dir, { recursive: true });
    await fs.writeFile(path.join(dir, name), content);
  } catch (err) {
    // No file, no record: it would hold budget and name nothing.
    await release();
    throw err;
  }
  return { path: `/media/chat/${name}`, fileType: kind };
}

/**
 * Deletes chat files older than GUEST_UPLOAD_RETENTION_HOURS (rows and files): every guest's, and a
 * member's never sent in a message (an upload whose message failed and was deleted, or a script
 * uploading without sending) — a member's sent files stay with their history. Run hourly by the
 * server (maintenance.ts) and callable from tests.
 */
export async function sweepExpiredUploads(ctx: Ctx, now = Date.now()): Promise<number> {
  const expired = await ctx.db
    .deleteFrom('chat_uploads')
    .where('created_at', '<', new Date(now - ctx.config.guestUploadRetentionHours * 3_600_000))
    .where((eb) =>
      eb.or([
        eb('guest', '=', true),
        eb.not(
          eb.exists(
            eb
              .selectFrom('chat_messages')
              .select(sql.lit(1).as('one'))
              .whereRef('chat_messages.room', '=', 'chat_uploads.room')
              // As validated on send: the media payload's filePath is exactly /media/chat/<name>.
              .where(sql`chat_messages.message->'payload'->>'filePath'`, '=', sql`'/media/chat/' || chat_uploads.name`),
          ),
        ),
      ]),
    )
    .returning('name')
    .execute();
  const dir = path.join(ctx.config.dataDir, 'chat');
  await Promise.all(expired.map((r) => fs.rm(path.join(dir, r.name), { force: true })));
  return expired.length;
}

export function tooLarge(kind: keyof typeof UPLOADS): ApiError {
  return new ApiError(
    413,
    'KEY_INVALID',
    `The file is too large. Please select file no larger than ${UPLOADS[kind].maxBytes / MB} MB`,
  );
}

// ---------------------------------------------------------------- sandbox operator

/** The sandbox operator's answer to a customer message: a keyword picks the message type to try. */
export function agentAnswer(message: Message): Message {
  const text = (typeof message.payload === 'string' ? message.payload : (message.text ?? '')).toLowerCase();
  if (text.includes('button')) {
    return {
      message_type: 'buttons',
      payload: {
        text: 'How can we help?',
        buttons: [
          { type: 'postback', title: 'Deposit problem', payload: 'DEPOSIT' },
          { type: 'web', title: 'Open the website', payload: 'https://wallet.example' },
          { type: 'call', title: 'Call us', payload: '+66200000000' },
        ],
      },
    };
  }
  if (text.includes('quick')) {
    return {
      message_type: 'quick_replies',
      payload: { text: 'Pick one:' },
      payloads: [
        { type: 'postback', title: 'Yes', payload: 'YES' },
        { type: 'postback', title: 'No', payload: 'NO' },
      ],
    };
  }
  if (text.includes('media') || text.includes('image')) {
    return {
      message_type: 'media',
      payload: { message: 'Here is a picture', url: true, fileType: 'image', filePath: '/media/banners/operator-picture.svg' },
    };
  }
  if (message.message_type === 'media') return { message_type: 'text', payload: 'Thanks, we received your file.' };
  return {
    message_type: 'text',
    payload: `Operator (sandbox): you said "${text.slice(0, 200)}". Try "buttons", "quick" or "media".`,
  };
}

function scheduleAgentReply(ctx: Ctx, who: Chatter, message: Message): void {
  setTimeout(() => {
    store(ctx, who, { sender: 'others', message: agentAnswer(message), name: 'Operator' }).catch(() => undefined);
  }, 300).unref();
}
