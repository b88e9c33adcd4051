import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import type { RefundRow } from '../../api/refund';
import { Amount } from '../../ui/Amount';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import type { DataTableColumn } from '../../ui/DataTable';
import { DateTime } from '../../ui/DateTime';
import { Dialog } from '../../ui/Dialog';
import { LoadFailed } from '../../ui/EmptyState';
import { HtmlContent } from '../../ui/HtmlContent';
import { PagedTable } from '../../ui/PagedTable';
import { useOnlineAgain } from '../../lib/useOnlineAgain';
import { showReward } from '../receipt/store';
import { onWalletChange } from '../wallet/store';
import { addRefundToWallet, loadRefundCheck, loadRefunds, receiveRefund, refund } from './store';
import styles from './refund.module.css';

const checkAgain = () => void loadRefundCheck();

/** Asks again what did not come: the check, the history, or both. */
const retryRefund = () => {
  if (refund.checkFailed) void loadRefundCheck();
  if (refund.list.failed) void loadRefunds();
};

export interface RefundDialogProps {
  open: boolean;
  /** `true` after the refund moved into the wallet (the wallet is then reloaded). */
  onClose: (result: boolean) => void;
}

/** Refund of losses: the check, receive, add to wallet and the log, 10 a page (spec §2, §4 Refund). */
export default function RefundDialog({ open, onClose }: RefundDialogProps) {
  const { t } = useTranslation();
  const snap = useSnapshot(refund);
  const [confirming, setConfirming] = useState(false);
  const [added, setAdded] = useState(false);
  // Received, its button turns off: focus goes on to "Add to wallet", the next step, once it is on.
  const addButton = useRef<HTMLButtonElement & HTMLAnchorElement>(null);
  const [received, setReceived] = useState(false);
  const addable = Boolean(snap.check && snap.check.balance > 0) && !snap.receiving;
  useEffect(() => {
    if (!received || !addable) return;
    addButton.current?.focus();
    setReceived(false);
  }, [received, addable]);

  useEffect(() => {
    if (!open) return;
    refund.message = null;
    void loadRefundCheck();
    void loadRefunds(1);
  }, [open]);

  // A round landing while it is open (the live push reloads the wallet) changes what can be received:
  // the check is read again, its figure shown until the new one comes.
  useEffect(() => (open ? onWalletChange(checkAgain) : undefined), [open]);

  const list = snap.list;
  useOnlineAgain(open && (list.failed || snap.checkFailed), retryRefund);
  const check = snap.check;
  const held = Boolean(check?.bonus);
  // Nothing received yet: "Add to wallet" is off, and the sheet says the order of the two steps.
  const nothingReceived = check !== null && !(check.balance > 0);

  const confirm = async (yes: boolean) => {
    // What is added is the received balance the dialog showed (the reply carries the wallet after).
    const amount = refund.check?.balance ?? 0;
    const reply = yes ? await addRefundToWallet() : null;
    setConfirming(false);
    if (!reply) return;
    setAdded(true);
    onClose(true);
    showReward({ title: t('receipt.refund'), amount, reply, lines: [], walletLabel: t('transfer.wallet') });
  };

  const columns: DataTableColumn<RefundRow>[] = [
    { key: 'refundAmount', header: t('refund.amount'), align: 'end', render: (row) => <Amount value={row.refundAmount} /> },
    { key: 'createdAt', header: t('refund.date'), render: (row) => <DateTime value={row.createdAt} /> },
  ];

  return (
    <Dialog<boolean>
      open={open}
      title={t('refund.title')}
      dismissible={!snap.receiving && !snap.adding}
      onClose={() => onClose(added)}
    >
      <div className={styles.body}>
        <section className={styles.check} aria-busy={snap.checking || undefined} aria-label={t('refund.checkLabel')}>
          {snap.checkFailed && !snap.checking ? (
            <LoadFailed title={t('refund.checkFailed')} headingLevel={3} onRetry={retryRefund} />
          ) : check?.result ? (
            <>
              <span className={styles.muted}>{t('refund.available')}</span>
              <Amount value={check.refundAmount} size="lg" />
            </>
          ) : (
            <p className={styles.muted}>{snap.checking && !check ? t('refund.checking') : t('refund.none')}</p>
          )}
          {check && check.balance > 0 && (
            <p className={styles.balance}>
              <span className={styles.muted}>{t('refund.received')}</span> <Amount value={check.balance} />
            </p>
          )}
          {check?.info && <HtmlContent html={check.info} className={styles.info} />}
          {held && (
            <p id="refund-blocked" className={styles.warning} role="note">
              {t('refund.conditions')}
            </p>
          )}
          {snap.message && (
            <p className={styles.success} role="status">
              {t(`errors.${snap.message}`, { defaultValue: snap.message })}
            </p>
          )}
          <div className={styles.actions}>
            {/* Issue 18: with a bonus held the button is off from the start and names its reason. */}
            {/* The step there is to take is the primary one: Receive while a refund is on offer, then Add. */}
            <Button
              variant={check?.result && !held ? 'primary' : 'secondary'}
              disabled={!check?.result || held}
              aria-describedby={held ? 'refund-blocked' : undefined}
              loading={snap.receiving}
              onClick={() => void receiveRefund().then(setReceived)}
            >
              {t('refund.receive')}
            </Button>
            <Button
              ref={addButton}
              variant={check?.result && !held ? 'secondary' : 'primary'}
              loading={snap.adding}
              disabled={snap.receiving || !(check && check.balance > 0)}
              aria-describedby={nothingReceived ? 'refund-steps' : undefined}
              onClick={() => setConfirming(true)}
            >
              {t('refund.addToWallet')}
            </Button>
          </div>
          {nothingReceived && (
            <p id="refund-steps" className={styles.muted}>
              {t('refund.steps')}
            </p>
          )}
        </section>
        {/* Nothing came (offline, say): said so — never "no refunds yet"; the check's Retry, when it failed too, asks for both. */}
        <PagedTable
          caption={t('refund.log')}
          columns={columns}
          list={list}
          rowKey={(row) => row._id ?? `${row.createdAt}-${row.refundAmount}`}
          empty={t('refund.empty')}
          failedTitle={t('refund.loadFailed')}
          onRetry={snap.checkFailed && !snap.checking ? undefined : retryRefund}
          onPage={(page) => void loadRefunds(page)}
        />
      </div>
      <ConfirmDialog
        open={confirming}
        title={t('refund.confirmTitle')}
        message={t('refund.confirmText')}
        busy={snap.adding}
        onClose={(yes) => void confirm(yes)}
      />
    </Dialog>
  );
}
