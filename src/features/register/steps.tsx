import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { buildConfig } from '../../config/build';
import { bankDisplayName, needsEnglishName } from '../../lib/bank';
import { focusFirstInvalid } from '../../lib/focus-invalid';
import { NAME_MAX_LENGTH, NAME_PART_MAX_LENGTH, asciiDigits } from '../../lib/validation';
import { Button } from '../../ui/Button';
import { pageParts } from '../../ui/Page';
import { PasswordField } from '../../ui/PasswordField';
import { Select } from '../../ui/Select';
import { TextField } from '../../ui/TextField';
import { StepActions, useFieldError } from './fields';
import { previousStep, registration, resendOtp, setField, submitBank, submitOtp, submitPhone, submitProfile } from './store';

function StepForm({ onSubmit, children }: { onSubmit: () => Promise<unknown>; children: ReactNode }) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    // Refused here or by the server on a field: focus goes to it (a step that went on has no form).
    void onSubmit().then(() => focusFirstInvalid(form));
  };
  return (
    <form className={pageParts.fields} onSubmit={submit} noValidate>
      {children}
    </form>
  );
}

export function PhoneStep() {
  const { t } = useTranslation();
  const snap = useSnapshot(registration);
  const errorOf = useFieldError();
  return (
    <StepForm onSubmit={submitPhone}>
      <TextField
        label={t('register.phone')}
        hint={t(buildConfig.laos ? 'register.phoneHintLaos' : 'register.phoneHint')}
        type="tel"
        numeric="integer"
        autoComplete="tel"
        value={snap.form.phone}
        onValueChange={(v) => setField('phone', v)}
        error={errorOf('phone')}
        required
      />
      <StepActions submitLabel={t('register.next')} />
    </StepForm>
  );
}

/** Seconds left before a resend is allowed, ticking once a second. */
function useSecondsUntil(at: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    // A new time to count to is counted from now, not from the last tick before the count stopped
    // (a new code's 60 s read 62 s).
    setNow(Date.now());
  }, [at]);
  useEffect(() => {
    if (at <= now) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [at, now]);
  return Math.max(0, Math.ceil((at - now) / 1000));
}

export function OtpStep() {
  const { t } = useTranslation();
  const snap = useSnapshot(registration);
  const errorOf = useFieldError();
  const wait = useSecondsUntil(snap.otp.resendAt);
  const resend = useRef<HTMLButtonElement & HTMLAnchorElement>(null);
  const code = useRef<HTMLInputElement>(null);
  // Sent, the button is off for its countdown: focus goes to the field the new code is typed into.
  const sendNewCode = async () => {
    await resendOtp();
    code.current?.focus();
  };
  const spent = snap.error === 'OTP_EXPIRED' && wait === 0;
  // A spent code leaves one thing to do: ask for a new one, so Enter does that, not "verify" again.
  useEffect(() => {
    if (spent) resend.current?.focus();
  }, [spent]);
  return (
    <StepForm onSubmit={submitOtp}>
      <p className={pageParts.lead}>{t('register.otpSent', { phone: snap.form.phone, ref: snap.otp.otpRef })}</p>
      {/* Focused when the step opens: the keyboard (and the phone's offer to paste the SMS code) is up at once. */}
      <TextField
        ref={code}
        label={t('register.otpCode')}
        numeric="integer"
        autoComplete="one-time-code"
        autoFocus
        maxLength={6}
        value={snap.form.otpCode}
        onValueChange={(v) => setField('otpCode', asciiDigits(v).replace(/\D/g, ''))}
        error={errorOf('otpCode')}
        required
      />
      <Button ref={resend} variant="ghost" onClick={() => void sendNewCode()} disabled={wait > 0 || snap.sending}>
        {wait > 0 ? t('register.resendIn', { seconds: wait }) : t('register.resend')}
      </Button>
      <StepActions submitLabel={t('register.verify')} onBack={previousStep} />
    </StepForm>
  );
}

