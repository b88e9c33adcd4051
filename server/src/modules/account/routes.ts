import type { FastifyInstance } from 'fastify';
import {
  BankAccountNameRequest, ChangePasswordRequest, CheckPhoneRequest, LoginRequest, RegisterRequest, UpdateProfileRequest, ValidateAccountRequest,
  type OkReply,
} from '../../../../src/api/contract.ts';
import type { Ctx } from '../../context.ts';
import { bearerOf, memberOf } from '../../http/auth.ts';
import { readerOf } from '../../http/language.ts';
import { parse } from '../../http/validate.ts';
import * as accounts from './service.ts';
import { deviceCookie, deviceTokenOf } from './devices.ts';
import { clientAddress } from '../../http/client-address.ts';

export async function accountPublicRoutes(app: FastifyInstance, ctx: Ctx): Promise<void> {
  app.post('/api/account/validate', async (req): Promise<OkReply> => {
    await accounts.validateAccount(ctx, parse(ValidateAccountRequest, req.body));
    return { ok: true };
  });
  app.post('/api/register/check-phone', async (req): Promise<OkReply> => {
    await accounts.checkPhoneFree(ctx, parse(CheckPhoneRequest, req.body).phoneNumber);
    return { ok: true };
  });
  app.post('/api/account', async (req, reply) => {
    const created = await accounts.register(ctx, parse(RegisterRequest, req.body), clientAddress(req));
    return reply.status(201).send(created);
  });
  app.post('/api/login', async (req, reply) => {
    const body = parse(LoginRequest, req.body);
    const { token, device } = await accounts.login(ctx, body.username, body.password, clientAddress(req), deviceTokenOf(req));
    if (device) void reply.header('set-cookie', deviceCookie(device, req.protocol === 'https'));
    return { token };
  });
  // Outside the member scope so that ending an already ended session is still a 200 (idempotent).
  app.post('/api/logout', async (req): Promise<OkReply> => {
    await accounts.logout(ctx, bearerOf(req));
    return { ok: true };
  });
}

export async function accountMemberRoutes(app: FastifyInstance, ctx: Ctx): Promise<void> {
  app.get('/api/account/profile', (req) => accounts.profileOf(ctx.db, memberOf(req), readerOf(req, ctx.config)));
  app.put('/api/account/profile', (req) => accounts.updateProfile(ctx, memberOf(req), parse(UpdateProfileRequest, req.body), clientAddress(req)));
  app.put('/api/account/bankAccountName', (req) => {
    const body = parse(BankAccountNameRequest, req.body);
    return accounts.updateBankAccountName(ctx, memberOf(req), body.bankCode, body.bankAccountName);
  });
  app.put('/api/account/changepwd', async (req): Promise<OkReply> => {
    const body = parse(ChangePasswordRequest, req.body);
    await accounts.changePassword(ctx, memberOf(req), bearerOf(req), clientAddress(req), body.oldPassword, body.newPassword);
    return { ok: true };
  });
}
