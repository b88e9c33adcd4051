import { useTranslation } from 'react-i18next';
import { useSnapshot, type Snapshot } from 'valtio';
import type { SlipRow } from '../../api/statement';
import { useOnlineAgain } from '../../lib/useOnlineAgain';
import { usePlatform } from '../../platform';
import { Amount } from '../../ui/Amount';
import { Button } from '../../ui/Button';
import { DataTable, type DataTableColumn } from '../../ui/DataTable';
import { DateTime } from '../../ui/DateTime';
import { Dialog } from '../../ui/Dialog';
import { LoadFailed } from '../../ui/EmptyState';
import { Pagination } from '../../ui/Pagination';
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
  // While Retry's load runs, the table's loading row shows rather than the failure it may undo.
  const failed = list.failed && !list.loading;

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
        {failed ? (
          <LoadFailed title={t('statement.slips.loadFailed')} headingLevel={3} onRetry={retrySlips} />
        ) : (
          <>
            <Button variant="ghost" size="sm" icon="refresh" loading={list.loading} onClick={() => void loadSlips(list.page)}>
              {t('statement.slips.refresh')}
            </Button>
            <DataTable
              caption={t('statement.slips.caption')}
              hideCaption
              columns={columns}
              rows={list.rows}
              rowKey={(row) => row.reference}
              loading={list.loading && list.rows.length === 0}
              empty={t('statement.slips.empty')}
            />
          </>
        )}
        <Pagination page={list.page} total={list.total} disabled={list.loading} onChange={(page) => void loadSlips(page)} />
      </div>
    </Dialog>
  );
}
