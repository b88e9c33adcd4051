import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useLocation, useSearch } from 'wouter';
import { decisionPollMs } from '../../lib/constants';
import { useOnlineAgain } from '../../lib/useOnlineAgain';
import { Button } from '../../ui/Button';
import { EmptyState, LoadFailed } from '../../ui/EmptyState';
import { Icon } from '../../ui/Icon';
import { Pagination } from '../../ui/Pagination';
import { Page } from '../../ui/Page';
import { outcomeOf } from '../../ui/StatusBadge';
import { EntryReceiptDialog } from './EntryReceiptDialog';
import { SlipDialog } from './SlipDialog';
import { StatementEntryItem, StatementSkeleton } from './StatementEntryItem';
import { toast } from '../notify/store';
import { ensureWallet } from '../wallet/store';
import { loadStatement, openSlips, refreshShownEntries, statement } from './store';
import styles from './statement.module.css';

export interface StatementPageProps {
  /** Clock for the relative times (stories pin it so screenshots are stable). */
  now?: number;
}

/** The page `?page=N` keeps (2 and up; anything else is page 1). */
function keptPage(search: string): number {
  const page = Number(new URLSearchParams(search).get('page'));
  return Number.isSafeInteger(page) && page > 1 ? page : 1;
}

const retryStatement = () => void loadStatement();

/** A page turned from the pager at the list's foot starts at its first entry, not at the foot of the next. */
function turnTo(page: number): void {
  void loadStatement(page);
  window.scrollTo({ top: 0 });
}

/** The statement, 10 a page, and the slip dialog (spec §2 Statement). */
export default function StatementPage({ now }: StatementPageProps) {
  const { t } = useTranslation();
  const snap = useSnapshot(statement);
  const list = snap.entries;
  const search = useSearch();
  const [location, navigate] = useLocation();
  // A reload (Telegram's included) comes back to the page the player had turned to.
  const [firstPage] = useState(() => keptPage(search));
  useEffect(() => void loadStatement(firstPage), [firstPage]);
  // The page turned to is written into the link, replaced rather than pushed: back leaves the
  // statement, as the host's back button does, instead of walking through its pages. Read from the
  // store, not this render's snapshot: on the first run it already holds the page just asked for.
  useEffect(() => {
    const page = statement.entries.page;
    if (new URLSearchParams(search).has('receipt') || keptPage(search) === page) return;
    navigate(page > 1 ? `${location}?page=${page}` : location, { replace: true });
  }, [list.page, search, location, navigate]);
  useOnlineAgain(list.failed, retryStatement);
  // A line still waiting on a decision is asked for again every few seconds, quietly, until decided
  // (an open receipt shows its line, so it follows too).
  const waiting = list.rows.some((row) => outcomeOf(row.status) === 'pending');
  useEffect(() => {
    if (!waiting) return undefined;
    const timer = window.setInterval(() => void refreshShownEntries(), decisionPollMs);
    return () => window.clearInterval(timer);
  }, [waiting]);
  // Opened straight at the statement (a reload, a receipt link), the home's wallet was never read:
  // read it for the games' names the lines show (activity.tsx).
  useEffect(ensureWallet, []);
  // `?receipt=TX…` (from an action's receipt) opens that entry's receipt once the page has it.
  const [chosen, setChosen] = useState<string | null>(null);
  // The query is taken once and dropped from the URL, so the receipt is a sheet like any other:
  // back closes it, and no entry in history opens it again.
  const [linked, setLinked] = useState<string | null>(null);
  useEffect(() => {
    const asked = new URLSearchParams(search).get('receipt');
    if (asked === null) return;
    navigate(location, { replace: true });
    // Only a receipt reference (TX and its digits) is looked for; anything else in the link is dropped.
    if (!/^TX\d{8,}$/.test(asked)) return;
    setChosen(asked);
    setLinked(asked);
  }, [search, location, navigate]);
  // A linked receipt that the first page turns out not to hold (an older entry, or none) is said so at once,
  // and forgotten: it must not open by itself later, when the player turns to the page holding it.
  const linkedLoad = useRef<'waiting' | 'loading'>('waiting');
  useEffect(() => {
    if (!linked) return;
    if (list.loading) {
      linkedLoad.current = 'loading';
      return;
    }
    if (linkedLoad.current !== 'loading') return;
    linkedLoad.current = 'waiting';
    setLinked(null);
    if (list.rows.length > 0 && !list.rows.some((row) => row.reference === linked)) {
      setChosen((current) => (current === linked ? null : current));
      toast(t('statement.receiptNotLatest'), 'info');
    }
  }, [linked, list.loading, list.rows, t]);
  const shown = list.rows.find((row) => row.reference !== undefined && row.reference === chosen) ?? null;
  const closeReceipt = () => setChosen(null);

  return (
    <Page
      title={t('page.statement')}
      titleId="statement-title"
      appName={t('app.name')}
      header={
        <Button variant="secondary" size="sm" icon="upload" onClick={openSlips}>
          {t('statement.slips.open')}
        </Button>
      }
    >
      {list.loading && list.rows.length === 0 && (
        <StatementSkeleton />
      )}
      {!list.loading && list.rows.length === 0 && !list.failed && (
        <EmptyState icon={<Icon name="list" size={40} />} title={t('statement.empty')} headingLevel={2} />
      )}
      {/* Nothing came (offline, say): said so, with Retry — never "no entries yet" over a history. */}
      {!list.loading && list.rows.length === 0 && list.failed && (
        <LoadFailed title={t('statement.loadFailed')} headingLevel={2} onRetry={retryStatement} />
      )}
      {list.rows.length > 0 && (
        <ul className={styles.list} aria-label={t('statement.listLabel')} aria-busy={list.loading || undefined}>
          {list.rows.map((entry) => (
            <StatementEntryItem key={entry._id} entry={entry} now={now} onReceipt={(row) => setChosen(row.reference ?? null)} />
          ))}
        </ul>
      )}
      <Pagination page={list.page} total={list.total} disabled={list.loading} onChange={turnTo} />
      <SlipDialog />
      <EntryReceiptDialog entry={shown} onClose={closeReceipt} />
    </Page>
  );
}
