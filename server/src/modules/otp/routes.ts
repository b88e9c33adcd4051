import type { FastifyInstance } from 'fastify';
import { OtpSendRequest, OtpVerifyRequest } from '../../../../src/api/contract.ts';
import type { Ctx } from '../../context.ts';
import { parse } from '../../http/validate.ts';
import { sendOtp, verifyOtp } from './service.ts';

export async function otpRoutes(app: FastifyInstance, ctx: Ctx): Promise<void> {
  app.post('/api/otp/send', (req) => {
    const { phoneNumber, otpToken } = parse(OtpSendRequest, req.body);
    return sendOtp(ctx, phoneNumber, otpToken);
  });
  app.post('/api/otp/verify', (req) => {
    const body = parse(OtpVerifyRequest, req.body);
    return verifyOtp(ctx, body.otpToken, body.otpCode);
  });
}
