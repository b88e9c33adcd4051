import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { ChatMessageBody } from '../../../../src/api/contract.ts';
import {
  SANDBOX_TELEGRAM_PAGE,
  SandboxHostLaunchRequest,
  type SandboxConversationsReply,
  type SandboxHostLaunchReply,
  type SandboxMessagesReply,
  type SandboxMembersReply,
  type SandboxQrcodesReply,
  type SandboxSlipsReply,
  type SandboxTruelinksReply,
  type SandboxWithdrawalsReply,
} from '../../../../src/api/sandbox-contract.ts';
import type { z } from 'zod';
import { telegramBotTokenOf } from '../../config.ts';
import { SELF_FRAMING_POLICY } from '../../http/security-headers.ts';
import type { Ctx } from '../../context.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { toMajor } from '../../core/money.ts';
import { parse } from '../../http/validate.ts';
import { signTelegramInitData } from '../host/telegram.ts';
import { signedSlipUrl } from '../statement/service.ts';

const LIST_LIMIT = 200;

/** The host user id the console launches a member as: the one already linked, else a stable made-up one. */
async function hostUserOf(ctx: Ctx, kind: 'telegram' | 'line', memberId: bigint): Promise<string> {
  const linked = await ctx.db
    .selectFrom('host_links')
    .select('host_user_id')
    .where('kind', '=', kind)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  if (linked) return linked.host_user_id;
  const userId = kind === 'telegram' ? String(7_000_000_000 + Number(memberId)) : `Usandbox${memberId}`;
  await ctx.db
    .insertInto('host_links')
    .values({ kind, host_user_id: userId, member_id: memberId, made_in_sandbox: true })
    .onConflict((oc) => oc.doNothing())
    .execute();
  return userId;
}

/**
 * What the sandbox console (`/sandbox`, src/sandbox) lists and launches: pending QR codes, slips, True
 * Money links and withdrawals, members, chat conversations, and host launches for a chosen member. Sandbox only,
 * no auth, like the rest of the control API.
 */
