import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, IconButton } from '../../ui';
import { BottomBar } from './BottomBar';
import { hostTheme } from './protocol';
import { useLaunch } from './useLaunch';
import { useMiniAppHost } from './useMiniAppHost';
import styles from './TelegramFrame.module.css';

// The client's theme as Telegram's CSS variables: the kit's tokens read them (tokens.css), so the
// bars and buttons around the frame take Telegram's colours, as the app inside does.
const themeVariables = Object.fromEntries(
  Object.entries(hostTheme).map(([key, colour]) => [`--tg-theme-${key.replaceAll('_', '-')}`, colour]),
) as CSSProperties;

/**
 * `/sandbox/telegram?member=…#tgWebAppData=…`: the console's stand-in for Telegram Web. The app runs framed at
 * `/login` with the same launch data, and this page plays the client around it: header with the
 * BackButton and close, the bottom buttons, links, close and reopen.
 */
export function TelegramFrame() {
  const { t } = useTranslation();
  const { source, relaunch, busy, error } = useLaunch();
  const frame = useRef<HTMLIFrameElement>(null);
  // Bumped on reopen: a fresh iframe is a fresh launch, as in Telegram.
  const [launch, setLaunch] = useState(0);
  // A closed app leaves nothing behind: its arrow, buttons and link go with it (closedState).
  const { state, press, close, reopen } = useMiniAppHost(frame, launch);

  useEffect(() => {
    document.title = t('sandbox.telegram.pageTitle');
  }, [t]);

  const body = () => {
    if (!source) return <p className={styles.note}>{t('sandbox.telegram.noLaunch')}</p>;
    if (state.closed) {
      return (
        <div className={styles.note}>
          <p>{t('sandbox.telegram.closed')}</p>
          <Button
            loading={busy}
            onClick={async () => {
              if (!(await relaunch())) return;
              reopen();
              setLaunch((n) => n + 1);
            }}
          >
            {t('sandbox.telegram.reopen')}
          </Button>
          {error && <p role="alert">{t('sandbox.failed', { code: error })}</p>}
        </div>
      );
    }
    return <iframe key={launch} ref={frame} src={source} title={t('sandbox.telegram.frame')} className={styles.frame} />;
  };

  return (
    <div className={styles.page} data-theme="dark" style={themeVariables}>
      <main className={styles.phone}>
        <header className={styles.header}>
          <span className={styles.headerSlot}>
            {state.backVisible && (
              <IconButton icon="back" label={t('sandbox.telegram.back')} onClick={() => press('back')} />
            )}
          </span>
          <h1 className={styles.title}>{t('sandbox.telegram.title')}</h1>
          <span className={styles.headerSlot}>
            {source && !state.closed && <IconButton icon="close" label={t('sandbox.telegram.close')} onClick={close} />}
          </span>
        </header>
        <div className={styles.body}>{body()}</div>
        {state.tgLink && (
          <p role="status" className={styles.link}>
            {t('sandbox.telegram.tgLink', { link: state.tgLink })}
          </p>
        )}
        <BottomBar main={state.main} secondary={state.secondary} onPress={press} />
      </main>
    </div>
  );
}
