import { proxy, subscribe } from 'valtio';
import { account } from '../../api/account';
import type { Bank, Currency, RegisterRequest, Source } from '../../api/contract';
import { ApiError } from '../../api/http';
import { lookup } from '../../api/lookup';
import { buildConfig } from '../../config/build';
import { accountNoDigits, banksOfThisBuild, checkAccountNo, holderNameProblem, joinAccountName } from '../../lib/bank';
import { readStored, removeStored, storageKeys, writeStored } from '../../lib/storage';
import { forgetProgress, keepProgress, keptProgress } from './progress';
import { checkNewPassword, checkPasswordsMatch } from '../../lib/password';
import { checkPhone, firstError, phoneDigits, required } from '../../lib/validation';

/**
 * The four-step registration wizard (spec §2 Register, §4 Registration, §5 steps 3–4).
 * Everything typed lives here, so going back a step keeps it.
 */
export type Step = 1 | 2 | 3 | 4;

/** Seconds before another OTP may be requested. */
export const OTP_RESEND_SECONDS = 60;

export interface RegisterForm {
  phone: string;
  otpCode: string;
  name: string;
  password: string;
  confirm: string;
  sourceCode: string;
  inviteCode: string;
  bankCode: string;
  firstName: string;
  lastName: string;
  bankAccountNo: string;
  currency: Currency;
}

type Field = keyof RegisterForm;

const emptyForm = (): RegisterForm => ({
  phone: '',
  otpCode: '',
  name: '',
  password: '',
  confirm: '',
  sourceCode: '',
  inviteCode: '',
  bankCode: '',
  firstName: '',
  lastName: '',
  bankAccountNo: '',
  currency: 'LAK',
});

const initialState = () => ({
  step: 1 as Step,
  form: emptyForm(),
  /** i18n keys of the failing checks, by field. */
  fieldErrors: {} as Partial<Record<Field, string>>,
  /** A §8 code from the server, shown above the step's button. */
  error: null as string | null,
  sending: false,
  otpSwitch: false,
  otpSkipped: true,
  otp: { otpRef: '', otpToken: '', resendAt: 0, phone: '' },
  banks: [] as Bank[],
  sources: [] as Source[],
  inviteLocked: false,
  done: false,
});

export const registration = proxy(initialState());

/** Whether this page has already looked for a registration a reload interrupted (only its first start does). */
let progressRestored = false;
let saving = false;

function saveProgress(): void {
  if (registration.done) return forgetProgress();
  const { step, otpSkipped, otp, form } = registration;
  keepProgress({ step, otpSkipped, otp, form });
}

function restoreProgress(): void {
  const kept = keptProgress(emptyForm());
  if (kept) Object.assign(registration, kept);
}

/** Starts the wizard afresh: step 1, nothing typed, nothing kept for a reload. */
export function resetRegistration(): void {
  Object.assign(registration, initialState());
  forgetProgress();
  progressRestored = true;
}

/**
 * Opens the wizard: a `code` query parameter pre-fills and saves the inviter code (spec §2). A
 * player who left it unfinished (to read How to, say) comes back to the same step with everything
 * typed, for as long as the page lives, and after a reload (progress.ts); a finished one
 * starts afresh.
 */
export async function startRegistration(codeFromQuery: string | null): Promise<void> {
  if (!progressRestored) {
    progressRestored = true;
    restoreProgress();
  }
  if (!saving) {
    saving = true;
    subscribe(registration, saveProgress);
  }
  if (registration.done) resetRegistration();
  else {
    registration.error = null;
    registration.fieldErrors = {};
  }
  if (codeFromQuery) writeStored(storageKeys.inviteCode, codeFromQuery);
  const saved = readStored(storageKeys.inviteCode);
  if (saved) {
    registration.form.inviteCode = saved;
    registration.inviteLocked = true;
  }
  await Promise.all([readOtpSwitch(), reloadRegisterLookups()]);
}

/**
 * The server's registration OTP switch. The operator may turn it while a player is in the wizard,
 * so it is read again where it decides the way (step 1); a failed read keeps the last answer.
 */
async function readOtpSwitch(): Promise<void> {
  try {
    registration.otpSwitch = (await lookup('registerOTP', { errors: 'silent' })).registerOTP;
  } catch {
    // Silent like the other lookups: step 1 goes by what was known, and registration recovers (submitBank).
  }
}

/** The bank and source lists, in the active language (again after a language switch); the form is kept. */
export async function reloadRegisterLookups(): Promise<void> {
  const [banks, sources] = await Promise.allSettled([lookup('banks', { errors: 'silent' }), lookup('sources', { errors: 'silent' })]);
  if (banks.status === 'fulfilled') registration.banks = banksOfThisBuild(banks.value.banks, buildConfig.laos);
  if (sources.status === 'fulfilled') registration.sources = sources.value.sources;
}

