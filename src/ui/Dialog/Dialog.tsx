import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { pushBackHandler } from '../../lib/back-stack';
import { cx } from '../../lib/cx';
import { useArmed } from '../../lib/useArmed';
import { Button, type ButtonVariant } from '../Button';
import { IconButton } from '../IconButton';
import { lockScroll } from './scrollLock';
import { openDialog, useDialogContainment } from './containment';
import styles from './Dialog.module.css';

export interface DialogAction<R> {
  /** Button text. */
  label: ReactNode;
  /** What `onClose` receives when this button is pressed. */
  result: R;
  /** Button variant; the last action is usually `primary`. */
  variant?: ButtonVariant;
  /** Shows a spinner and disables the button. */
  loading?: boolean;
  /** Disables the button. */
  disabled?: boolean;
  /** Receives focus when the dialog opens. */
  autoFocus?: boolean;
  /**
   * Takes no press in the moment after the dialog opens, as its backdrop (lib/useArmed): for an
   * answer the second tap of a double tap on what opened the dialog must not give.
   */
  guarded?: boolean;
}

export interface DialogProps<R = unknown> {
  /** Shown as a modal while true. The caller owns this state. */
  open: boolean;
  /**
   * Called when the dialog asks to close: with an action's `result`, or with `undefined` when it is
   * dismissed (Escape, the close button, a tap on the backdrop).
   */
  onClose: (result: R | undefined) => void;
  /** Heading; also the dialog's accessible name. */
  title: ReactNode;
  /** Body content. It scrolls when taller than the screen. */
  children?: ReactNode;
  /** Buttons that close the dialog with a result. Rendered in the footer. */
  actions?: readonly DialogAction<R>[];
  /** Free footer content, shown before `actions`. */
  footer?: ReactNode;
  /** Escape, the close button and the backdrop dismiss the dialog. False while something is busy. */
  dismissible?: boolean;
  /** Hides the header close button (Escape still works when `dismissible`). */
  hideCloseButton?: boolean;
  /** `sheet` fills a phone screen (a centred card on wide screens); `compact` is always a small card. */
  layout?: 'sheet' | 'compact';
  /** Drawn above the title (e.g. a status icon). */
  icon?: ReactNode;
  /** `alertdialog` for messages that need an answer; the body then describes the dialog. */
  role?: 'dialog' | 'alertdialog';
  /** Extra class on the `<dialog>` element. */
  className?: string;
}

/** Where focus returns when a dialog closes: its opener, else (gone) its opener's dialog's, and so on. */
const returnChains = new WeakMap<HTMLDialogElement, Array<HTMLElement | null>>();

/**
 * A modal on the native `<dialog>` element: focus moves in on open and returns to the opener on
 * close, the page behind is inert and does not scroll, Escape and the close button dismiss it.
 */
