import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, TextField } from '../../ui';
import { sandboxApi } from '../api';
import { Section, useAction, type Notice } from '../section';
import styles from '../SandboxConsole.module.css';

/** Reads the OTP sent to a phone (the sandbox SMS). */
export function Otp() {
  const { t } = useTranslation();
  const [notice, setNotice] = useState<Notice>(null);
  const { busy, run } = useAction(setNotice);
  const [phone, setPhone] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run('otp', async () => t('sandbox.otp.code', { code: (await sandboxApi.otpOf(phone.trim())).otpCode }));
  };
  return (
    <Section id="otp" title={t('sandbox.otp.title')} notice={notice}>
      <form className={styles.fields} onSubmit={submit}>
        <TextField label={t('sandbox.otp.phone')} numeric="integer" value={phone} onValueChange={setPhone} required />
        <Button type="submit" loading={busy === 'otp'}>
          {t('sandbox.otp.show')}
        </Button>
      </form>
    </Section>
  );
}
