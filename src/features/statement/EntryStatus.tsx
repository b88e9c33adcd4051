import { useTranslation } from 'react-i18next';
import { StatusBadge, type StatusTone } from '../../ui/StatusBadge';

type Kind = 'success' | 'failed' | 'pending';

const kindOf = (status: string): Kind =>
  status.toUpperCase() === 'SUCCESS' ? 'success' : status.toUpperCase() === 'FAILED' ? 'failed' : 'pending';

const tones: Record<Kind, StatusTone> = { success: 'success', failed: 'danger', pending: 'warning' };

/** A statement entry's or slip's server status (`SUCCESS`, `FAILED`, anything else in progress) as a badge. */
export function EntryStatus({ status, reason }: { status: string; reason?: string }) {
  const { t } = useTranslation();
  const kind = kindOf(status);
  return <StatusBadge tone={tones[kind]} label={t(`statement.status.${kind}`)} pulse={kind === 'pending'} reason={reason} />;
}
