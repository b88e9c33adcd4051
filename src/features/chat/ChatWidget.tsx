import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
// The chat draws icons outside the first download (upload, retry); it brings them.
import '../../ui/Icon/all-icons';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { pushBackHandler } from '../../lib/back-stack';
import { inertSiblings } from '../../lib/inert-siblings';
import { limits } from '../../lib/constants';
import { characterCount } from '../../lib/text-length';
import { blankText } from '../../lib/validation';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { Icon } from '../../ui/Icon';
import { IconButton } from '../../ui/IconButton';
import { ChatMessageView } from './ChatMessageView';
import { chatFileAccept, refusalText } from './files';
import { reloadedOverSheet, usePlatform } from '../../platform';
import {
  chat,
  chatOpenBeforeReload,
  clearFileError,
  retryHistory,
  newChat,
  remove,
  resend,
  resendUnsent,
  sendFile,
  sendPostback,
  sendQuickReply,
  sendText,
  setChatOpen,
  setDraft,
  stopChat,
  waitsForNetwork,
  type ChatDeps,
} from './store';
import { useOnlineAgain } from '../../lib/useOnlineAgain';
import type { CreateChatTransport } from '../../api/realtime';
import styles from './chat.module.css';

const reloadHistory = () => void retryHistory();

export interface ChatWidgetProps {
  /** The live connection; socket.io by default. Stories and tests hand in a fake. */
  createTransport?: CreateChatTransport;
  /** Open on mount (stories). */
  defaultOpen?: boolean;
}

function Composer() {
  const { t } = useTranslation();
  const snap = useSnapshot(chat);
  // Local for the caret's sake; written through to the store, whose draft outlives a closed panel.
  const [text, setTyped] = useState(() => chat.draft);
  const setText = (value: string) => {
    setTyped(value);
    setDraft(value);
  };
  const fieldId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  // Counted as the limit counts (characters, not UTF-16 units: an emoji is one).
  const length = characterCount(text);
  const tooLong = length > limits.chatTextMax;

  const submit = () => {
    if (sendText(text)) setText('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends, Shift+Enter makes a newline (spec §5); never while an IME is composing.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <div className={styles.composer}>
      {snap.fileError && (
        <p className={styles.fileError} role="alert">
          <span>
            {refusalText(t, snap.fileError)}
          </span>
          <IconButton icon="close" label={t('common.close')} onClick={clearFileError} className={styles.fileErrorClose} />
        </p>
      )}
      <div className={styles.composerRow}>
        <input
          ref={fileInput}
          type="file"
          accept={chatFileAccept}
          className={styles.visuallyHidden}
          tabIndex={-1}
          aria-hidden="true"
          data-testid="chat-file-input"
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            if (file) sendFile(file);
            event.currentTarget.value = '';
          }}
        />
        <IconButton icon="upload" label={t('chat.attach')} onClick={() => fileInput.current?.click()} />
        <label htmlFor={fieldId} className={styles.visuallyHidden}>
          {t('chat.input')}
        </label>
        <textarea
          id={fieldId}
          className={styles.input}
          rows={1}
          value={text}
          placeholder={t('chat.placeholder')}
          aria-describedby={`${fieldId}-hint`}
          aria-invalid={tooLong || undefined}
          onChange={(event) => setText(event.currentTarget.value)}
          onKeyDown={onKeyDown}
        />
        <Button size="md" onClick={submit} disabled={blankText(text) || tooLong}>
          {t('chat.send')}
        </Button>
      </div>
      <p id={`${fieldId}-hint`} className={styles.hint} data-invalid={tooLong || undefined}>
        {tooLong ? (
          t('chat.tooLong', { max: limits.chatTextMax })
        ) : (
          // Keyboard help only where there is a keyboard-and-mouse device; a phone gets the length rule.
          <>
            <span className={styles.hintKeys}>{t('chat.hint')}</span>
            <span className={styles.hintTouch}>{t('chat.hintTouch', { max: limits.chatTextMax })}</span>
          </>
        )}
        {length > limits.chatTextMax * 0.9 && (
          <span className={styles.count}> {t('chat.count', { count: length, max: limits.chatTextMax })}</span>
        )}
      </p>
    </div>
  );
}

