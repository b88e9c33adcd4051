import type { ReactNode } from 'react';
import type { PagedList } from '../../lib/paged-list';
import { DataTable, type DataTableProps } from '../DataTable';
import { LoadFailed } from '../EmptyState';
import { Pagination } from '../Pagination';

export interface PagedTableProps<Row> extends Omit<DataTableProps<Row>, 'rows' | 'loading'> {
  /** The list as `lib/paged-list` loads it (or its snapshot; the wheel's coupons are paged in hand). */
  list: PagedList<Row>;
  /** Said in place of the table when nothing could be loaded (already translated). */
  failedTitle: string;
  /** Loads again; without it the failure is said with no button (another Retry nearby asks for this list too). */
  onRetry?: () => void;
  /** Asks for another page. */
  onPage: (page: number) => void;
  /** Rows a page; 10 by default (spec §9). */
  pageSize?: number;
  /** Keeps the shown rows while another page loads, rather than a loading row (a list refreshed in place). */
  keepRows?: boolean;
  /** Shown above the table once there is a table to show (e.g. a Refresh button). */
  toolbar?: ReactNode;
}

/**
 * A paged table (invites, refunds, slips from the server; the wheel's coupons in hand): its rows, its pager, and — when nothing came — "could
 * not load" with Retry in place of the table, never the empty text that would say there is nothing.
 */
export function PagedTable<Row>({ list, failedTitle, onRetry, onPage, pageSize, keepRows = false, toolbar, ...table }: PagedTableProps<Row>) {
  // While Retry's load runs, the table's loading row shows rather than the failure it may undo.
  const failed = list.failed && !list.loading;
  return (
    <>
      {failed ? (
        <LoadFailed title={failedTitle} headingLevel={3} onRetry={onRetry} />
      ) : (
        <>
          {toolbar}
          <DataTable {...table} rows={list.rows} loading={list.loading && (!keepRows || list.rows.length === 0)} />
        </>
      )}
      <Pagination page={list.page} total={list.total} pageSize={pageSize} disabled={list.loading} onChange={onPage} />
    </>
  );
}
