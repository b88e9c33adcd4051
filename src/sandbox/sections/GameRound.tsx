import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SandboxMember } from '../../api/sandbox-contract';
import { Button, Select, TextField } from '../../ui';
import { sandboxApi } from '../api';
import { Section, money, useAction, type Notice } from '../section';
import styles from '../SandboxConsole.module.css';

/** Plays a won or lost round on a member's game account, as the game provider would. */
export function GameRound({ members, reload }: { members: SandboxMember[]; reload: () => Promise<void> }) {
  const { t } = useTranslation();
  const [notice, setNotice] = useState<Notice>(null);
  const { busy, run } = useAction(setNotice);
  const accounts = members.flatMap((m) => m.games.map((g) => ({ value: `${g.code}|${g.username}`, label: `${m.username} · ${g.code} (${g.username})` })));
  const [account, setAccount] = useState('');
  const [delta, setDelta] = useState('50');
  const chosen = account || accounts[0]?.value || '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const [code, username] = chosen.split('|') as [string, string];
    void run('round', async () => t('sandbox.round.result', { amount: money((await sandboxApi.gameRound(code, username, Number(delta))).amount) }), reload);
  };
  return (
    <Section id="round" title={t('sandbox.round.title')} notice={notice}>
      <form className={styles.fields} onSubmit={submit}>
        <Select label={t('sandbox.round.account')} value={chosen} onValueChange={setAccount} options={accounts} required />
        <TextField label={t('sandbox.round.delta')} value={delta} onValueChange={setDelta} inputMode="decimal" pattern="-?[0-9]+(\.[0-9]{1,2})?" required />
        <Button type="submit" loading={busy === 'round'} disabled={!chosen}>
          {t('sandbox.round.submit')}
        </Button>
      </form>
    </Section>
  );
}
