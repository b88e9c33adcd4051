import { useTranslation } from 'react-i18next';
import { amountSign, formatAmount, formatSignedAmount } from '../../lib/money';
import styles from './Amount.module.css';
import { cx } from '../../lib/cx';

export interface AmountProps {
  /** The amount in major units (baht / kip). */
  value: number;
  /** Statement type (`deposit`, `bonus`, `withdraw`, …): applies the spec §9 sign rule and its colour. */
  type?: string;
  /** Colour positive green and negative red. Defaults to true when `type` is given. */
  coloured?: boolean;
  /** Currency text shown after the number (already translated by the caller), e.g. "฿" or "LAK". */
  currency?: string;
  /** Visual size. */
  size?: 'sm' | 'md' | 'lg' | 'xl';
  /** Extra class for layout by the caller. */
  className?: string;
}

type Tone = 'positive' | 'negative' | 'neutral';

/** A money amount with 2 decimals in the reader's locale (spec §9), optionally signed by statement type. */
export function Amount({ value, type, coloured, currency, size = 'md', className }: AmountProps) {
  const { i18n } = useTranslation();
  const locale = i18n.language;
  const text = type ? formatSignedAmount(type, value, locale) : formatAmount(value, locale);
  const sign = type ? amountSign(type) : value > 0 ? '+' : value < 0 ? '-' : '';
  const tone: Tone = sign === '+' ? 'positive' : sign === '-' ? 'negative' : 'neutral';
  const showTone = coloured ?? Boolean(type);
  return (
    <span
      className={cx(styles.root, className)}
      data-tone={showTone ? tone : 'neutral'}
      data-size={size}
    >
      <span className={styles.value}>{text}</span>
      {currency ? <span className={styles.currency}> {currency}</span> : null}
    </span>
  );
}