export function Dialog<R = unknown>({
  open,
  onClose,
  title,
  children,
  actions,
  footer,
  dismissible = true,
  hideCloseButton = false,
  layout = 'sheet',
  icon,
  role = 'dialog',
  className,
}: DialogProps<R>) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const bodyId = useId();
  const contained = useDialogContainment();
  // Latest props for the native event listeners, without re-binding them on every render.
  const latest = useRef({ open, dismissible, onClose });
  useEffect(() => {
    latest.current = { open, dismissible, onClose };
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // Opened from inside another dialog that then closes (a bonus claimed → its receipt): the
    // control pressed is gone by the time this one closes, and focus goes to what opened that one.
    const outer = opener?.closest('dialog');
    const returnTo = [opener, ...((outer && returnChains.get(outer)) ?? [])];
    // The sheet this one is drawn inside, if any: known now, as this one may be gone from it at close.
    const enclosing = dialog.parentElement?.closest<HTMLElement>('dialog');
    returnChains.set(dialog, returnTo);
    openDialog(dialog, contained);
    // Focus goes to a marked action, else to the dialog itself so the title is read first and no
    // focus ring lands on the close button.
    const preferred = dialog.querySelector<HTMLElement>('[data-autofocus]');
    // A contained dialog (a docs page) must not scroll the page to itself.
    (preferred ?? dialog).focus({ preventScroll: contained });
    const release = contained ? () => undefined : lockScroll();
    return () => {
      if (dialog.open) dialog.close();
      release();
      const back = returnTo.find((element) => element?.isConnected && element !== document.body && !element.closest('dialog:not([open])'));
      back?.focus({ preventScroll: true });
      if (back && document.activeElement === back) return;
      if (enclosing?.isConnected && enclosing.hasAttribute('open')) {
        // A question inside a sheet whose opener is gone (Cancel QR, replaced by the form): the
        // sheet itself, read by its title — its own opener lies behind it, inert — unless what
        // replaced the opener took the focus already (a receipt's title, as the sheet turned into it).
        const placed = document.activeElement;
        if (!placed || placed === document.body || !enclosing.contains(placed)) enclosing.focus({ preventScroll: true });
        return;
      }
      // Opened by the app itself (the terms sheet after sign-in): nothing was pressed, and the
      // page's heading takes focus rather than the document, so the keyboard starts from the screen.
      if (!back) document.querySelector<HTMLElement>('main h1[tabindex]')?.focus({ preventScroll: true });
    };
  }, [open, contained]);

  // The host back button (Telegram's, or the in-app arrow) closes the topmost dialog before any
  // navigation (DESIGN.md §4). A busy dialog still takes the press, so back never leaves it.
  useEffect(() => {
    if (!open) return;
    return pushBackHandler(() => {
      if (latest.current.dismissible) latest.current.onClose(undefined);
    });
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const onCancel = (event: Event) => {
      // Escape: the caller decides whether the dialog closes.
      event.preventDefault();
      if (latest.current.dismissible) latest.current.onClose(undefined);
    };
    const onNativeClose = () => {
      // Chromium may close a modal on a repeated Escape even when cancel is prevented. The event
      // is queued, so a stale one can arrive after a quick re-open: only a dialog that is really
      // closed while it should be open counts.
      if (!latest.current.open || dialog.open) return;
      if (latest.current.dismissible) latest.current.onClose(undefined);
      else openDialog(dialog, contained);
    };
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('close', onNativeClose);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('close', onNativeClose);
    };
  }, [contained]);

  // A scrolling body must be reachable by keyboard; it becomes a tab stop only when it scrolls.
  const bodyRef = useRef<HTMLDivElement>(null);
  const [bodyScrolls, setBodyScrolls] = useState(false);
  useEffect(() => {
    const body = bodyRef.current;
    if (!open || !body) return;
    const measure = () => setBodyScrolls(body.scrollHeight > body.clientHeight + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(body);
    return () => observer.disconnect();
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    // Handled here as well as in `cancel`, so the caller's rule applies to every Escape path.
    if (event.key !== 'Escape') return;
    event.preventDefault();
    event.stopPropagation();
    if (dismissible) onClose(undefined);
  };

  // The tap that opened the dialog, tapped twice, lands on the backdrop (or a guarded action): it
  // does not answer it.
  const armed = useArmed(open);
  const onBackdropClick = (event: MouseEvent<HTMLDialogElement>) => {
    // A click whose target is the <dialog> itself landed on the backdrop (the content fills the box).
    if (event.target === event.currentTarget && dismissible && armed) onClose(undefined);
  };

  const hasBody = children !== undefined && children !== null && children !== false && children !== '';
  const hasFooter = footer !== undefined || (actions !== undefined && actions.length > 0);

  return (
    // The dialog element handles Escape itself; the click only detects taps on the backdrop.
    <dialog
      ref={ref}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-labelledby={titleId}
      aria-describedby={role === 'alertdialog' && hasBody ? bodyId : undefined}
      tabIndex={-1}
      data-layout={layout}
      data-contained={contained || undefined}
      className={cx(styles.dialog, className)}
      onClick={onBackdropClick}
      onKeyDown={onKeyDown}
    >
      {open && (
        <div className={styles.panel}>
          {/* Divs, not <header>/<footer>: inside a dialog those are still the page's banner and contentinfo landmarks. */}
          <div className={styles.header} data-has-icon={icon ? true : undefined}>
            {icon && <div className={styles.icon}>{icon}</div>}
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            {!hideCloseButton && (
              <IconButton
                className={styles.close}
                icon="close"
                label={t('ui.common.close')}
                disabled={!dismissible}
                onClick={() => onClose(undefined)}
              />
            )}
          </div>
          {hasBody && (
            <div
              ref={bodyRef}
              id={bodyId}
              className={styles.body}
              tabIndex={bodyScrolls ? 0 : undefined}
              role={bodyScrolls ? 'region' : undefined}
              aria-labelledby={bodyScrolls ? titleId : undefined}
            >
              {children}
            </div>
          )}
          {hasFooter && (
            <div className={styles.footer} data-count={actions?.length ?? 0}>
              {footer}
              {actions?.map((action, index) => (
                <Button
                  key={index}
                  variant={action.variant ?? (index === actions.length - 1 ? 'primary' : 'secondary')}
                  loading={action.loading}
                  disabled={action.disabled || (action.guarded && !armed)}
                  data-autofocus={action.autoFocus || undefined}
                  className={styles.action}
                  onClick={() => onClose(action.result)}
                >
                  {action.label}
                </Button>
              ))}
            </div>
          )}
        </div>
      )}
    </dialog>
  );
}
