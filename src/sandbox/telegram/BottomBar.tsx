import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../ui';
import type { BottomButton } from './protocol';
import styles from './TelegramFrame.module.css';

/** One of the client's bottom buttons, in the colours the app set (the theme's when it set none). */
function HostButton({ kind, button, onPress }: { kind: 'main' | 'secondary'; button: BottomButton; onPress: () => void }) {
  const colours = { '--host-button-bg': button.color, '--host-button-fg': button.textColor } as CSSProperties;
  return (
    <button
      type="button"
      className={styles.hostButton}
      data-kind={kind}
      style={colours}
      // The SDK ignores presses while inactive; the client draws it disabled, as Telegram does.
      disabled={!button.active}
      aria-busy={button.progress || undefined}
      onClick={onPress}
    >
      {button.progress ? <Icon name="spin" spinning size={20} /> : null}
      <span className={styles.hostButtonText}>{button.text}</span>
    </button>
  );
}

/** Telegram's bottom bar: the SecondaryButton beside the MainButton, only while either is shown. */
export function BottomBar({ main, secondary, onPress }: { main: BottomButton | null; secondary: BottomButton | null; onPress: (kind: 'main' | 'secondary') => void }) {
  const { t } = useTranslation();
  if (!main && !secondary) return null;
  return (
    <div role="group" aria-label={t('sandbox.telegram.bottomBar')} className={styles.bottomBar}>
      {secondary && <HostButton kind="secondary" button={secondary} onPress={() => onPress('secondary')} />}
      {main && <HostButton kind="main" button={main} onPress={() => onPress('main')} />}
    </div>
  );
}
