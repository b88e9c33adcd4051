import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './DataTable.module.css';

export interface DataTableColumn<Row> {
  /** Stable key of the column. */
  key: string;
  /** Header text (already translated); also the label of the cell when rows stack into cards. */
  header: string;
  /** Renders the cell; defaults to `String(row[key])`. */
  render?: (row: Row) => ReactNode;
  /** Text alignment; `end` for amounts. */
  align?: 'start' | 'end' | 'center';
}

export interface DataTableProps<Row> {
  /** Column definitions, in display order. */
  columns: ReadonlyArray<DataTableColumn<Row>>;
  /** The rows of the current page. */
  rows: readonly Row[];
  /** Unique key of a row. */
  rowKey: (row: Row) => string;
  /** Caption naming the table (visible), e.g. "Refund log". */
  caption?: string;
  /** Hide the caption visually; it stays the table's accessible name. */
  hideCaption?: boolean;
  /** Rows are being fetched: a loading row replaces the body and the table is marked busy. */
  loading?: boolean;
  /** Shown when there are no rows; defaults to "No data". */
  empty?: ReactNode;
}

/** A data table that stacks each row into a labelled card on narrow screens (container < 520 px). */
export function DataTable<Row>({ columns, rows, rowKey, caption, hideCaption = false, loading = false, empty }: DataTableProps<Row>) {
  const { t } = useTranslation();
  const cell = (row: Row, column: DataTableColumn<Row>): ReactNode => {
    if (column.render) return column.render(row);
    const value = (row as Record<string, unknown>)[column.key];
    return value === undefined || value === null ? '' : String(value);
  };
  const state = loading ? 'loading' : rows.length === 0 ? 'empty' : 'rows';
  return (
    <div className={styles.container} data-state={state}>
      {/* Explicit roles keep the table semantics when CSS turns rows into blocks. */}
      <table className={styles.table} role="table" aria-busy={loading || undefined}>
        {caption && (
          <caption className={hideCaption ? 'visually-hidden' : styles.caption}>{caption}</caption>
        )}
        <thead className={styles.head} role="rowgroup">
          <tr role="row">
            {columns.map((column) => (
              <th key={column.key} role="columnheader" scope="col" data-align={column.align ?? 'start'}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {state === 'rows' &&
            rows.map((row) => (
              <tr key={rowKey(row)} role="row" className={styles.row}>
                {columns.map((column) => (
                  <td key={column.key} role="cell" data-label={column.header} data-align={column.align ?? 'start'}>
                    <span className={styles.cellLabel} aria-hidden="true">
                      {column.header}
                    </span>
                    <span className={styles.cellValue}>{cell(row, column)}</span>
                  </td>
                ))}
              </tr>
            ))}
          {state !== 'rows' && (
            <tr role="row" className={styles.message}>
              <td role="cell" colSpan={columns.length}>
                {state === 'loading' ? (
                  <span role="status" className={styles.loading}>
                    <span className={styles.spinner} aria-hidden="true" />
                    {t('ui.dataTable.loading')}
                  </span>
                ) : (
                  (empty ?? t('ui.dataTable.empty'))
                )}
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}
