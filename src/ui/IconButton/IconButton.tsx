import type { ButtonHTMLAttributes, Ref } from 'react';
import { Icon, type IconName } from '../Icon';
import styles from './IconButton.module.css';
import { cx } from '../../lib/cx';

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'aria-label'> {
  /** Accessible name, required because the button shows no text (also the tooltip). */
  label: string;
  /** The icon to show. */
  icon: IconName;
  /** `ghost` (default) sits on any surface; `secondary` has a filled background; `danger` is red. */
  variant?: 'ghost' | 'secondary' | 'danger';
  /** `md` is 44 px (the minimum touch target), `lg` 52 px. */
  size?: 'md' | 'lg';
  /** Busy: spinner, `aria-busy`, disabled. */
  loading?: boolean;
  /** Cannot be pressed. */
  disabled?: boolean;
  /** Form role; `button` by default. */
  type?: 'button' | 'submit' | 'reset';
  /** Tooltip; defaults to `label`. */
  title?: string;
  /** Ref to the `<button>`. */
  ref?: Ref<HTMLButtonElement>;
}

/** A square icon-only button with a required accessible label. */
export function IconButton({
  label,
  icon,
  variant = 'ghost',
  size = 'md',
  loading = false,
  disabled = false,
  type = 'button',
  className,
  title,
  ref,
  ...rest
}: IconButtonProps) {
  return (
    <button
      {...rest}
      ref={ref}
      type={type}
      aria-label={label}
      title={title ?? label}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      data-variant={variant}
      data-size={size}
      className={cx(styles.button, className)}
    >
      <Icon name={loading ? 'spin' : icon} spinning={loading} size={size === 'lg' ? 26 : 22} />
    </button>
  );
}
