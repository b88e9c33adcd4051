import { useId, type ChangeEvent, type ReactNode, type Ref, type SelectHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
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
export function Select({
  label,
  hideLabel = false,
  options,
  placeholder,
  hint,
  error,
  onValueChange,
  onChange,
  id: idProp,
  className,
  disabled,
  required,
  ref,
  ...rest
}: SelectProps) {
  const { t } = useTranslation();
  const autoId = useId();
  const id = idProp ?? `select-${autoId}`;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [rest['aria-describedby'], errorId, hintId].filter(Boolean).join(' ') || undefined;
  const placeholderText = placeholder === true ? t('ui.select.placeholder') : placeholder || undefined;
  // Without an explicit value, an uncontrolled select starts on the placeholder.
  const defaultValue = rest.value === undefined && rest.defaultValue === undefined && placeholderText ? '' : rest.defaultValue;

  return (
    <div
      className={[styles.field, className].filter(Boolean).join(' ')}
      data-invalid={error ? true : undefined}
      data-disabled={disabled || undefined}
    >
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : styles.label}>
        {label}
        {required && (
          <span className={styles.required} aria-hidden="true">
            {' *'}
          </span>
        )}
      </label>
      <div className={styles.control}>
        <select
          {...rest}
          defaultValue={defaultValue}
          ref={ref}
          id={id}
          className={styles.select}
          disabled={disabled}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event: ChangeEvent<HTMLSelectElement>) => {
            onChange?.(event);
            onValueChange?.(event.currentTarget.value);
          }}
        >
          {placeholderText && (
            <option value="" disabled={required}>
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
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
    </div>
  );
}
