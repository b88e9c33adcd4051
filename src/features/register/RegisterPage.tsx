import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useLocation, useSearch } from 'wouter';
import { Page, pageParts } from '../../ui/Page';
import { useStepArrival } from '../../lib/useStepArrival';
import { Stepper } from '../../ui/Stepper';
import { buildConfig } from '../../config/build';
import { limits } from '../../lib/constants';
import { phoneSpelling } from '../../lib/validation';
import { cx } from '../../lib/cx';
import { useBackStep } from '../../lib/useBackStep';
import { toast } from '../notify/store';
import { previousStep, registration, startRegistration, type Step } from './store';
import { stepsOnTheWay } from './path';
import { BankStep, OtpStep, PhoneStep, ProfileStep } from './steps';
import styles from './RegisterPage.module.css';

const stepKeys: Record<Step, string> = {
  1: 'register.stepPhone',
  2: 'register.stepOtp',
  3: 'register.stepProfile',
  4: 'register.stepBank',
};

const screens: Record<Step, () => React.JSX.Element> = { 1: PhoneStep, 2: OtpStep, 3: ProfileStep, 4: BankStep };

/** The four-step registration wizard (spec §2 Register, §4). */
export default function RegisterPage() {
  const { t } = useTranslation();
  const snap = useSnapshot(registration);
  const search = useSearch();
  const [, navigate] = useLocation();

  useEffect(() => {
    void startRegistration(new URLSearchParams(search).get('code'));
    // The wizard starts once per visit; later query changes come from the wizard itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (!snap.done) return undefined;
    // Replace: back from /login must never return into a finished registration. The phone goes
    // along in the entry's state, so the login form opens with it filled in.
    // In its one spelling (a Lao number with its 0, however it was typed), as the app writes it everywhere.
    const phone = phoneSpelling(snap.form.phone, buildConfig.laos);
    const timer = setTimeout(() => {
      navigate('/login', { replace: true, state: { registeredPhone: phone } });
      // The sign-in form greets returning players: a new one is told why they are there.
      toast(t('register.signInNow'), 'success');
    }, limits.registerRedirectMs);
    return () => clearTimeout(timer);
  }, [snap.done, snap.form.phone, navigate, t]);

  // Back (the host's, the in-app arrow, the browser's) steps the wizard back with what was typed,
  // rather than leaving it; a press while a step is sending is kept and does nothing.
  useBackStep(snap.step > 1 && !snap.done, () => {
    if (!registration.sending) previousStep();
  });

  const stepHeading = useRef<HTMLHeadingElement>(null);
  useStepArrival(stepHeading, snap.step);

  const Screen = screens[snap.step];
  const steps = stepsOnTheWay(snap.step, snap.otpSwitch, snap.otpSkipped);
  return (
    <Page
      title={t('register.title')}
      titleId="register-title"
      documentTitle={t('page.register')}
      appName={t('app.name')}
      layout="form"
    >
      <Stepper steps={steps.map((step) => t(stepKeys[step]))} current={steps.indexOf(snap.step)} />
      {/* On the page from the start, empty: a live region that appears already filled is often not
          read, and the step (with the pressed button) goes as the account is made. */}
      <p className={snap.done ? styles.success : 'visually-hidden'} role="status" data-testid="register-outcome">
        {snap.done ? t('register.success') : ''}
      </p>
      {snap.done ? null : (
        <>
          <h2 ref={stepHeading} tabIndex={-1} className={cx(styles.stepTitle, pageParts.arrival)}>
            {t(stepKeys[snap.step])}
          </h2>
          <Screen />
        </>
      )}
    </Page>
  );
}
