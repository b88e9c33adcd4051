import type { ReactNode } from 'react';
import styles from './DetailList.module.css';

export interface Detail {
  /** What the line is (already translated), e.g. "From" or "Fee". */
  label: string;
  /** Its value: text, or a richer node such as a bank mark with a masked account number. */
  value: ReactNode;
}

export interface DetailListProps {
  items: readonly Detail[];
}

/**
 * Label–value lines on a panel, label at the start and value at the end (a receipt, the review of
 * a withdrawal). A description list, so a screen reader pairs each label with its value.
 */
export function DetailList({ items }: DetailListProps) {
  return (
    <dl className={styles.root}>
      {items.map((item) => (
        <div key={item.label} className={styles.line}>
          <dt>{item.label}</dt>
          <dd>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
