import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Link, useLocation } from 'wouter';
import { Button } from '../../ui/Button';
import { Checkbox } from '../../ui/Checkbox';
import { Page, pageParts } from '../../ui/Page';
import { PasswordField } from '../../ui/PasswordField';
import { TextField } from '../../ui/TextField';
import { signedOutThisLaunch } from '../../lib/session';
import { focusFirstInvalid } from '../../lib/focus-invalid';
import { required } from '../../lib/input';
import { usePlatform } from '../../platform';
import { hostKindOf, hostSignInState, signInWithHost } from './host';
import { HostSignInNotice } from './HostSignInNotice';
import { auth, clearLoginError, login } from './store';
import styles from './LoginPage.module.css';

/** The phone number a registration just finished with (RegisterPage leaves it in this entry's state). */
function registeredPhone(): string {
  const state: unknown = history.state;
  const phone = typeof state === 'object' && state !== null ? (state as { registeredPhone?: unknown }).registeredPhone : undefined;
  return typeof phone === 'string' ? phone : '';
}

/** Phone number and password sign-in (spec §2 Login, §5 Login rules). */
export default function LoginPage() {
  const { t } = useTranslation();
  const snap = useSnapshot(auth);
  // The form's refusal ("phone or password incorrect") is read again with either field, not only once.
  const formError = snap.error ? 'login-error' : undefined;
  const [, navigate] = useLocation();
  const [username, setUsername] = useState(registeredPhone);
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(true);
  const [touched, setTouched] = useState(false);
  const platform = usePlatform();
  const host = useSnapshot(hostSignInState);
  const hostKind = hostKindOf(platform);

  // Signed in, the login screen leaves the history: a back press from the home must not come
  // here, where the guest guard would sign the player out (spec §2).
  const enter = useCallback(() => navigate('/user', { replace: true }), [navigate]);

  // Inside Telegram or LINE, a remembered host account signs in without the password form — not
  // right after the player signed out.
  useEffect(() => {
    if (!hostKind || signedOutThisLaunch()) return;
    void signInWithHost(platform).then((signedIn) => {
      if (signedIn) enter();
    });
  }, [hostKind, platform, enter]);

  const usernameError = touched ? required(username) : null;
  const passwordError = touched ? required(password) : null;

  const typed = (set: (value: string) => void) => (value: string) => {
    set(value);
    if (auth.error) clearLoginError();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched(true);
    if (required(username) || required(password)) return focusFirstInvalid(event.currentTarget);
    if (await login({ username, password, remember })) enter();
  };

  return (
    <Page title={t('login.title')} titleId="login-title" documentTitle={t('page.login')} appName={t('app.name')} layout="form">
      <p className={pageParts.lead}>{t('login.subtitle')}</p>
      {host.trying && hostKind && (
        <p className={pageParts.lead} role="status">
          {t('hostLink.signingIn', { host: t(`hostLink.${hostKind}`) })}
        </p>
      )}
      <HostSignInNotice onSignedIn={enter} />
      <form className={pageParts.fields} onSubmit={submit} noValidate hidden={host.trying}>
        <TextField
          label={t('login.phone')}
          name="username"
          type="tel"
          numeric="integer"
          autoComplete="username"
          value={username}
          onValueChange={typed(setUsername)}
          error={usernameError ? t(usernameError) : undefined}
          aria-describedby={formError}
          required
        />
        <PasswordField
          label={t('login.password')}
          name="password"
          // Just registered, the phone is filled in: the password is what is left to type (focus had
          // gone back to "Create an account", where the player had left this screen).
          autoFocus={registeredPhone() !== ''}
          value={password}
          onValueChange={typed(setPassword)}
          error={passwordError ? t(passwordError) : undefined}
          aria-describedby={formError}
          required
        />
        <Checkbox label={t('login.remember')} checked={remember} onCheckedChange={setRemember} />
        {snap.error && (
          <p id="login-error" className={pageParts.error} role="alert">
            {t(`errors.${snap.error}`, { defaultValue: snap.error })}
          </p>
        )}
        <Button type="submit" size="lg" fullWidth loading={snap.sending}>
          {t('login.submit')}
        </Button>
      </form>
      <p className={styles.register}>
        {t('login.noAccount')}{' '}
        <Link href="/register" className={styles.link}>
          {t('login.register')}
        </Link>
      </p>
    </Page>
  );
}
