import { useTranslation } from 'react-i18next';
import type { Snapshot } from 'valtio';
import { usePlatform } from '../../platform';
import { Button } from '../../ui/Button';
import { HtmlContent } from '../../ui/HtmlContent';
import { Icon } from '../../ui/Icon';
import { ProgressBar } from '../../ui/ProgressBar';
import { safeUrl, viewOf, type ChatButton, type ChatMedia, type ChatQuickReply } from './messages';
import { refusalText } from './files';
import type { ChatMessage } from './store';
import styles from './chat.module.css';

export interface ChatMessageActions {
  /** A postback button was pressed (web and call buttons are handled here). */
  onPostback: (button: ChatButton) => void;
  onQuickReply: (reply: ChatQuickReply) => void;
  onResend: (key: string) => void;
  onRemove: (key: string) => void;
}

export interface ChatMessageViewProps extends ChatMessageActions {
  message: Snapshot<ChatMessage>;
  /** Quick replies are offered only under the newest message. */
  latest: boolean;
}

const pad = (n: number) => String(n).padStart(2, '0');
const timeOf = (iso: string) => {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : `${pad(d.getHours())}:${pad(d.getMinutes())}`;
};

function ChatButtons({ buttons, onPostback }: { buttons: readonly ChatButton[]; onPostback: (button: ChatButton) => void }) {
  const platform = usePlatform();
  return (
    <div className={styles.buttons}>
      {buttons.map((button, index) => {
        if (button.type === 'call') {
          const number = button.payload.replace(/[^\d+]/g, '');
          return (
            <Button key={index} variant="secondary" size="sm" fullWidth href={`tel:${number}`}>
              {button.title}
            </Button>
          );
        }
        if (button.type === 'web') {
          const url = safeUrl(button.payload);
          return (
            <Button
              key={index}
              variant="secondary"
              size="sm"
              fullWidth
              disabled={!url}
              // Opened synchronously inside the click: webviews block later window opens (DESIGN.md §4).
              onClick={() => url && platform.openExternal(url)}
            >
              {button.title}
            </Button>
          );
        }
        return (
          <Button key={index} variant="secondary" size="sm" fullWidth onClick={() => onPostback(button)}>
            {button.title}
          </Button>
        );
      })}
    </div>
  );
}

function MediaContent({ media, message }: { media: ChatMedia; message: Snapshot<ChatMessage> }) {
  const { t } = useTranslation();
  const platform = usePlatform();
  const src = message.previewUrl ?? (media.filePath ? safeUrl(media.filePath) : null);
  // A refused file is not what its name claims: its preview would draw a broken image.
  if (message.refused) return <p className={styles.text}>{message.fileName ?? media.message}</p>;
  if (!src) return <p className={styles.text}>{media.message || t('chat.openFile')}</p>;
  if (media.fileType === 'image') {
    // A player's picture carries its file name; an operator's carries words meant to be read, so they
    // are shown under it (and not said twice as its alt text).
    const caption = message.sender === 'customer' ? null : media.message || null;
    const alt = message.fileName ?? ((caption ? null : media.message) || t('chat.image'));
    const picture =
      message.state === 'succeed' ? (
        <button
          type="button"
          className={styles.mediaButton}
          onClick={() => platform.openExternal(src)}
          aria-label={`${t('chat.openImage')}: ${alt}`}
        >
          <img className={styles.image} src={src} alt={alt} loading="lazy" />
        </button>
      ) : (
        <img className={styles.image} src={src} alt={alt} />
      );
    return caption ? (
      <>
        {picture}
        <p className={`${styles.text} ${styles.caption}`}>{caption}</p>
      </>
    ) : (
      picture
    );
  }
  if (media.fileType === 'video') {
    return (
      <video
        className={styles.video}
        src={src}
        controls
        preload="metadata"
        aria-label={message.fileName ?? (media.message || t('chat.video'))}
      >
        {t('chat.video')}
      </video>
    );
  }
  return (
    <Button variant="secondary" size="sm" icon="upload" onClick={() => platform.openExternal(src)}>
      {media.message || t('chat.openFile')}
    </Button>
  );
}

