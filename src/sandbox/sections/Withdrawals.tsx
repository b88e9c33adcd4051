import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SandboxPendingWithdrawal } from '../../api/sandbox-contract';
import { Button, DataTable } from '../../ui';
import { sandboxApi } from '../api';
import { Section, money, time, useAction, type Notice } from '../section';
import styles from '../SandboxConsole.module.css';

/** Withdrawals waiting for the bank: approve (paid) or reject (refunded to the wallet). */
export function Withdrawals({ withdrawals, reload }: { withdrawals: SandboxPendingWithdrawal[]; reload: () => Promise<void> }) {
  const { t } = useTranslation();
  const [notice, setNotice] = useState<Notice>(null);
  const { busy, run } = useAction(setNotice);
  const decide = (w: SandboxPendingWithdrawal, decision: 'approve' | 'reject') =>
    void run(
      `${decision}-${w.id}`,
      async () => {
        await sandboxApi.decideWithdrawal(w.id, decision);
        return t(decision === 'approve' ? 'sandbox.withdrawals.approved' : 'sandbox.withdrawals.rejected');
      },
      reload,
    );
  return (
    <Section id="withdrawals" title={t('sandbox.withdrawals.title')} notice={notice}>
      <DataTable
        caption={t('sandbox.withdrawals.title')}
        hideCaption
        rows={withdrawals}
        rowKey={(w) => w.id}
        empty={t('sandbox.empty')}
        columns={[
          { key: 'username', header: t('sandbox.qr.member') },
          { key: 'amount', header: t('sandbox.withdrawals.amount'), align: 'end', render: (w) => `${money(w.amount)} ${w.currency}` },
          { key: 'payee', header: t('sandbox.withdrawals.payee'), render: (w) => `${w.bankCode} ${w.bankAccountNo}` },
          { key: 'createdAt', header: t('sandbox.withdrawals.requested'), render: (w) => time(w.createdAt) },
          {
            key: 'decide',
            header: t('sandbox.withdrawals.approve'),
            render: (w) => (
              <span className={styles.rowActions}>
                <Button size="sm" loading={busy === `approve-${w.id}`} aria-label={`${t('sandbox.withdrawals.approve')} ${w.username} ${money(w.amount)}`} onClick={() => decide(w, 'approve')}>
                  {t('sandbox.withdrawals.approve')}
                </Button>
                <Button size="sm" variant="danger" loading={busy === `reject-${w.id}`} aria-label={`${t('sandbox.withdrawals.reject')} ${w.username} ${money(w.amount)}`} onClick={() => decide(w, 'reject')}>
                  {t('sandbox.withdrawals.reject')}
                </Button>
              </span>
            ),
          },
        ]}
      />
    </Section>
  );
}
