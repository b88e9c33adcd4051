import { useTranslation } from 'react-i18next';
import { useSnapshot, type Snapshot } from 'valtio';
import type { SlipRow } from '../../api/statement';
import { useOnlineAgain } from '../../lib/useOnlineAgain';
import { usePlatform } from '../../platform';
import { Amount } from '../../ui/Amount';
import { Button } from '../../ui/Button';
import type { DataTableColumn } from '../../ui/DataTable';
import { DateTime } from '../../ui/DateTime';
import { Dialog } from '../../ui/Dialog';
import { PagedTable } from '../../ui/PagedTable';
import { closeSlips, loadSlips, openSlipImage, statement } from './store';
import styles from './statement.module.css';
import { EntryStatus } from './EntryStatus';

type Row = Snapshot<SlipRow>;

const retrySlips = () => void loadSlips();

/** Uploaded slips, 10 a page (spec §2): received time, amount, status with its reason, the image. */
export function SlipDialog() {
  const { t } = useTranslation();
  const snap = useSnapshot(statement);
  const platform = usePlatform();
  const list = snap.slips;
  useOnlineAgain(snap.slipsOpen && list.failed, retrySlips);

  const columns: DataTableColumn<Row>[] = [
    { key: 'createdAt', header: t('statement.slips.received'), render: (row) => <DateTime value={row.createdAt} /> },
    {
      key: 'amount',
      header: t('statement.slips.amount'),
      align: 'end',
      render: (row) =>
        row.amount > 0 ? (
          <Amount value={row.amount} />
        ) : (
          // Read as "no amount", not "dash" (a span's aria-label is not read by every screen reader).
          <>
            <span aria-hidden="true">-</span>
            <span className="visually-hidden">{t('statement.slips.noAmount')}</span>
          </>
        ),
    },
    {
      key: 'status',
      header: t('statement.slips.status'),
      render: (row) => (
        <EntryStatus status={row.status} reason={row.status === 'FAILED' && row.note ? t(`slipReason.${row.note}`) : undefined} />
      ),
    },
    {
      key: 'image',
      header: t('statement.slips.image'),
      render: (row) => {
        const opening = snap.openingSlip === row.reference;
        return (
          <button
            type="button"
            className={`${styles.link} touch-area`}
            aria-busy={opening || undefined}
            aria-label={opening ? t('statement.slips.opening') : undefined}
            onClick={() => void openSlipImage(row.reference, platform.openExternal)}
          >
            {t('statement.slips.view')}
          </button>
        );
      },
    },
  ];

  return (
    <Dialog open={snap.slipsOpen} title={t('statement.slips.title')} onClose={closeSlips}>
      <div className={styles.slips}>
        {/* Nothing came (offline, say): said so, with Retry — never "no slips uploaded" over slips that exist. */}
        <PagedTable
          caption={t('statement.slips.caption')}
          hideCaption
          columns={columns}
          list={list}
          rowKey={(row) => row.reference}
          keepRows
          empty={t('statement.slips.empty')}
          failedTitle={t('statement.slips.loadFailed')}
          onRetry={retrySlips}
          onPage={(page) => void loadSlips(page)}
          toolbar={
            <Button variant="ghost" size="sm" icon="refresh" loading={list.loading} onClick={() => void loadSlips(list.page)}>
              {t('statement.slips.refresh')}
            </Button>
          }
        />
      </div>
    </Dialog>
  );
}
