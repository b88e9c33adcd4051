import { useTranslation } from 'react-i18next';
import { useSnapshot, type Snapshot } from 'valtio';
import type { StatementEntry } from '../../api/statement';
import { wallet } from '../wallet/store';

/**
 * An entry's activity line, "Transfer PG Soft → Main wallet", as the statement and its receipts say
 * it: a place the statement names (wallet, bank, QR, every account…) in the reader's language, a
 * game by the name the home shows it under, anything else as the server sent it.
 */
export function useActivityText(): (entry: Snapshot<StatementEntry>) => string {
  const { t, i18n } = useTranslation();
  const slots = useSnapshot(wallet).snapshot?.slots;
  const place = (value: string) =>
    i18n.exists(`statement.place.${value}`) ? t(`statement.place.${value}`) : (slots?.find((s) => s.code === value)?.name ?? value);
  return (entry) => t(`statement.activity.${entry.statementType}`, { from: place(entry.from), to: place(entry.to) });
}