export function ProfileStep() {
  const { t } = useTranslation();
  const snap = useSnapshot(registration);
  const errorOf = useFieldError();
  const sources = snap.sources.map((s) => ({ value: s.code, label: s.description }));
  return (
    <StepForm onSubmit={submitProfile}>
      <TextField
        label={t('register.name')}
        autoComplete="name"
        maxLength={NAME_MAX_LENGTH}
        value={snap.form.name}
        onValueChange={(v) => setField('name', v)}
        error={errorOf('name')}
        required
      />
      {/* No maxLength on either password: it would keep the first 128 of a longer pasted one and
          register a password the player never knew; submitProfile refuses it with a word instead. */}
      <PasswordField
        label={t('register.password')}
        // The rules before the first try, not only in the refusal (PASSWORD_TOO_SHORT, _GUESSABLE).
        hint={t('validation.passwordHint')}
        autoComplete="new-password"
        value={snap.form.password}
        onValueChange={(v) => setField('password', v)}
        error={errorOf('password')}
        required
      />
      <PasswordField
        label={t('register.confirm')}
        autoComplete="new-password"
        value={snap.form.confirm}
        onValueChange={(v) => setField('confirm', v)}
        error={errorOf('confirm')}
        required
      />
      <Select
        label={t('register.source')}
        placeholder={t('register.sourcePlaceholder')}
        options={sources}
        value={snap.form.sourceCode}
        onValueChange={(v) => setField('sourceCode', v)}
      />
      <TextField
        label={t('register.inviteCode')}
        hint={snap.inviteLocked ? t('register.inviteLocked') : undefined}
        value={snap.form.inviteCode}
        readOnly={snap.inviteLocked}
        onValueChange={(v) => setField('inviteCode', v)}
        error={errorOf('inviteCode')}
      />
      <StepActions submitLabel={t('register.next')} onBack={previousStep} />
    </StepForm>
  );
}

export function BankStep() {
  const { t, i18n } = useTranslation();
  const snap = useSnapshot(registration);
  const errorOf = useFieldError();
  const english = needsEnglishName(snap.form.bankCode);
  const banks = snap.banks.map((b) => ({ value: b.code, label: bankDisplayName(b, i18n.language) }));
  return (
    <StepForm onSubmit={submitBank}>
      <Select
        label={t('register.bank')}
        placeholder={t('register.bankPlaceholder')}
        options={banks}
        value={snap.form.bankCode}
        onValueChange={(v) => setField('bankCode', v)}
        error={errorOf('bankCode')}
        required
      />
      <TextField
        label={t('register.accountNo')}
        numeric="integer"
        // Kept as typed (no maxLength, nothing dropped): a pasted "123-456-7890" or Thai digits are
        // cleaned when sent, and anything else is refused on the field by checkAccountNo.
        value={snap.form.bankAccountNo}
        onValueChange={(v) => setField('bankAccountNo', v)}
        error={errorOf('bankAccountNo')}
        required
      />
      <TextField
        label={t('register.firstName')}
        hint={english ? t('register.englishHint') : undefined}
        uppercase={english}
        autoComplete="given-name"
        maxLength={NAME_PART_MAX_LENGTH}
        value={snap.form.firstName}
        onValueChange={(v) => setField('firstName', v)}
        error={errorOf('firstName')}
        required
      />
      <TextField
        label={t('register.lastName')}
        uppercase={english}
        autoComplete="family-name"
        maxLength={NAME_PART_MAX_LENGTH}
        value={snap.form.lastName}
        onValueChange={(v) => setField('lastName', v)}
        error={errorOf('lastName')}
        required
      />
      {buildConfig.laos && (
        <Select
          label={t('register.currency')}
          // A member's wallet never changes currency (nothing in the API changes it): said before it is chosen.
          hint={t('register.currencyHint')}
          options={[
            { value: 'LAK', label: t('register.currencyLAK') },
            { value: 'BAHT', label: t('register.currencyBAHT') },
          ]}
          value={snap.form.currency}
          onValueChange={(v) => setField('currency', v === 'BAHT' ? 'BAHT' : 'LAK')}
        />
      )}
      <StepActions submitLabel={t('register.submit')} onBack={previousStep} />
    </StepForm>
  );
}
