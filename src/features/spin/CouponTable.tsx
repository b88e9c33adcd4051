import { useTranslation } from 'react-i18next';
import { useSnapshot, type Snapshot } from 'valtio';
import type { Coupon } from '../../api/spin';
import { limits } from '../../lib/constants';
import { Amount } from '../../ui/Amount';
import { Button } from '../../ui/Button';
import type { DataTableColumn } from '../../ui/DataTable';
import { pageParts } from '../../ui/Page';
import { PagedTable } from '../../ui/PagedTable';
import { bonus } from '../bonus/store';
import { openClaim, retryWheel, setCouponPage, spin } from './store';
import styles from './spin.module.css';

type Row = Snapshot<Coupon> & { index: number };

/** The coupons, 3 a page (spec §2, §9): index, prize label and name, amount, and claim. */
export function CouponTable() {
  const { t } = useTranslation();
  const snap = useSnapshot(spin);
  // Issue 18: a held bonus blocks claims (the server answers BONUS_REMAINING); say so before the tap.
  const held = useSnapshot(bonus).active;
  const blocked = held?.status === true;
  const size = limits.couponPageSize;
  const pageCount = Math.max(1, Math.ceil(snap.coupons.length / size));
  const page = Math.min(snap.couponPage, pageCount);
  const rows: Row[] = snap.coupons
    .slice((page - 1) * size, page * size)
    .map((c, i) => ({ ...c, index: (page - 1) * size + i + 1 }));

  const columns: DataTableColumn<Row>[] = [
    { key: 'index', header: t('spin.coupons.index'), align: 'center', render: (row) => row.index },
    {
      key: 'prize',
      header: t('spin.coupons.prize'),
      render: (row) => (
        <span className={styles.prizeCell}>
          <strong>{row.prize.label}</strong> <span className={pageParts.muted}>{row.prize.name}</span>
        </span>
      ),
    },
    { key: 'amount', header: t('spin.coupons.amount'), align: 'end', render: (row) => <Amount value={row.amount} /> },
    {
      key: 'claim',
      header: t('spin.coupons.claim'),
      align: 'center',
      render: (row) =>
        row.status === 'CLAIMABLE' ? (
          <Button
            size="sm"
            disabled={blocked}
            aria-describedby={blocked ? 'spin-coupons-blocked' : undefined}
            onClick={() => openClaim(spin.coupons.find((c) => c._id === row._id) ?? (row as Coupon))}
          >
            {t('spin.coupons.claim')}
            <span className="visually-hidden"> {t('spin.coupons.which', { label: row.prize.label, index: row.index })}</span>
          </Button>
        ) : (
          <span className={styles.couponStatus} data-status={row.status}>
            {t(`spin.coupons.status.${row.status}`)}
          </span>
        ),
    },
  ];

  return (
    <section className={styles.coupons} aria-labelledby="spin-coupons-title">
      <h2 id="spin-coupons-title" className={pageParts.sectionTitle}>
        {t('spin.coupons.title')}
      </h2>
      {blocked && (
        <p id="spin-coupons-blocked" className={styles.blocked} role="note">
          {t('spin.coupons.blockedByBonus', { code: held.code ?? '' })}
        </p>
      )}
      <PagedTable
        caption={t('spin.coupons.title')}
        hideCaption
        columns={columns}
        list={{ page, rows, total: snap.coupons.length, loading: !snap.couponsLoaded, failed: snap.couponsLoaded && snap.couponsFailed }}
        pageSize={size}
        rowKey={(row) => row._id}
        empty={t('spin.coupons.empty')}
        failedTitle={t('spin.coupons.loadFailed')}
        onRetry={retryWheel}
        onPage={setCouponPage}
      />
    </section>
  );
}