export function setField<F extends Field>(field: F, value: RegisterForm[F]): void {
  registration.form[field] = value;
  delete registration.fieldErrors[field];
  registration.error = null;
}

function report(errors: Partial<Record<Field, string | null>>): boolean {
  const failing = Object.fromEntries(Object.entries(errors).filter(([, v]) => v)) as Partial<Record<Field, string>>;
  registration.fieldErrors = failing;
  return Object.keys(failing).length === 0;
}

/** Runs a server call with the wizard's busy flag; a failure's §8 code is shown on the step. */
async function send<T>(call: () => Promise<T>): Promise<T | undefined> {
  if (registration.sending) return undefined;
  registration.sending = true;
  registration.error = null;
  try {
    return await call();
  } catch (error) {
    registration.error = error instanceof ApiError ? error.code : 'REGISTER_FAIL';
    return undefined;
  } finally {
    registration.sending = false;
  }
}

async function requestOtp(): Promise<'sent' | 'verified' | 'failed'> {
  const reply = await send(() => account.sendOtp(registration.form.phone, registration.otp.otpToken, { errors: 'silent' }));
  if (!reply) return 'failed';
  if (reply.code === 'OTP_VERIFIED') return 'verified';
  registration.otp = {
    otpRef: reply.otpRef,
    otpToken: reply.otpToken,
    resendAt: Date.now() + OTP_RESEND_SECONDS * 1000,
    phone: registration.form.phone,
  };
  return 'sent';
}

/**
 * Issue 18: a phone that is already registered is refused at step 1, not after the profile step.
 * EXISTING_USER stops the wizard, and so does the per-address lookup budget (step 3's check would
 * refuse the same way after the player typed a profile); any other failure (an older server
 * without the call, a network blip) lets it go on, since step 3 and the registration check anyway.
 */
const STOPS_AT_PHONE = new Set<string>(['EXISTING_USER', 'REQUEST_LIMIT', 'REQUEST_LIMIT_1MIN']);

async function phoneIsFree(phone: string): Promise<boolean> {
  if (registration.sending) return false;
  registration.sending = true;
  registration.error = null;
  try {
    await account.checkPhone(phone, { errors: 'silent' });
    return true;
  } catch (error) {
    if (error instanceof ApiError && STOPS_AT_PHONE.has(error.code)) {
      // A registered number is the phone field's own error (marked, read with it, focused to change
      // it); a spent budget is the step's.
      if (error.code === 'EXISTING_USER') registration.fieldErrors = { phone: 'errors.EXISTING_USER' };
      else registration.error = error.code;
      return false;
    }
    return true;
  } finally {
    registration.sending = false;
  }
}

/** Step 1: phone. OTP only when the switch is on and the phone is not verified yet (spec §4). */
export async function submitPhone(): Promise<void> {
  const phone = phoneDigits(registration.form.phone);
  registration.form.phone = phone;
  if (!report({ phone: firstError(required(phone), checkPhone(phone, buildConfig.laos)) })) return;
  const [free] = await Promise.all([phoneIsFree(phone), readOtpSwitch()]);
  if (!free) return;
  if (!registration.otpSwitch) {
    registration.otpSkipped = true;
    registration.step = 3;
    return;
  }
  // Back from the code step and on again with the same number: the code on the phone still stands,
  // and so does its countdown — Back then Next was a way round "resend in 57 s".
  const waiting = registration.otp.phone === phone && Date.now() < registration.otp.resendAt;
  const outcome = waiting ? 'sent' : await requestOtp();
  if (outcome === 'failed') return;
  // Verified now or on an earlier visit, the OTP step counts as done (a tick), not as skipped.
  registration.otpSkipped = false;
  registration.step = outcome === 'verified' ? 3 : 2;
}

export async function resendOtp(): Promise<void> {
  if (Date.now() < registration.otp.resendAt) return;
  registration.form.otpCode = '';
  await requestOtp();
}

/** Step 2: the code from the SMS. */
export async function submitOtp(): Promise<void> {
  const code = registration.form.otpCode.trim();
  if (!report({ otpCode: required(code) })) return;
  const reply = await send(() => account.verifyOtp(registration.otp.otpToken, code, { errors: 'silent' }));
  if (!reply) {
    // A wrong code is the field's own error (marked invalid, read with it, focused to type again);
    // the others (expired, too many sends) stay the step's.
    if (registration.error === 'OTP_CODE_INVALID') {
      registration.fieldErrors = { otpCode: 'errors.OTP_CODE_INVALID' };
      registration.error = null;
    }
    // Expired, or spent by five wrong guesses: no code on the phone opens this step any more, so the
    // countdown is over — waiting out "resend in 50 s" would only keep the player from a new code.
    if (registration.error === 'OTP_EXPIRED') {
      registration.form.otpCode = '';
      registration.otp.resendAt = 0;
    }
    return;
  }
  // Used: back at step 1 and on again, the server is asked (it answers "verified"), no countdown waited out.
  registration.otp.resendAt = 0;
  registration.step = 3;
}