function Conversation() {
  const { t } = useTranslation();
  const snap = useSnapshot(chat);
  const list = useRef<HTMLDivElement>(null);
  const anchor = useRef<{ height: number; top: number; older: boolean } | null>(null);
  const lastKey = snap.messages.length ? snap.messages[snap.messages.length - 1]!.key : null;
  const firstKey = snap.messages.length ? snap.messages[0]!.key : null;
  const previous = useRef({ firstKey, lastKey });
  // Whether the reader is at the newest message: then whatever grows later (an image, a failure's
  // Delete row, a late font) keeps it in view. `pinned` is where our own scroll put the log: a
  // scroll event at or below it is ours, even if the log grew again before the event came.
  const atBottom = useRef(true);
  const pinned = useRef(0);
  const toBottom = (el: HTMLElement) => {
    el.scrollTop = el.scrollHeight;
    atBottom.current = true;
    pinned.current = el.scrollTop;
  };

  const older = () => {
    const el = list.current;
    if (el) anchor.current = { height: el.scrollHeight, top: el.scrollTop, older: true };
    // The whole start again when it never got as far as knowing who is chatting (opened offline).
    void retryHistory();
  };

  // Older pages keep the reader's place; new messages at the end scroll into view.
  useLayoutEffect(() => {
    const el = list.current;
    if (!el) return;
    const before = previous.current;
    previous.current = { firstKey, lastKey };
    if (firstKey !== before.firstKey && lastKey === before.lastKey && anchor.current) {
      el.scrollTop = el.scrollHeight - anchor.current.height + anchor.current.top;
    } else if (lastKey !== before.lastKey) {
      toBottom(el);
    }
    anchor.current = null;
  }, [firstKey, lastKey]);

  // Anything that makes the conversation taller keeps a reader at the bottom there: observed rather
  // than caught per cause, as an image that fails, a video's size or a font has no event here.
  const messages = useRef<HTMLOListElement>(null);
  useLayoutEffect(() => {
    const el = list.current;
    const content = messages.current;
    if (!el || !content) return;
    const observer = new ResizeObserver(() => {
      if (atBottom.current) toBottom(el);
    });
    observer.observe(content);
    return () => observer.disconnect();
  }, []);

  const latestKey = lastKey;
  return (
    <div
      ref={list}
      className={styles.log}
      role="log"
      aria-label={t('chat.log')}
      tabIndex={0}
      onScroll={(event) => {
        const el = event.currentTarget;
        atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < 64 || el.scrollTop >= pinned.current;
        if (!atBottom.current) pinned.current = Number.POSITIVE_INFINITY;
        if (el.scrollTop < 48 && snap.hasMore && !snap.loadingHistory) older();
      }}
    >
      {snap.hasMore && (
        <Button variant="ghost" size="sm" className={styles.earlier} loading={snap.loadingHistory} onClick={older}>
          {snap.loadingHistory ? t('chat.loadingEarlier') : t('chat.earlier')}
        </Button>
      )}
      {snap.historyFailed && (
        <div className={styles.notice} role="alert">
          <span>{t('chat.historyFailed')}</span>
          <Button variant="secondary" size="sm" icon="refresh" onClick={older}>
            {t('common.retry')}
          </Button>
        </div>
      )}
      {snap.messages.length === 0 && !snap.loadingHistory && !snap.historyFailed && (
        <p className={styles.empty}>
          <Icon name="chat" size={32} />
          <span>{t('chat.empty')}</span>
        </p>
      )}
      <ol ref={messages} className={styles.messages}>
        {snap.messages.map((message) => (
          <ChatMessageView
            key={message.key}
            message={message}
            latest={message.key === latestKey}
            onPostback={sendPostback}
            onQuickReply={sendQuickReply}
            onResend={resend}
            onRemove={remove}
          />
        ))}
      </ol>
    </div>
  );
}

/**
 * The floating live chat of the contact pages (spec §2 Contact, §4, §7): a toggle button and a
 * panel with the conversation. Nothing chat-related loads or connects until the first open.
 */