/** One entry of the conversation: text, buttons, quick replies, cards or media, with its send state. */
export function ChatMessageView({ message, latest, onPostback, onQuickReply, onResend, onRemove }: ChatMessageViewProps) {
  const { t } = useTranslation();
  const view = viewOf(message.body);
  const mine = message.sender === 'customer';
  const percent = Math.round((message.progress ?? 0) * 100);

  let content;
  switch (view.kind) {
    case 'text':
      content = view.html ? <HtmlContent html={view.html} className={styles.text} /> : <p className={styles.text}>{view.text}</p>;
      break;
    case 'postback':
      content = <p className={styles.text}>{view.text}</p>;
      break;
    case 'buttons':
      content = (
        <>
          {view.text && <p className={styles.text}>{view.text}</p>}
          <ChatButtons buttons={view.buttons} onPostback={onPostback} />
        </>
      );
      break;
    case 'quick_replies':
      content = view.text ? <p className={styles.text}>{view.text}</p> : null;
      break;
    case 'generic':
      content = (
        <ul className={styles.cards} aria-label={t('chat.cards')}>
          {view.cards.map((card, index) => {
            const image = card.imageUrl ? safeUrl(card.imageUrl) : null;
            return (
              <li key={index} className={styles.card}>
                {image && <img className={styles.cardImage} src={image} alt="" loading="lazy" />}
                <div className={styles.cardBody}>
                  {card.title && <p className={styles.cardTitle}>{card.title}</p>}
                  {card.subtitle && <p className={styles.cardSubtitle}>{card.subtitle}</p>}
                  <ChatButtons buttons={card.buttons} onPostback={onPostback} />
                </div>
              </li>
            );
          })}
        </ul>
      );
      break;
    case 'media':
      content = <MediaContent media={view.media} message={message} />;
      break;
  }

  return (
    <li className={styles.row} data-sender={message.sender} data-state={message.state} data-type={message.body.message_type}>
      <span className={styles.visuallyHidden}>{mine ? t('chat.you') : t('chat.operator')}: </span>
      <div className={styles.bubble} data-kind={view.kind}>
        {content}
        {message.state === 'uploading_file' && (
          <div className={styles.progressRow}>
            <ProgressBar className={styles.progress} label={t('chat.state.uploadProgress')} value={percent} />
            <span className={styles.percent}>{t('chat.state.uploading', { percent })}</span>
          </div>
        )}
      </div>
      <div className={styles.meta}>
        {message.state === 'sending' && (
          <span className={styles.sending}>
            <Icon name="spin" spinning size={14} /> {t('chat.state.sending')}
          </span>
        )}
        {message.state === 'failed' ? (
          <span className={styles.failed} role="alert">
            <Icon name="warning" size={14} /> {message.refused ? refusalText(t, message.refused) : t(message.unsent ? 'chat.state.unsent' : 'chat.state.failed')}
          </span>
        ) : (
          message.state === 'succeed' && <time dateTime={message.createdAt}>{timeOf(message.createdAt)}</time>
        )}
      </div>
      {message.state === 'failed' && (
        <div className={styles.failedActions}>
          {/* The same file or text would be refused again: only a transport or server failure is worth resending. */}
          {!message.refused && (
            <Button variant="secondary" size="sm" icon="refresh" onClick={() => onResend(message.key)}>
              {t('chat.resend')}
            </Button>
          )}
          <Button variant="ghost" size="sm" icon="close" onClick={() => onRemove(message.key)}>
            {t('chat.remove')}
          </Button>
        </div>
      )}
      {view.kind === 'quick_replies' && latest && view.replies.length > 0 && (
        <div className={styles.quickReplies} role="group" aria-label={t('chat.quickReplies')}>
          {view.replies.map((reply, index) => (
            <button key={index} type="button" className={styles.chip} onClick={() => onQuickReply(reply)}>
              {reply.title}
            </button>
          ))}
        </div>
      )}
    </li>
  );
}
