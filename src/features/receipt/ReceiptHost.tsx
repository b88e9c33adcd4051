import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { usePlatform, useHostButtons } from '../../platform';
import { Dialog } from '../../ui/Dialog';
import { Receipt } from '../../ui/Receipt';
import { StatusBadge } from '../../ui/StatusBadge';
import { closeReceipt, receipts } from './store';

/**
 * The receipt shown with `showReceipt()` (issue 18.4), over whatever member screen claimed the
 * money: Done (the host's main button in Telegram) or on to the same entry in the statement.
 */
export default function ReceiptHost() {
  const { t } = useTranslation();
  const platform = usePlatform();
  const [, navigate] = useLocation();
  const { shown } = useSnapshot(receipts);
  const native = useHostButtons(shown ? { text: t('ui.receipt.done'), onClick: closeReceipt } : null);
  return (
    <Dialog open={shown !== null} title={t('receipt.open')} onClose={closeReceipt}>
      {shown && (
        <Receipt
          title={shown.title}
          amount={shown.amount}
          type={shown.type}
          status={<StatusBadge tone="success" label={t('statement.status.success')} />}
          reference={shown.receipt.reference}
          time={shown.receipt.createdAt}
          lines={shown.lines}
          balances={shown.balances}
          copy={(value) => platform.copy(value)}
          onDone={closeReceipt}
          doneInHost={native.main}
          onStatement={() => {
            const reference = shown.receipt.reference;
            closeReceipt();
            navigate(`/user/statement?receipt=${reference}`);
          }}
        />
      )}
    </Dialog>
  );
}