function payload(): RegisterRequest {
  const f = registration.form;
  return {
    name: f.name.trim(),
    username: f.phone,
    password: f.password,
    sourceCode: f.sourceCode,
    inviteCode: f.inviteCode.trim(),
    bankCode: f.bankCode,
    bankAccountName: joinAccountName(f.firstName, f.lastName),
    bankAccountNo: accountNoDigits(f.bankAccountNo),
    currency: buildConfig.laos ? f.currency : 'BAHT',
    // The proof of the SMS check this wizard passed (the server asks for it with the switch on).
    ...(registration.otp.otpToken ? { otpToken: registration.otp.otpToken } : {}),
  };
}

/** Step 3: profile. It passes only after the server's validation call succeeds (spec §4). */
export async function submitProfile(): Promise<void> {
  const f = registration.form;
  const ok = report({
    name: required(f.name),
    phone: required(f.phone),
    password: firstError(required(f.password), checkNewPassword(f.password, f.phone)),
    confirm: firstError(required(f.confirm), checkPasswordsMatch(f.password, f.confirm)),
  });
  if (!ok) return;
  const { bankCode: _b, bankAccountName: _n, bankAccountNo: _a, otpToken: _o, ...profile } = payload();
  const reply = await send(() => account.validate(profile, { errors: 'silent' }));
  if (reply) registration.step = 4;
  else if (registration.error === 'INVITE_CODE_INVALID') refuseInviteCode();
}

/**
 * The inviter code names no member: said on its field, which a saved code (from an invite link) no
 * longer locks and storage no longer keeps — else a player with a dead link could never register.
 */
function refuseInviteCode(): void {
  registration.error = null;
  registration.fieldErrors = { inviteCode: 'errors.INVITE_CODE_INVALID' };
  registration.inviteLocked = false;
  removeStored(storageKeys.inviteCode);
}

/** Step 4: bank account, then register. */
export async function submitBank(): Promise<boolean> {
  const f = registration.form;
  // Every field's problem on the one press (a Thai name for KTB was said only once the account
  // number was mended): the holder's name is judged once both its parts are there.
  const holder = joinAccountName(f.firstName, f.lastName);
  const named = f.firstName.trim() !== '' && f.lastName.trim() !== '';
  const problem = named ? holderNameProblem(f.bankCode, holder) : null;
  const holderProblem = problem === 'english' ? 'validation.bankNameEnglish' : problem === 'letters' ? 'register.holderLetters' : null;
  const ok = report({
    bankCode: required(f.bankCode),
    firstName: firstError(required(f.firstName), holderProblem),
    lastName: required(f.lastName),
    // Held to the server's 6–20 digits on its field (as the profile's form does): "12-ab" is said
    // here, not dropped letter by letter as it is typed.
    bankAccountNo: firstError(required(f.bankAccountNo), checkAccountNo(accountNoDigits(f.bankAccountNo))),
  });
  if (!ok) return false;
  const reply = await send(() => account.register(payload(), { errors: 'silent' }));
  if (!reply) {
    if (registration.error === 'UNVERIFIED_OTP') await verifyPhoneFirst();
    // Someone's account already: said on the number's field, where the mending is done.
    else if (registration.error === 'EXISTING_BANK') {
      registration.error = null;
      registration.fieldErrors = { bankAccountNo: 'errors.EXISTING_BANK' };
    }
    return false;
  }
  registration.done = true;
  return true;
}

/**
 * The switch went on after step 1 let the player past the OTP step: the server refuses the
 * registration until the phone is verified. Rather than a dead end, the wizard sends the code and
 * opens the OTP step, keeping everything typed, with the server's reason shown; verified, the
 * player comes back through the profile and bank as they left them.
 */
async function verifyPhoneFirst(): Promise<void> {
  registration.otpSwitch = true;
  const outcome = await requestOtp();
  if (outcome === 'failed') return;
  registration.otpSkipped = false;
  if (outcome === 'verified') {
    // Verified meanwhile (another tab): registering again goes through.
    registration.error = null;
    return;
  }
  registration.step = 2;
  registration.error = 'UNVERIFIED_OTP';
}

/**
 * Back within the wizard keeps what was typed. From the profile it goes to the phone: the OTP step
 * is behind the player by then (verified or not needed), and a verified code cannot be sent again.
 */
export function previousStep(): void {
  const { step } = registration;
  registration.error = null;
  registration.fieldErrors = {};
  if (step === 4) registration.step = 3;
  else if (step === 3 || step === 2) registration.step = 1;
}
