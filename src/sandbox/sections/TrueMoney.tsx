import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TruelinkReason } from '../../api/contract';
import type { SandboxPendingTruelink } from '../../api/sandbox-contract';
import { Button, DataTable, Select, TextField } from '../../ui';
import { sandboxApi } from '../api';
import { Section, money, time, useAction, type Notice } from '../section';
import styles from '../SandboxConsole.module.css';

/** What True Money itself can answer about an envelope; an amount under the minimum is the server's call, on redeem. */
const PROVIDER_REASONS = ['EMPTIED', 'EXPIRED'] as const satisfies readonly TruelinkReason[];
type ProviderReason = (typeof PROVIDER_REASONS)[number];

/**
 * True Money gift links waiting for the wallet provider: redeem one with the envelope's amount (under
 * the link minimum the server refuses it and leaves the envelope unopened), or refuse it as emptied
 * or expired. The sender's open deposit sheet and home hear either decision.
 */
export function TrueMoney({ truelinks, reload }: { truelinks: SandboxPendingTruelink[]; reload: () => Promise<void> }) {
  const { t } = useTranslation();
  const [notice, setNotice] = useState<Notice>(null);
  const { busy, run } = useAction(setNotice);
  const [amount, setAmount] = useState('50');
  const [reason, setReason] = useState<ProviderReason>('EMPTIED');
  const redeem = async (voucher: string) => {
    const reply = await sandboxApi.redeemTruelink(voucher, Number(amount));
    return reply.status === 'SUCCESS' ? t('sandbox.truelinks.redeemed', { amount: money(reply.wallet.amount) }) : t('sandbox.truelinks.belowMinimum');
  };
  return (
    <Section id="truelinks" title={t('sandbox.truelinks.title')} notice={notice}>
      <div className={styles.fields}>
        <TextField label={t('sandbox.truelinks.amount')} numeric="decimal" value={amount} onValueChange={setAmount} />
        <Select
          label={t('sandbox.truelinks.reason')}
          value={reason}
          onValueChange={(value) => setReason(value as ProviderReason)}
          options={PROVIDER_REASONS.map((code) => ({ value: code, label: t(`truelinkReason.${code}`) }))}
        />
      </div>
      <DataTable
        caption={t('sandbox.truelinks.title')}
        hideCaption
        rows={truelinks}
        rowKey={(link) => link.voucher}
        empty={t('sandbox.empty')}
        columns={[
          { key: 'username', header: t('sandbox.qr.member') },
          { key: 'voucher', header: t('sandbox.truelinks.voucher') },
          { key: 'createdAt', header: t('sandbox.truelinks.sent'), render: (link) => time(link.createdAt) },
          {
            key: 'decide',
            header: t('sandbox.truelinks.redeem'),
            render: (link) => (
              <span className={styles.rowActions}>
                <Button
                  size="sm"
                  loading={busy === `redeem-${link.voucher}`}
                  aria-label={`${t('sandbox.truelinks.redeem')} ${link.voucher}`}
                  onClick={() => void run(`redeem-${link.voucher}`, () => redeem(link.voucher), reload)}
                >
                  {t('sandbox.truelinks.redeem')}
                </Button>
                <Button
                  size="sm"
                  variant="danger"
                  loading={busy === `refuse-${link.voucher}`}
                  aria-label={`${t('sandbox.truelinks.refuse')} ${link.voucher}`}
                  onClick={() =>
                    void run(
                      `refuse-${link.voucher}`,
                      async () => {
                        await sandboxApi.refuseTruelink(link.voucher, reason);
                        return t('sandbox.truelinks.refused');
                      },
                      reload,
                    )
                  }
                >
                  {t('sandbox.truelinks.refuse')}
                </Button>
              </span>
            ),
          },
        ]}
      />
    </Section>
  );
}
