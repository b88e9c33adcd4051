import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './EmptyState.module.css';

export interface EmptyStateProps {
  /** Decorative icon above the title. */
  icon?: ReactNode;
  /** Title (already translated); defaults to "Nothing here yet". */
  title?: string;
  /** Explanatory text under the title. */
  text?: ReactNode;
  /** Optional action, e.g. a Button that reloads or leads somewhere. */
  action?: ReactNode;
  /** Heading level of the title, to fit the page outline. */
  headingLevel?: 2 | 3 | 4;
}

/** What a list or page shows when it has nothing to show. */
export function EmptyState({ icon, title, text, action, headingLevel = 3 }: EmptyStateProps) {
  const { t } = useTranslation();
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={styles.root}>
      {icon && (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      )}
      <Heading className={styles.title}>{title ?? t('ui.empty.title')}</Heading>
      {text && <p className={styles.text}>{text}</p>}
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
