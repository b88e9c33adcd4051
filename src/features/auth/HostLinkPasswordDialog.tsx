import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { focusFirstInvalid } from '../../lib/focus-invalid';
import { usePlatform } from '../../platform';
import { Dialog, SubmitOrCancel } from '../../ui/Dialog';
import { PasswordField } from '../../ui/PasswordField';
import { toast } from '../notify/store';
import { hostKindOf, hostSignInState } from './host';
import { closeHostLinkAsk, hostLinkAsk, linkHostAccount } from './host-link';
import styles from './HostLinks.module.css';

/**
 * "Remember" asked past a session's first minutes: the server wants the password with the host's
 * proof (a phone left signed in must not let someone link their own Telegram or LINE account).
 */
export function HostLinkPasswordDialog() {
  const { t } = useTranslation();
  const platform = usePlatform();
  const ask = useSnapshot(hostLinkAsk);
  const { linking } = useSnapshot(hostSignInState);
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  const kind = hostKindOf(platform);
  const host = kind ? t(`hostLink.${kind}`) : '';
  // A link the server would not make, from here or from the offer and profile cards: said once.
  useEffect(() => {
    if (!ask.refused) return;
    toast(t(`hostLinkAsk.${ask.refused}`, { host }), 'error');
    hostLinkAsk.refused = null;
  }, [ask.refused, host, t]);
  if (!kind) return null;
  const close = () => {
    setPassword('');
    setMissing(false);
    closeHostLinkAsk();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (linking) return;
    if (!password) {
      setMissing(true);
      focusFirstInvalid(form);
      return;
    }
    if (await linkHostAccount(platform, password)) {
      setPassword('');
      platform.haptic('success');
      toast(t('hostLink.linked', { host }), 'success');
    } else focusFirstInvalid(form);
  };

  return (
    <Dialog open={ask.open} title={t('hostLinkAsk.title')} onClose={close} dismissible={!linking}>
      <form className={styles.askForm} onSubmit={(event) => void submit(event)} noValidate>
        <p className={styles.text}>{t('hostLinkAsk.text', { host })}</p>
        <PasswordField
          label={t('profile.passwordForBank')}
          value={password}
          onValueChange={(value) => {
            setPassword(value);
            setMissing(false);
            hostLinkAsk.wrong = false;
          }}
          autoComplete="current-password"
          error={missing ? t('validation.required') : ask.wrong ? t('errors.WRONG_PASSWORD') : undefined}
          required
          // The dialog is there to take the password: its field has the focus (and the keyboard) at once.
          data-autofocus
        />
        <SubmitOrCancel submitLabel={t('hostLink.remember')} cancelLabel={t('common.cancel')} busy={linking} onCancel={close} />
      </form>
    </Dialog>
  );
}
