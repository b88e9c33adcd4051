import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SandboxMember } from '../../api/sandbox-contract';
import { Button, DataTable } from '../../ui';
import { sandboxApi } from '../api';
import { Section, money, useAction, type Notice } from '../section';
import styles from '../SandboxConsole.module.css';

/** Every member with the wallet balance; opens the app as that member inside Telegram or LINE (signed launch data). */
export function Members({ members, reload }: { members: SandboxMember[]; reload: () => Promise<void> }) {
  const { t } = useTranslation();
  const [notice, setNotice] = useState<Notice>(null);
  const { busy, run } = useAction(setNotice);
  const open = (kind: 'telegram' | 'line', member: SandboxMember) => {
    // Opened before the request, while the click still counts as a user gesture (popup blockers).
    const win = window.open('', '_blank');
    void run(`${kind}-${member.id}`, async () => {
      const { path } = await sandboxApi.launch(kind, member.id);
      if (win) win.location.href = path;
      else window.location.href = path;
      return t('sandbox.members.opened', { host: kind === 'telegram' ? 'Telegram' : 'LINE', phone: member.username });
    });
  };
  return (
    <Section
      id="members"
      title={t('sandbox.members.title')}
      notice={notice}
      actions={
        <Button variant="ghost" size="sm" icon="refresh" onClick={() => void reload()}>
          {t('sandbox.refresh')}
        </Button>
      }
    >
      <DataTable
        caption={t('sandbox.members.title')}
        hideCaption
        rows={members}
        rowKey={(m) => m.id}
        empty={t('sandbox.empty')}
        columns={[
          { key: 'username', header: t('sandbox.members.phone') },
          { key: 'name', header: t('sandbox.members.name') },
          { key: 'wallet', header: t('sandbox.members.wallet'), align: 'end', render: (m) => money(m.wallet) },
          {
            key: 'open',
            header: t('sandbox.members.open'),
            render: (m) => (
              <span className={styles.rowActions}>
                <Button size="sm" variant="secondary" loading={busy === `telegram-${m.id}`} onClick={() => open('telegram', m)} aria-label={`${t('sandbox.members.openTelegram')} ${m.username}`}>
                  {t('sandbox.members.openTelegram')}
                </Button>
                <Button size="sm" variant="secondary" loading={busy === `line-${m.id}`} onClick={() => open('line', m)} aria-label={`${t('sandbox.members.openLine')} ${m.username}`}>
                  {t('sandbox.members.openLine')}
                </Button>
              </span>
            ),
          },
        ]}
      />
    </Section>
  );
}
