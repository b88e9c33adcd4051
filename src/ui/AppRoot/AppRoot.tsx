import type { HTMLAttributes, ReactNode } from 'react';
import styles from './AppRoot.module.css';
import { cx } from '../../lib/cx';

export interface AppRootProps extends HTMLAttributes<HTMLDivElement> {
  /** The host; components adjust through `[data-platform]` selectors (e.g. no own back button in Telegram). */
  platform: 'telegram' | 'line' | 'browser';
  /** Colour theme; dark is the default of the product. */
  theme?: 'dark' | 'light';
  /** Pads the content by the device safe-area insets (off when a TopBar/BottomNav already does). */
  safeArea?: boolean;
  /** The app. */
  children?: ReactNode;
}

/**
 * The root element of the app: carries `data-platform` and `data-theme`, fills the stable viewport
 * height (`--app-height`, never `100vh`) and applies safe-area padding.
 */
export function AppRoot({ platform, theme = 'dark', safeArea = true, className, children, ...rest }: AppRootProps) {
  return (
    <div
      {...rest}
      className={cx(styles.root, className)}
      data-platform={platform}
      data-theme={theme}
      data-safe-area={safeArea || undefined}
    >
      {children}
    </div>
  );
}
