import { useId, type ChangeEvent, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { Icon } from '../Icon';
import styles from './Checkbox.module.css';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children'> {
  /** The label; the whole row (at least 44 px tall) toggles the box. */
  label: ReactNode;
  /** Helper text under the label. */
  hint?: ReactNode;
  /** Error text; sets `aria-invalid` and is announced. */
  error?: ReactNode;
  /** Called with the new checked state. */
  onCheckedChange?: (checked: boolean) => void;
  /** Cannot be toggled. */
  disabled?: boolean;
  /** Id of the input; generated when omitted. */
  id?: string;
  /** Ref to the `<input type="checkbox">`. */
  ref?: Ref<HTMLInputElement>;
}

/** A native checkbox with a custom box and a large touch area. */
export function Checkbox({ label, hint, error, onCheckedChange, onChange, id: idProp, className, disabled, ref, ...rest }: CheckboxProps) {
  const autoId = useId();
  const id = idProp ?? `checkbox-${autoId}`;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [rest['aria-describedby'], errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div
      className={[styles.field, className].filter(Boolean).join(' ')}
      data-invalid={error ? true : undefined}
      data-disabled={disabled || undefined}
    >
      <label htmlFor={id} className={styles.row}>
        <span className={styles.boxWrap}>
          <input
            {...rest}
            ref={ref}
            id={id}
            type="checkbox"
            className={styles.input}
            disabled={disabled}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            onChange={(event: ChangeEvent<HTMLInputElement>) => {
              onChange?.(event);
              onCheckedChange?.(event.currentTarget.checked);
            }}
          />
          <span className={styles.box} aria-hidden="true">
            <Icon name="check" size={16} className={styles.check} />
          </span>
        </span>
        <span className={styles.label}>{label}</span>
      </label>
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
