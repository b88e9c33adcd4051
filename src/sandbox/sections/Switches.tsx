import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type SandboxSettingsReply } from '../../api/contract';
import { Checkbox } from '../../ui';
import { sandboxApi, type SettingsSwitch } from '../api';
import { Section, useAction, type Notice } from '../section';
import styles from '../SandboxConsole.module.css';

const SWITCHES: SettingsSwitch[] = ['registerOTP', 'enableChatWidget', 'terminated'];

/** The site switches players see: registration OTP, the live chat widget, a terminated site. */
export function Switches() {
  const { t } = useTranslation();
  const [notice, setNotice] = useState<Notice>(null);
  const { busy, run } = useAction(setNotice);
  const [settings, setSettings] = useState<SandboxSettingsReply | null>(null);
  useEffect(() => {
    void run('load', async () => setSettings(await sandboxApi.settings()));
  }, [run]);
  return (
    <Section id="settings" title={t('sandbox.settings.title')} notice={notice}>
      <div className={styles.switches}>
        {SWITCHES.map((key) => (
          <Checkbox
            key={key}
            label={t(`sandbox.settings.${key}`)}
            checked={settings?.[key] ?? false}
            disabled={!settings || busy !== null}
            onCheckedChange={(checked) => void run(key, async () => setSettings(await sandboxApi.settings({ [key]: checked })))}
          />
        ))}
      </div>
    </Section>
  );
}
