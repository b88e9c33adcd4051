import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { Snapshot } from 'valtio';
import type { StatementEntry } from '../../api/statement';
import { usePlatform, useHostButtons } from '../../platform';
import { Dialog } from '../../ui/Dialog';
import { HtmlContent } from '../../ui/HtmlContent';
import { Receipt } from '../../ui/Receipt';
import { outcomeOf } from '../../ui/StatusBadge';
import { EntryStatus } from './EntryStatus';
import { entryDescription } from './StatementEntryItem';
import { useActivityLine } from './activity';
import { refreshShownEntries } from './store';
import styles from './statement.module.css';

export interface EntryReceiptDialogProps {
  /** The entry whose receipt is open (it has a reference), or null. */
  entry: Snapshot<StatementEntry> | null;
  onClose: () => void;
}

/**
 * A statement entry's receipt (issue 18.3/18.4): the same reference the action's own receipt
 * showed, its time and its current status — a withdrawal's receipt turns "success" once paid,
 * while it is open: it shows its line, which the statement asks for again every few seconds while
 * it waits (StatementPage), and once more the moment a waiting one is opened.
 */
export function EntryReceiptDialog({ entry, onClose }: EntryReceiptDialogProps) {
  const { t } = useTranslation();
  const platform = usePlatform();
  const activity = useActivityLine();
  const description = entry ? entryDescription(entry) : undefined;
  const waiting = entry?.reference && outcomeOf(entry.status) === 'pending' ? entry.reference : null;
  useEffect(() => {
    if (waiting) void refreshShownEntries();
  }, [waiting]);
  // Done on the host's main button in Telegram, as on the receipts the money sheets show.
  const native = useHostButtons(entry?.reference ? { text: t('ui.receipt.done'), onClick: onClose } : null);
  return (
    <Dialog open={entry !== null} title={t('receipt.open')} onClose={onClose}>
      {entry?.reference && (
        <Receipt
          title={activity(entry)}
          amount={entry.amount}
          type={entry.statementType}
          tone={outcomeOf(entry.status)}
          status={
            <>
              <EntryStatus status={entry.status} />
              {/* Where a refused withdrawal's money is, as its own receipt says (withdraw/WithdrawReceipt). */}
              {entry.statementType === 'withdraw' && outcomeOf(entry.status) === 'failed' && (
                <p className={styles.note}>{t('receipt.withdrawRefused')}</p>
              )}
            </>
          }
          reference={entry.reference}
          time={entry.createdAt}
          lines={description ? [{ label: t(`statement.type.${entry.statementType}`), value: <HtmlContent as="span" html={description} /> }] : []}
          copy={(value) => platform.copy(value)}
          onDone={onClose}
          doneInHost={native.main}
        />
      )}
    </Dialog>
  );
}