export default function ChatWidget({ createTransport, defaultOpen = false }: ChatWidgetProps) {
  const { t } = useTranslation();
  const snap = useSnapshot(chat);
  const panelId = useId();
  const deps: ChatDeps = { createTransport };
  const launcher = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLElement>(null);
  // Opening removes the launcher: focus goes into the panel (its start, not the message box, whose
  // keyboard would cover half a phone's screen). Closing removes its close button: focus goes back
  // to the launcher. Either way, never to <body>.
  const wasOpen = useRef(snap.open);
  useEffect(() => {
    if (wasOpen.current && !snap.open) launcher.current?.focus();
    if (!wasOpen.current && snap.open) panel.current?.focus();
    wasOpen.current = snap.open;
  }, [snap.open]);

  // What failed offline goes by itself once the connection is back, as the offline banner and a slip do.
  useOnlineAgain(snap.messages.some(waitsForNetwork), resendUnsent);
  // A conversation that could not load (opened offline) loads by itself once the connection is back.
  useOnlineAgain(snap.open && snap.historyFailed, reloadHistory);

  // On a phone the open panel covers the page: what it hides is out of the tab order (Shift+Tab
  // from the panel would land on a link under it); on a wider screen the page beside it stays live.
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const here = root.current;
    const shown = panel.current;
    if (!snap.open || !here || !shown) return;
    let undo: () => void = () => undefined;
    const cover = () => {
      undo();
      undo = shown.offsetWidth > window.innerWidth * 0.75 ? inertSiblings(here) : () => undefined;
    };
    cover();
    window.addEventListener('resize', cover);
    return () => {
      window.removeEventListener('resize', cover);
      undo();
    };
  }, [snap.open]);

  // On a phone the open panel covers the page: the host's back button closes it before it
  // navigates (DESIGN.md §4, as for sheets and dialogs).
  useEffect(() => (snap.open ? pushBackHandler(() => setChatOpen(false)) : undefined), [snap.open]);

  // Read once: the effect below runs twice in development (StrictMode), and its cleanup forgets it.
  const nativeBack = usePlatform().hasNativeBack === true;
  const [reopen] = useState(() => chatOpenBeforeReload(reloadedOverSheet(nativeBack)));
  useEffect(() => {
    if (defaultOpen || reopen) setChatOpen(true, { createTransport });
    return () => stopChat();
    // Mount and unmount only: the transport factory is fixed for the widget's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Escape anywhere in the panel (the message box too) closes it like its close button, and the
  // effect above hands focus back to the launcher. The confirm dialog inside stops its own Escape,
  // and an Escape that ends an IME composition or was taken by a control is not a close.
  const closeOnEscape = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || event.defaultPrevented || event.nativeEvent.isComposing) return;
    event.preventDefault();
    setChatOpen(false);
  };

  const status = snap.status === 'connecting' || snap.status === 'reconnecting' ? snap.status : null;
  // "+" beside the close button clears the conversation on screen: asked first when there is one.
  const [askNew, setAskNew] = useState(false);
  const startNew = () => (chat.messages.length > 0 ? setAskNew(true) : newChat());

  return (
    <div
      ref={root}
      id="chat-widget"
      className={styles.root}
      data-testid="chat-widget-slot"
      data-open={snap.open || undefined}
      data-status={snap.status}
    >
      {snap.open && (
        <section
          id={panelId}
          ref={panel}
          tabIndex={-1}
          className={styles.panel}
          aria-labelledby={`${panelId}-title`}
          onKeyDown={closeOnEscape}
        >
          <header className={styles.header}>
            <span className={styles.avatar} aria-hidden="true">
              <Icon name="chat" size={20} />
            </span>
            <div className={styles.heading}>
              <h2 id={`${panelId}-title`} className={styles.title}>
                {t('chat.title')}
              </h2>
              <p className={styles.subtitle}>{t('chat.subtitle')}</p>
            </div>
            <IconButton icon="plus" label={t('chat.newChat')} onClick={startNew} />
            <IconButton icon="close" label={t('chat.close')} onClick={() => setChatOpen(false)} />
          </header>
          {status && (
            <p className={styles.status} role="status" data-status={status}>
              <Icon name="spin" spinning size={14} /> {t(`chat.status.${status}`)}
            </p>
          )}
          <Conversation />
          <Composer />
          <ConfirmDialog
            open={askNew}
            title={t('chat.newChatConfirmTitle')}
            message={t('chat.newChatConfirmText')}
            confirmLabel={t('chat.newChat')}
            onClose={(yes) => {
              setAskNew(false);
              if (yes) newChat();
            }}
          />
        </section>
      )}
      {/* While the panel is open its header holds the one close control; the launcher comes back on close. */}
      {!snap.open && (
        <button
          ref={launcher}
          type="button"
          className={styles.toggle}
          aria-expanded={snap.open}
          aria-controls={snap.open ? panelId : undefined}
          aria-label={
            snap.open
              ? t('chat.close')
              : snap.unread
                ? `${t('chat.open')}, ${t('chat.unread', { count: snap.unread })}`
                : t('chat.open')
          }
          onClick={() => setChatOpen(!chat.open, deps)}
        >
          <Icon name={snap.open ? 'close' : 'chat'} size={26} />
          {!snap.open && snap.unread > 0 && (
            <span className={styles.badge} aria-hidden="true">
              {snap.unread}
            </span>
          )}
        </button>
      )}
    </div>
  );
}
