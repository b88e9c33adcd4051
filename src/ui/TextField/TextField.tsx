import type { ChangeEvent, InputHTMLAttributes, ReactNode, Ref } from 'react';
import { cx } from '../../lib/cx';
import { Field, splitFieldProps } from '../Field';
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
  /** Numeric keyboard: `true` or `'integer'` for digits only, `'decimal'` for amounts (at most two decimals taken). */
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
export function TextField(props: TextFieldProps) {
  const [field, { uppercase = false, numeric = false, prefix, suffix, onValueChange, onChange, type = 'text', ref, ...rest }] =
    splitFieldProps(props);
  const inputMode = numeric === 'decimal' ? 'decimal' : numeric ? 'numeric' : rest.inputMode;

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    // An amount has at most two decimals (spec §5): a third is not taken as typed, rather than
    // turning the amount into "not a number" with no word on why.
    const capped = numeric === 'decimal' ? event.currentTarget.value.replace(/(\.\d\d)\d+/, '$1') : null;
    if (capped !== null && capped !== event.currentTarget.value) event.currentTarget.value = capped;
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
    <Field {...field} className={cx(styles.field, field.className)}>
      {(control) => (
        <div className={styles.control}>
          {prefix && <span className={styles.affix}>{prefix}</span>}
          <input
            {...rest}
            {...control}
            ref={ref}
            type={type}
            className={styles.input}
            inputMode={inputMode}
            pattern={rest.pattern ?? (numeric === true || numeric === 'integer' ? '[0-9]*' : undefined)}
            autoCapitalize={uppercase ? 'characters' : rest.autoCapitalize}
            data-uppercase={uppercase || undefined}
            onChange={handleChange}
          />
          {suffix && <span className={styles.affix}>{suffix}</span>}
        </div>
      )}
    </Field>
  );
}
