import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { allowFailedImportsToRetry } from '../../lib/lazyWithRetry';
import { useOnlineAgain } from '../../lib/useOnlineAgain';
import { Button } from '../Button';
import styles from './ErrorBoundary.module.css';

export interface ErrorBoundaryProps {
  children?: ReactNode;
  /** What replaces the children after an error; `retry` renders them again. */
  fallback: (retry: () => void, error: unknown) => ReactNode;
  /** A change of this value (e.g. the route path) clears the error. */
  resetKey?: unknown;
}

interface State {
  error: unknown;
  failed: boolean;
  resetKey: unknown;
}

/**
 * Catches what a screen or dialog throws while rendering (most often a lazy chunk that could not be
 * downloaded) and shows `fallback` instead of unmounting the whole app (DESIGN.md §3: nothing is
 * ever a blank screen). State kept in stores outside the subtree — what the player typed — survives
 * the retry, which re-renders the same children.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, State> {
  // State and the bound retry are set here, not as class fields: for the es2020 build target fields
  // compile through a defineProperty helper that would ride in /login's first download.
  constructor(props: ErrorBoundaryProps) {
    super(props);
    this.state = { error: null, failed: false, resetKey: props.resetKey };
    this.retry = this.retry.bind(this);
  }

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(props: ErrorBoundaryProps, state: State): Partial<State> | null {
    if (Object.is(props.resetKey, state.resetKey)) return null;
    return { resetKey: props.resetKey, error: null, failed: false };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    // Kept in the console for support; the player sees the translated retry state.
    console.warn('[app] a screen failed to render; showing the retry state', error, info.componentStack);
  }

  retry(): void {
    // A lazy screen that failed must download again, not replay its cached failure.
    allowFailedImportsToRetry();
    this.setState({ error: null, failed: false });
  }

  override render(): ReactNode {
    if (this.state.failed) return this.props.fallback(this.retry, this.state.error);
    return this.props.children;
  }
}

export interface RetryStateProps {
  /** Called by the button, and by itself when the browser comes back online. */
  onRetry: () => void;
  /** `screen` fills the page (app and route level); `inline` sits inside a dialog or a card. */
  layout?: 'screen' | 'inline';
  /** Extra action, e.g. closing the dialog that failed. */
  secondary?: ReactNode;
}

/** The translated "no connection — retry" state every boundary shows. */
export function RetryState({ onRetry, layout = 'inline', secondary }: RetryStateProps) {
  const { t } = useTranslation();
  useOnlineAgain(true, onRetry);
  return (
    <div className={styles.root} data-layout={layout} role="alert" data-testid="retry-state">
      <span className={styles.icon} aria-hidden="true">
        <svg viewBox="0 0 24 24" width="32" height="32" focusable="false">
          <path
            d="M2 8.5a15 15 0 0 1 20 0M5.5 12a10 10 0 0 1 13 0M9 15.5a5 5 0 0 1 6 0M12 19h.01M3 3l18 18"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
      </span>
      <h2 className={styles.title}>{t('ui.errorBoundary.title')}</h2>
      <p className={styles.text}>{t('ui.errorBoundary.text')}</p>
      <div className={styles.actions}>
        <Button onClick={onRetry}>{t('ui.errorBoundary.retry')}</Button>
        {secondary}
      </div>
    </div>
  );
}
