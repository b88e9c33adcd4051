import { useTranslation } from 'react-i18next';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { EmptyState } from './EmptyState';

export interface LoadFailedProps {
  /** What could not be loaded (already translated), e.g. "Bonuses could not be loaded". */
  title: string;
  /** Loads again; without it no button is drawn (a Retry nearby already asks for this too). */
  onRetry?: () => void;
  /** Heading level of the title, to fit the page outline. */
  headingLevel?: 2 | 3 | 4;
}

/**
 * A list or page whose load failed (offline, say): it says so, with Retry — in place of the empty
 * state, which would tell the player there is nothing when there is.
 */
export function LoadFailed({ title, onRetry, headingLevel }: LoadFailedProps) {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={<Icon name="warning" size={40} />}
      title={title}
      headingLevel={headingLevel}
      action={
        onRetry && (
          <Button icon="refresh" onClick={onRetry}>
            {t('ui.empty.retry')}
          </Button>
        )
      }
    />
  );
}
