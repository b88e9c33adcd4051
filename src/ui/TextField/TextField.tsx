import { useId, type ChangeEvent, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import styles from './TextField.module.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'prefix' | 'size'> {
  /** Visible label, tied to the input. */
  label: ReactNode;
  /** Hides the label visually but keeps it for screen readers. */
  hideLabel?: boolean;
  /** Helper text under the field (linked with `aria-describedby`). */
  hint?: ReactNode;
  /** Error text; when set the field is `aria-invalid` and the text is announced. */
  error?: ReactNode;
  /** Upper-cases what the user types, in the value itself (e.g. promotion codes). */
  uppercase?: boolean;
  /** Numeric keyboard: `true` or `'integer'` for digits only, `'decimal'` for amounts. */
  numeric?: boolean | 'integer' | 'decimal';
  /** Content drawn inside the field before the input (e.g. a currency sign). */
  prefix?: ReactNode;
  /** Content drawn inside the field after the input (e.g. a button). */
  suffix?: ReactNode;
  /** Called with the (already transformed) value on every change. */
  onValueChange?: (value: string) => void;
  /** Shown but not editable (e.g. a saved inviter code); drawn with a dashed border. */
  readOnly?: boolean;
  /** Not editable and skipped by forms. */
  disabled?: boolean;
  /** Must be filled; adds a `*` to the label and the native `required`. */
  required?: boolean;
  /** Input type (`text`, `tel`, `email`, `password`…). */
  type?: string;
  /** Id of the input; generated when omitted. */
  id?: string;
  /** Ref to the `<input>`. */
  ref?: Ref<HTMLInputElement>;
}

/** A labelled text input with hint, error, prefix and suffix slots. */
export function TextField({
  label,
  hideLabel = false,
  hint,
  error,
  uppercase = false,
  numeric = false,
  prefix,
  suffix,
  onValueChange,
  onChange,
  id: idProp,
  className,
  readOnly,
  disabled,
  required,
  type = 'text',
  ref,
  ...rest
}: TextFieldProps) {
  const autoId = useId();
  const id = idProp ?? `field-${autoId}`;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [rest['aria-describedby'], errorId, hintId].filter(Boolean).join(' ') || undefined;
  const inputMode = numeric === 'decimal' ? 'decimal' : numeric ? 'numeric' : rest.inputMode;

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    if (uppercase) {
      const input = event.currentTarget;
      const upper = input.value.toUpperCase();
      if (upper !== input.value) {
        // Keep the caret where it was: upper-casing does not change the length of Latin text.
        const { selectionStart, selectionEnd } = input;
        input.value = upper;
        if (selectionStart !== null && selectionEnd !== null) input.setSelectionRange(selectionStart, selectionEnd);
      }
    }
    onChange?.(event);
    onValueChange?.(event.currentTarget.value);
  };

  return (
    <div
      className={[styles.field, className].filter(Boolean).join(' ')}
      data-invalid={error ? true : undefined}
      data-disabled={disabled || undefined}
      data-readonly={readOnly || undefined}
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
        {prefix && <span className={styles.affix}>{prefix}</span>}
        <input
          {...rest}
          ref={ref}
          id={id}
          type={type}
          className={styles.input}
          readOnly={readOnly}
          disabled={disabled}
          required={required}
          inputMode={inputMode}
          pattern={rest.pattern ?? (numeric === true || numeric === 'integer' ? '[0-9]*' : undefined)}
          autoCapitalize={uppercase ? 'characters' : rest.autoCapitalize}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          data-uppercase={uppercase || undefined}
          onChange={handleChange}
        />
        {suffix && <span className={styles.affix}>{suffix}</span>}
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
