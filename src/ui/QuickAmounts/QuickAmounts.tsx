import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../lib/money';
import styles from './QuickAmounts.module.css';

export interface QuickAmountsProps {
  /** The amounts offered, e.g. `qrQuickAmounts.KBANK` (spec §9). */
  amounts: readonly number[];
  /** The selected amount, or null/undefined for none. */
  value?: number | null;
  /** Called with the chosen amount. */
  onChange: (amount: number) => void;
  /** Accessible name of the group; defaults to "Quick amounts". */
  label?: string;
  /** Disables every chip. */
  disabled?: boolean;
  /** Amounts below this are disabled (e.g. the WW minimum of 100). */
  min?: number;
}

/** A group of amount chips; native radio buttons, so arrows, Space and screen readers just work. */
export function QuickAmounts({ amounts, value, onChange, label, disabled = false, min }: QuickAmountsProps) {
  const { t, i18n } = useTranslation();
  const name = useId();
  return (
    <fieldset className={styles.root} disabled={disabled}>
      <legend className="visually-hidden">{label ?? t('ui.quickAmounts.label')}</legend>
      {amounts.map((amount) => {
        const below = min !== undefined && amount < min;
        return (
          <label key={amount} className={styles.chip} data-selected={value === amount || undefined}>
            <input
              type="radio"
              className={styles.input}
              name={name}
              value={amount}
              checked={value === amount}
              disabled={below}
              onChange={() => onChange(amount)}
            />
            <span>{formatAmount(amount, i18n.language).replace(/\.00$/, '')}</span>
          </label>
        );
      })}
    </fieldset>
  );
}
