import type { AnchorHTMLAttributes, ButtonHTMLAttributes, MouseEvent, ReactNode, Ref } from 'react';
import { Icon, type IconName } from '../Icon';
import styles from './Button.module.css';
import { cx } from '../../lib/cx';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost' | 'home';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface ButtonOwnProps {
  /** Visual weight: `primary` for the one main action, `secondary` for the others, `danger` for
   * destructive ones, `ghost` for low-emphasis ones, `home` for the large round bottom-nav button. */
  variant?: ButtonVariant;
  /** Height and padding. Every size keeps a touch target of at least 44 px. */
  size?: ButtonSize;
  /** Busy: shows a spinner, sets `aria-busy` and refuses presses until the answer is known; it keeps focus
   * (`aria-disabled`, not `disabled`, which would drop a keyboard player's focus to the page's start). */
  loading?: boolean;
  /** Stretches the button to the width of its container. */
  fullWidth?: boolean;
  /** Icon drawn before the label. */
  icon?: IconName;
  /** Icon drawn after the label. */
  iconEnd?: IconName;
  /** Renders a link (`<a>`) styled as a button instead of a `<button>`. */
  href?: string;
  /** Cannot be pressed (links get `aria-disabled` and lose their `href`). */
  disabled?: boolean;
  /** Form role of the `<button>`; `button` by default so it never submits by accident. */
  type?: 'button' | 'submit' | 'reset';
  /** Pressed (not called while disabled or loading). */
  onClick?: (event: MouseEvent<HTMLButtonElement | HTMLAnchorElement>) => void;
  /** Marks the current destination (used by the home button in the bottom nav). */
  current?: boolean;
  /** The label. */
  children?: ReactNode;
  /** Ref to the rendered element. */
  ref?: Ref<HTMLButtonElement & HTMLAnchorElement>;
}

export type ButtonProps = ButtonOwnProps &
  Omit<ButtonHTMLAttributes<HTMLButtonElement>, keyof ButtonOwnProps> &
  Pick<AnchorHTMLAttributes<HTMLAnchorElement>, 'target' | 'rel'>;

/** The kit's button. Props in, `onClick` out; never submits a form unless `type="submit"`. */
export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  fullWidth = false,
  icon,
  iconEnd,
  href,
  current = false,
  disabled = false,
  type = 'button',
  className,
  children,
  onClick,
  target,
  rel,
  ref,
  ...rest
}: ButtonProps) {
  const inactive = disabled || loading;
  const content = (
    <>
      {loading ? (
        <Icon name="spin" spinning className={styles.icon} size="1.25em" />
      ) : (
        icon && <Icon name={icon} className={styles.icon} size={variant === 'home' ? 28 : '1.25em'} />
      )}
      {children !== undefined && children !== null && <span className={styles.label}>{children}</span>}
      {iconEnd && !loading && <Icon name={iconEnd} className={styles.icon} size="1.25em" />}
    </>
  );
  const common = {
    className: cx(styles.button, className),
    'data-variant': variant,
    'data-size': size,
    'data-full-width': fullWidth || undefined,
    'data-loading': loading || undefined,
    'aria-busy': loading || undefined,
  };

  if (href !== undefined) {
    const { id, title, style, tabIndex, 'aria-label': ariaLabel, 'aria-describedby': describedBy } = rest;
    return (
      <a
        {...common}
        ref={ref}
        id={id}
        title={title}
        style={style}
        tabIndex={tabIndex}
        aria-label={ariaLabel}
        aria-describedby={describedBy}
        href={inactive ? undefined : href}
        role={inactive ? 'link' : undefined}
        aria-disabled={inactive || undefined}
        aria-current={current ? 'page' : undefined}
        target={target}
        rel={rel}
        onClick={(event: MouseEvent<HTMLAnchorElement>) => {
          if (inactive) {
            event.preventDefault();
            return;
          }
          onClick?.(event);
        }}
      >
        {content}
      </a>
    );
  }

  return (
    <button
      {...rest}
      {...common}
      ref={ref}
      type={type}
      disabled={disabled}
      aria-disabled={(loading && !disabled) || undefined}
      aria-current={current ? 'page' : undefined}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        // Cancelling the click also stops a form's submission by Enter, which clicks its submit button.
        if (loading) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
    >
      {content}
    </button>
  );
}
