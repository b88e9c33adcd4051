import type { Ctx } from './context.ts';
import { purgeIdempotencyKeys } from './http/idempotency.ts';
import { sweepExpiredUploads } from './modules/chat/service.ts';
import { purgeExpiredProofs } from './modules/host/service.ts';
import { purgeOtpRequests } from './modules/otp/service.ts';

const HOUR_MS = 3_600_000;
/** The first run waits a while: a server that just started has better things to do. */
const FIRST_RUN_MS = 10 * 60_000;

/**
 * What expires: Idempotency-Keys past their window, guests' and unsent chat files past their
 * retention, records of host sign-in proofs that have expired, OTP requests a day old.
 */
export async function runMaintenance(
  ctx: Ctx,
  now = Date.now(),
): Promise<{ idempotencyKeys: number; uploads: number; hostProofs: number; otpRequests: number }> {
  const idempotencyKeys = await purgeIdempotencyKeys(ctx.db, ctx.config.idempotencyKeyHours, now);
  const uploads = await sweepExpiredUploads(ctx, now);
  const hostProofs = await purgeExpiredProofs(ctx.db, now);
  const otpRequests = await purgeOtpRequests(ctx.db, now);
  return { idempotencyKeys, uploads, hostProofs, otpRequests };
}

/** Runs `runMaintenance` hourly on timers that never keep the process alive; `stop` on close. */
export function startMaintenance(ctx: Ctx, log: (message: string) => void): { stop(): void } {
  const run = () => {
    runMaintenance(ctx).catch((err: Error) => log(`Maintenance failed: ${err.message}`));
  };
  let interval: NodeJS.Timeout | undefined;
  const first = setTimeout(() => {
    run();
    interval = setInterval(run, HOUR_MS).unref();
  }, FIRST_RUN_MS).unref();
  return {
    stop() {
      clearTimeout(first);
      clearInterval(interval);
    },
  };
}
