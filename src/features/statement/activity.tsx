import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot, type Snapshot } from 'valtio';
import type { StatementEntry } from '../../api/statement';
import { wallet } from '../wallet/store';
import styles from './statement.module.css';

/** Marks where a place sits in the translated line (it never occurs in a text). */
const SLOT = '\u0000';

/**
 * A place's name: it breaks at its own spaces only, each run between them is one unit (see `.term`);
 * a game's name ("PG Soft") is one unit whole, never "PG" at a line's end and "Soft" on the next.
 */
function Place({ name, whole }: { name: string; whole: boolean }) {
  if (whole) return <span className={styles.term}>{name}</span>;
  return name.split(/(\s+)/).map((part, index) =>
    index % 2 === 1 || part === '' ? (
      part
    ) : (
      <span key={index} className={styles.term}>
        {part}
      </span>
    ),
  );
}

/**
 * An entry's activity line, "Transfer PG Soft → Main wallet", as the statement and its receipts say
 * it: a place the statement names (wallet, bank, QR, every account…) in the reader's language, a
 * game by the name the home shows it under, anything else as the server sent it.
 */
export function useActivityLine(): (entry: Snapshot<StatementEntry>) => ReactNode {
  const { t, i18n } = useTranslation();
  const slots = useSnapshot(wallet).snapshot?.slots;
  const place = (value: string) =>
    i18n.exists(`statement.place.${value}`)
      ? { name: t(`statement.place.${value}`), whole: false }
      : { name: slots?.find((s) => s.code === value)?.name ?? value, whole: true };
  return (entry) => {
    const places: Record<string, { name: string; whole: boolean }> = { from: place(entry.from), to: place(entry.to) };
    // The line with each place as \0from\0 or \0to\0: split on the marks, the odd parts name a place.
    const line = t(`statement.activity.${entry.statementType}`, { from: `${SLOT}from${SLOT}`, to: `${SLOT}to${SLOT}` });
    return line
      .split(SLOT)
      .map((part, index) => (index % 2 === 1 ? <Place key={index} {...(places[part] ?? { name: '', whole: false })} /> : part));
  };
}
