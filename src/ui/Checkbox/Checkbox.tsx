import type { ChangeEvent, InputHTMLAttributes, ReactNode, Ref } from 'react';
import { cx } from '../../lib/cx';
import { Field, splitFieldProps } from '../Field';
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
export function Checkbox(props: CheckboxProps) {
  const [field, { onCheckedChange, onChange, ref, ...rest }] = splitFieldProps(props);
  return (
    <Field {...field} required={false} layout="inline" className={cx(styles.field, field.className)}>
      {(control) => (
        <span className={styles.boxWrap}>
          <input
            {...rest}
            {...control}
            ref={ref}
            type="checkbox"
            className={styles.input}
            onChange={(event: ChangeEvent<HTMLInputElement>) => {
              onChange?.(event);
              onCheckedChange?.(event.currentTarget.checked);
            }}
          />
          <span className={styles.box} aria-hidden="true">
            <Icon name="check" size={16} className={styles.check} />
          </span>
        </span>
      )}
    </Field>
  );
}
