import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SandboxPendingQr } from '../../api/sandbox-contract';
import { Button, DataTable } from '../../ui';
import { sandboxApi } from '../api';
import { Section, money, time, useAction, type Notice } from '../section';

/** QR deposits waiting for the bank: pay one, as the player's bank would. */
export function QrCodes({ qrcodes, reload }: { qrcodes: SandboxPendingQr[]; reload: () => Promise<void> }) {
  const { t } = useTranslation();
  const [notice, setNotice] = useState<Notice>(null);
  const { busy, run } = useAction(setNotice);
  return (
    <Section id="qrcodes" title={t('sandbox.qr.title')} notice={notice}>
      <DataTable
        caption={t('sandbox.qr.title')}
        hideCaption
        rows={qrcodes}
        rowKey={(q) => q.qrcodeId}
        empty={t('sandbox.empty')}
        columns={[
          { key: 'username', header: t('sandbox.qr.member') },
          { key: 'provider', header: t('sandbox.qr.provider') },
          { key: 'amount', header: t('sandbox.qr.amount'), align: 'end', render: (q) => money(q.amount) },
          { key: 'expireIn', header: t('sandbox.qr.expires'), render: (q) => time(q.expireIn) },
          {
            key: 'pay',
            header: t('sandbox.qr.pay'),
            render: (q) => (
              <Button
                size="sm"
                loading={busy === q.qrcodeId}
                aria-label={`${t('sandbox.qr.pay')} ${q.username} ${money(q.amount)}`}
                onClick={() =>
                  void run(q.qrcodeId, async () => t('sandbox.qr.paid', { amount: money((await sandboxApi.payQr(q.qrcodeId)).wallet.amount) }), reload)
                }
              >
                {t('sandbox.qr.pay')}
              </Button>
            ),
          },
        ]}
      />
    </Section>
  );
}
