import { useTranslation } from 'react-i18next';
import { outcomeOf, outcomeTone, StatusBadge } from '../../ui/StatusBadge';

/** A statement entry's or slip's server status (`SUCCESS`, `FAILED`, anything else in progress) as a badge. */
export function EntryStatus({ status, reason }: { status: string; reason?: string }) {
  const { t } = useTranslation();
  const outcome = outcomeOf(status);
  return <StatusBadge tone={outcomeTone[outcome]} label={t(`statement.status.${outcome}`)} pulse={outcome === 'pending'} reason={reason} />;
}
