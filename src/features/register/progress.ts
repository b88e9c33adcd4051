import { readStored, removeStored, writeStored } from '../../lib/storage';
import type { RegisterForm, Step } from './store';

/**
 * An unfinished registration kept across a reload of the tab (Telegram's reload, a webview the
 * phone evicted): the step, what was typed and the OTP's reference and resend time, so the player
 * is not sent back to step 1 to request another code (and wait, or spend the phone's OTP budget)
 * for the one already on their phone. Session storage only — gone with the tab — and never the
 * passwords: a wizard that was on the bank step comes back on the profile step to type them again.
 */
export interface Progress {
  step: Step;
  otpSkipped: boolean;
  /** The code last sent: its reference, token, the time a new one may be asked, and the phone it went to. */
  otp: { otpRef: string; otpToken: string; resendAt: number; phone: string };
  form: RegisterForm;
}

// Not under the `wallet.` prefix: the guest layout clears that at every mount, the wizard's included.
const KEY = 'register-progress';

/** Keeps `progress` for a reload, without the passwords or the code typed. */
export function keepProgress({ form, ...rest }: Progress): void {
  const { password: _p, confirm: _c, otpCode: _o, ...kept } = form;
  writeStored(KEY, JSON.stringify({ ...rest, form: kept }), 'session');
}

export const forgetProgress = (): void => removeStored(KEY, 'session');

/**
 * The registration a reload interrupted, laid over `blank` (the wizard's own fields only, strings
 * only, whatever the stored object holds), or null. The bank step comes back as the profile step.
 */
export function keptProgress(blank: RegisterForm): Progress | null {
  const raw = readStored(KEY, 'session');
  if (!raw) return null;
  try {
    const saved = JSON.parse(raw) as Partial<Progress>;
    const step = saved.step === 4 ? 3 : saved.step;
    if (step !== 1 && step !== 2 && step !== 3) return null;
    if (step === 2 && !saved.otp?.otpToken) return null;
    const form = { ...blank };
    for (const key of Object.keys(blank) as Array<keyof RegisterForm>) {
      const value = (saved.form as Record<string, unknown> | undefined)?.[key];
      if (typeof value === 'string') (form as Record<keyof RegisterForm, string>)[key] = value;
    }
    const otp = { otpRef: '', otpToken: '', resendAt: 0, phone: '', ...saved.otp };
    return { step, otpSkipped: saved.otpSkipped !== false, otp, form };
  } catch {
    forgetProgress();
    return null;
  }
}
