import { useId, type HTMLAttributes, type ReactNode } from 'react';
import { cx } from '../../lib/cx';
import styles from './Field.module.css';

/** What the field hands its control, so the label, hint and error are tied to it. */
export interface FieldControlProps {
  /** The control's id; the label points at it. */
  id: string;
  /** The caller's own description ids, then the error, then the hint. */
  'aria-describedby'?: string;
  /**
   * True while there is an error, else false: said outright, since without it Chromium reads a
   * required select still on its placeholder as invalid before the player has touched it.
   */
  'aria-invalid': boolean;
}

export interface FieldProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'id'> {
  /** Visible label, tied to the control (`<label for>`). */
  label: ReactNode;
  /** Hides the label visually but keeps it for screen readers. */
  hideLabel?: boolean;
  /** Helper text under the control (linked with `aria-describedby`). */
  hint?: ReactNode;
  /** Error text: announced (`role="alert"`), linked with `aria-describedby`, and the control is `aria-invalid`. */
  error?: ReactNode;
  /** Adds a `*` to the label (the control itself carries the native `required`). */
  required?: boolean;
  /** Draws the whole field as disabled. */
  disabled?: boolean;
  /** Draws the whole field as read-only. */
  readOnly?: boolean;
  /**
   * `stacked`: the label above the control (text fields, selects). `inline`: the control and the
   * label on one row that is all one touch target (checkboxes); hint and error line up with the label.
   */
  layout?: 'stacked' | 'inline';
  /** Id of the control; generated when omitted. The label gets `<id>-label`. */
  id?: string;
  /** Ids of other elements that describe the control, read before the error and the hint. */
  describedBy?: string;
  /** Renders the control with the props that wire it to the label, hint and error. */
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * The chrome every form control shares: label, required mark, hint and error, and the ids that tie
 * them to the control (modelled on Primer React's FormControl). The control itself is the caller's.
 */
export function Field({
  label,
  hideLabel = false,
  hint,
  error,
  required = false,
  disabled = false,
  readOnly = false,
  layout = 'stacked',
  id: idProp,
  describedBy,
  className,
  children,
  ...rest
}: FieldProps) {
  const autoId = useId();
  const id = idProp ?? `field-${autoId}`;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const control: FieldControlProps = {
    id,
    'aria-describedby': cx(describedBy, errorId, hintId) || undefined,
    'aria-invalid': !!error,
  };
  const labelText = (
    <>
      {label}
      {required && (
        <span className={styles.required} aria-hidden="true">
          {' *'}
        </span>
      )}
    </>
  );

  return (
    <div
      {...rest}
      className={cx(styles.field, className)}
      data-layout={layout}
      data-invalid={error ? true : undefined}
      data-disabled={disabled || undefined}
      data-readonly={readOnly || undefined}
    >
      {layout === 'inline' ? (
        <label htmlFor={id} id={`${id}-label`} className={styles.row}>
          {children(control)}
          <span className={styles.inlineLabel}>{labelText}</span>
        </label>
      ) : (
        <>
          <label htmlFor={id} id={`${id}-label`} className={hideLabel ? 'visually-hidden' : styles.label}>
            {labelText}
          </label>
          {children(control)}
        </>
      )}
      {error && (
        <p id={errorId} className={cx(styles.message, styles.error)} role="alert">
          {error}
        </p>
      )}
      {hint && (
        <p id={hintId} className={cx(styles.message, styles.hint)}>
          {hint}
        </p>
      )}
    </div>
  );
}

/** The props a control shares with its Field (its own `aria-describedby` becomes `describedBy`). */
type ChromeKey = 'label' | 'hideLabel' | 'hint' | 'error' | 'id' | 'className';
type ControlProps = Pick<FieldProps, ChromeKey> & {
  required?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  'aria-describedby'?: string;
};

/**
 * Splits a control's props into what its Field takes and what stays for the control. `required`,
 * `disabled` and `readOnly` go to both: the Field draws them, the control carries them natively.
 */
export function splitFieldProps<P extends ControlProps>(props: P): [Omit<FieldProps, 'children'>, Omit<P, ChromeKey | 'aria-describedby'>] {
  const { label, hideLabel, hint, error, id, className, 'aria-describedby': describedBy, ...control } = props;
  const { required, disabled, readOnly } = props;
  return [{ label, hideLabel, hint, error, id, className, describedBy, required, disabled, readOnly }, control];
}