export async function sandboxConsoleRoutes(app: FastifyInstance, ctx: Ctx): Promise<void> {
  app.get('/api/sandbox/members', async (): Promise<SandboxMembersReply> => {
    const rows = await ctx.db
      .selectFrom('members')
      .leftJoin('ledger_accounts', (join) => join.on('ledger_accounts.name', '=', sql<string>`'wallet:' || members.id`))
      .select(['members.id', 'members.username', 'members.name', 'ledger_accounts.balance'])
      .orderBy('members.id', 'desc')
      .limit(LIST_LIMIT)
      .execute();
    const ids = rows.map((r) => r.id);
    const games = ids.length
      ? await ctx.db
          .selectFrom('game_accounts')
          .select(['member_id', 'game_code', 'username'])
          .where('member_id', 'in', ids)
          .orderBy('game_code')
          .execute()
      : [];
    return {
      members: rows.map((r) => ({
        id: String(r.id),
        username: r.username,
        name: r.name,
        wallet: toMajor(r.balance ?? 0n),
        games: games.filter((g) => g.member_id === r.id).map((g) => ({ code: g.game_code, username: g.username })),
      })),
    };
  });

  app.get('/api/sandbox/qrcodes', async (): Promise<SandboxQrcodesReply> => {
    const rows = await ctx.db
      .selectFrom('qr_codes')
      .innerJoin('members', 'members.id', 'qr_codes.member_id')
      .select(['qr_codes.id', 'qr_codes.member_id', 'members.username', 'qr_codes.provider', 'qr_codes.amount', 'qr_codes.expires_at'])
      .where('qr_codes.status', '=', 'ACTIVE')
      .where('qr_codes.expires_at', '>', new Date())
      .orderBy('qr_codes.created_at', 'desc')
      .limit(LIST_LIMIT)
      .execute();
    return {
      qrcodes: rows.map((r) => ({
        qrcodeId: r.id,
        memberId: String(r.member_id),
        username: r.username,
        provider: r.provider,
        amount: toMajor(r.amount),
        expireIn: new Date(r.expires_at).toISOString(),
      })),
    };
  });

  app.get('/api/sandbox/slips', async (): Promise<SandboxSlipsReply> => {
    const rows = await ctx.db
      .selectFrom('slips')
      .innerJoin('members', 'members.id', 'slips.member_id')
      .select(['slips.reference', 'slips.member_id', 'members.username', 'slips.created_at'])
      .where('slips.status', '=', 'PENDING')
      .orderBy('slips.created_at', 'desc')
      .limit(LIST_LIMIT)
      .execute();
    return {
      slips: await Promise.all(
        rows.map(async (r) => ({
          reference: r.reference,
          memberId: String(r.member_id),
          username: r.username,
          createdAt: new Date(r.created_at).toISOString(),
          link: await signedSlipUrl(ctx.db, r.reference),
        })),
      ),
    };
  });

  app.get('/api/sandbox/truelinks', async (): Promise<SandboxTruelinksReply> => {
    const rows = await ctx.db
      .selectFrom('truelinks')
      .innerJoin('members', 'members.id', 'truelinks.member_id')
      .select(['truelinks.voucher', 'truelinks.member_id', 'members.username', 'truelinks.created_at'])
      .where('truelinks.status', '=', 'PENDING')
      .orderBy('truelinks.created_at', 'desc')
      .limit(LIST_LIMIT)
      .execute();
    return {
      truelinks: rows.map((r) => ({
        voucher: r.voucher,
        memberId: String(r.member_id),
        username: r.username,
        createdAt: new Date(r.created_at).toISOString(),
      })),
    };
  });

  app.get('/api/sandbox/withdrawals', async (): Promise<SandboxWithdrawalsReply> => {
    const rows = await ctx.db
      .selectFrom('withdrawals')
      .innerJoin('members', 'members.id', 'withdrawals.member_id')
      .select([
        'withdrawals.id',
        'withdrawals.member_id',
        'members.username',
        'withdrawals.amount',
        'members.currency',
        // Where the member asked it paid, not where their profile points now.
        'withdrawals.bank_code',
        'withdrawals.bank_account_no',
        'withdrawals.created_at',
      ])
      .where('withdrawals.status', '=', 'PENDING')
      .orderBy('withdrawals.id', 'desc')
      .limit(LIST_LIMIT)
      .execute();
    return {
      withdrawals: rows.map((r) => ({
        id: String(r.id),
        memberId: String(r.member_id),
        username: r.username,
        amount: toMajor(r.amount),
        // The payout's currency and payee: an amount alone would be read in the operator's currency.
        currency: r.currency === 'LAK' ? 'LAK' : 'BAHT',
        bankCode: r.bank_code ?? '',
        bankAccountNo: r.bank_account_no ?? '',
        createdAt: new Date(r.created_at).toISOString(),
      })),
    };
  });

  /** Every chat room with its latest message, newest first (the operator's inbox). */
  app.get('/api/sandbox/chat/conversations', async (): Promise<SandboxConversationsReply> => {
    const { rows } = await sql<{
      room: string;
      user_id: bigint | null;
      guest_id: string | null;
      username: string | null;
      message: unknown;
      sender: 'customer' | 'others';
      created_at: Date;
    }>`
      SELECT last.room, last.user_id, last.guest_id, m.username, last.message, last.sender, last.created_at
      FROM (
        SELECT DISTINCT ON (room) room, user_id, guest_id, message, sender, created_at, id
        FROM chat_messages ORDER BY room, id DESC
      ) last
      LEFT JOIN members m ON m.id = last.user_id
      ORDER BY last.id DESC
      LIMIT ${LIST_LIMIT}`.execute(ctx.db);
    return {
      conversations: rows.map((r) => ({
        room: r.room,
        userId: r.user_id === null ? null : String(r.user_id),
        guestId: r.guest_id,
        username: r.username,
        lastMessage: (typeof r.message === 'string' ? JSON.parse(r.message) : r.message) as z.infer<typeof ChatMessageBody>,
        lastSender: r.sender,
        lastAt: new Date(r.created_at).toISOString(),
      })),
    };
  });

  /** One room's messages, oldest first (the latest 50), for the operator to read before answering. */
  app.get<{ Querystring: { room?: unknown } }>('/api/sandbox/chat/messages', async (req): Promise<SandboxMessagesReply> => {
    const room = req.query.room;
    if (!room) throw badRequest('KEY_MISSING', 'room');
    // A repeated `room` arrives as a list: one room is asked at a time.
    if (typeof room !== 'string') throw badRequest('KEY_INVALID', 'room');
    const rows = await ctx.db
      .selectFrom('chat_messages')
      .select(['id', 'sender', 'message', 'created_at'])
      .where('room', '=', room)
      .orderBy('id', 'desc')
      .limit(50)
      .execute();
    return {
      messages: rows.reverse().map((r) => ({
        id: String(r.id),
        sender: r.sender,
        message: (typeof r.message === 'string' ? JSON.parse(r.message) : r.message) as z.infer<typeof ChatMessageBody>,
        createdAt: new Date(r.created_at).toISOString(),
      })),
    };
  });

  /**
   * Opens the app as Telegram or LINE would for this member: the host account is linked to the
   * member (sandbox shortcut for the "remember" step) and fresh launch data is minted with the
   * sandbox's own keys. Telegram's goes in the URL hash, as a real client puts it, of the console's
   * simulated Telegram client, which frames the app: the app trusts launch data only from a client
   * it can talk to, so a bare `/login#tgWebAppData=…` tab would no longer sign in.
   */
  app.post<{ Params: { kind: string } }>('/api/sandbox/hosts/:kind/launch', async (req): Promise<SandboxHostLaunchReply> => {
    const { kind } = req.params;
    if (kind !== 'telegram' && kind !== 'line') throw notFound('NO_DATA');
    const memberId = BigInt(parse(SandboxHostLaunchRequest, req.body).memberId);
    const member = await ctx.db.selectFrom('members').select(['id', 'name']).where('id', '=', memberId).executeTakeFirst();
    if (!member) throw notFound('NO_USER');
    const userId = await hostUserOf(ctx, kind, memberId);
    // A plain browser has no LIFF to hand over an ID token: `liffClientId` makes the app take the LINE
    // path (password sign-in, then the link offer); tools mint tokens with POST /api/sandbox/line/idtoken.
    if (kind === 'line') return { path: '/login?liffClientId=sandbox' };
    const token = telegramBotTokenOf(ctx.config);
    if (!token) throw badRequest('KEY_INVALID', 'no bot token');
    const initData = signTelegramInitData(
      {
        auth_date: String(Math.floor(Date.now() / 1000)),
        query_id: `AAE${Math.random().toString(36).slice(2, 12)}`,
        user: JSON.stringify({ id: Number(userId), first_name: member.name.split(' ')[0] || 'Player', language_code: 'th' }),
      },
      token,
    );
    const hash = new URLSearchParams({
      tgWebAppData: initData,
      tgWebAppVersion: '8.0',
      tgWebAppPlatform: 'web',
      tgWebAppThemeParams: JSON.stringify({ bg_color: '#17212b', text_color: '#f5f5f5', button_color: '#5288c1', button_text_color: '#ffffff' }),
    });
    // `member` lets the simulated client ask for fresh data when the Mini App is reopened.
    return { path: `${SANDBOX_TELEGRAM_PAGE}?member=${memberId}#${hash.toString()}` };
  });
}

/**
 * `/sandbox` (the console) and `/sandbox/telegram` (its simulated Telegram client): one page, a
 * separate build entry (sandbox.html) that picks its view by path, served only with the sandbox on.
 */
export function sandboxConsolePage(app: FastifyInstance, distDir: string): void {
  const page = path.join(distDir, 'sandbox.html');
  const send = async (_req: FastifyRequest, reply: FastifyReply) => {
    if (!fs.existsSync(page)) {
      return reply
        .status(404)
        .type('text/html')
        .send('<!doctype html><title>Sandbox</title><p>The sandbox console is not built yet. Run <code>npx vite build</code>.</p>');
    }
    return reply.header('cache-control', 'no-cache').type('text/html').send(fs.readFileSync(page));
  };
  app.get('/sandbox', send);
  app.get(SANDBOX_TELEGRAM_PAGE, {
    // A route's onSend runs after the app-wide one (securityHeaders), so this policy is the one sent.
    onSend: async (_req, reply, payload) => {
      reply.header('content-security-policy', SELF_FRAMING_POLICY);
      return payload;
    },
    handler: send,
  });
}
