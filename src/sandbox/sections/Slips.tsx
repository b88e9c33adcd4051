import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SLIP_REASONS, type SlipReason } from '../../api/contract';
import type { SandboxPendingSlip } from '../../api/sandbox-contract';
import { Button, DataTable, Select, TextField } from '../../ui';
import { sandboxApi } from '../api';
import { Section, money, useAction, type Notice } from '../section';
import styles from '../SandboxConsole.module.css';

/** Uploaded slips waiting for a decision: approve with an amount, or reject with a §5 reason. */
export function Slips({ slips, reload }: { slips: SandboxPendingSlip[]; reload: () => Promise<void> }) {
  const { t } = useTranslation();
  const [notice, setNotice] = useState<Notice>(null);
  const { busy, run } = useAction(setNotice);
  const [amount, setAmount] = useState('100');
  const [reason, setReason] = useState<SlipReason>('INVALID_SLIP');
  return (
    <Section id="slips" title={t('sandbox.slips.title')} notice={notice}>
      <div className={styles.fields}>
        <TextField label={t('sandbox.slips.amount')} numeric="decimal" value={amount} onValueChange={setAmount} />
        <Select
          label={t('sandbox.slips.reason')}
          value={reason}
          onValueChange={(value) => setReason(value as SlipReason)}
          options={SLIP_REASONS.map((code) => ({ value: code, label: t(`slipReason.${code}`) }))}
        />
      </div>
      <DataTable
        caption={t('sandbox.slips.title')}
        hideCaption
        rows={slips}
        rowKey={(s) => s.reference}
        empty={t('sandbox.empty')}
        columns={[
          { key: 'username', header: t('sandbox.qr.member') },
          { key: 'reference', header: t('sandbox.slips.reference') },
          {
            key: 'link',
            header: t('sandbox.slips.picture'),
            render: (s) => (
              <a href={s.link} target="_blank" rel="noreferrer" className={styles.link}>
                {t('sandbox.slips.view')}
              </a>
            ),
          },
          {
            key: 'decide',
            header: t('sandbox.slips.approve'),
            render: (s) => (
              <span className={styles.rowActions}>
                <Button
                  size="sm"
                  loading={busy === `approve-${s.reference}`}
                  onClick={() =>
                    void run(
                      `approve-${s.reference}`,
                      async () => t('sandbox.slips.approved', { amount: money((await sandboxApi.approveSlip(s.reference, Number(amount))).wallet.amount) }),
                      reload,
                    )
                  }
                >
                  {t('sandbox.slips.approve')}
                </Button>
                <Button
                  size="sm"
                  variant="danger"
                  loading={busy === `reject-${s.reference}`}
                  onClick={() =>
                    void run(
                      `reject-${s.reference}`,
                      async () => {
                        await sandboxApi.rejectSlip(s.reference, reason);
                        return t('sandbox.slips.rejected');
                      },
                      reload,
                    )
                  }
                >
                  {t('sandbox.slips.reject')}
                </Button>
              </span>
            ),
          },
        ]}
      />
    </Section>
  );
}
