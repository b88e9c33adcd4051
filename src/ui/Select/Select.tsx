import type { ChangeEvent, ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../lib/cx';
import { Field, splitFieldProps } from '../Field';
import { Icon } from '../Icon';
import styles from './Select.module.css';

export interface SelectOption {
  /** The submitted value. */
  value: string;
  /** The visible text. */
  label: string;
  /** Cannot be chosen. */
  disabled?: boolean;
  /** Language of the label when it differs from the page (e.g. `lo` for a Lao name). */
  lang?: string;
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children' | 'multiple'> {
  /** Visible label, tied to the select. */
  label: ReactNode;
  /** Hides the label visually but keeps it for screen readers. */
  hideLabel?: boolean;
  /** The choices. */
  options: readonly SelectOption[];
  /**
   * Text of an empty first option shown while nothing is chosen. `true` uses the kit's
   * generic text (`ui.select.placeholder`); a string uses that text; omitted means no placeholder.
   */
  placeholder?: string | boolean;
  /** Helper text under the field. */
  hint?: ReactNode;
  /** Error text; sets `aria-invalid` and is announced. */
  error?: ReactNode;
  /** Called with the chosen value. */
  onValueChange?: (value: string) => void;
  /** Cannot be changed. */
  disabled?: boolean;
  /** A choice is needed; adds a `*` and makes the placeholder unselectable. */
  required?: boolean;
  /** Id of the select; generated when omitted. */
  id?: string;
  /** Ref to the `<select>`. */
  ref?: Ref<HTMLSelectElement>;
}

/** A native `<select>` (the phone's own picker), styled to match the text fields. */
export function Select(props: SelectProps) {
  const [field, { options, placeholder, onValueChange, onChange, ref, ...rest }] = splitFieldProps(props);
  const { t } = useTranslation();
  const placeholderText = placeholder === true ? t('ui.select.placeholder') : placeholder || undefined;
  // Without an explicit value, an uncontrolled select starts on the placeholder.
  const defaultValue = rest.value === undefined && rest.defaultValue === undefined && placeholderText ? '' : rest.defaultValue;

  return (
    <Field {...field} className={cx(styles.field, field.className)}>
      {(control) => (
        <div className={styles.control}>
          <select
            {...rest}
            {...control}
            defaultValue={defaultValue}
            ref={ref}
            className={styles.select}
            onChange={(event: ChangeEvent<HTMLSelectElement>) => {
              onChange?.(event);
              onValueChange?.(event.currentTarget.value);
            }}
          >
            {placeholderText && (
              <option value="" disabled={rest.required}>
                {placeholderText}
              </option>
            )}
            {options.map((option) => (
              <option key={option.value} value={option.value} disabled={option.disabled} lang={option.lang}>
                {option.label}
              </option>
            ))}
          </select>
          <Icon name="back" className={styles.chevron} size={18} />
        </div>
      )}
    </Field>
  );
}
