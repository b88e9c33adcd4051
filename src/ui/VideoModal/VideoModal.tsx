import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pushBackHandler } from '../../lib/back-stack';
import { openDialog, useDialogContainment } from '../Dialog/containment';
import styles from './VideoModal.module.css';

export interface VideoItem {
  /** Stable id. */
  id: string;
  /** Title (already translated), shown in the list and as the dialog's name. */
  title: string;
  /** Video URL. */
  src: string;
  /** Poster image URL. */
  poster?: string;
  /** WebVTT captions URL. */
  captionsSrc?: string;
}

export interface VideoModalProps {
  /** The tutorial videos (spec §2 How-to: five of them). */
  videos: readonly VideoItem[];
  /** Language of the captions (BCP 47, e.g. "th", "lo", "en"). */
  captionsLang?: string;
  /** Called when a video is opened. */
  onOpen?: (id: string) => void;
  /** Called when the player closes. */
  onClose?: (id: string) => void;
}

/** A list of videos; each opens a native modal <dialog> with a player that pauses when it closes. */
export function VideoModal({ videos, captionsLang, onOpen, onClose }: VideoModalProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const video = useRef<HTMLVideoElement>(null);
  const [current, setCurrent] = useState<VideoItem | null>(null);
  const contained = useDialogContainment();

  useEffect(() => {
    const el = dialog.current;
    if (!current || !el) return;
    openDialog(el, contained);
    if (contained) return;
    document.body.classList.add('scroll-locked');
    return () => document.body.classList.remove('scroll-locked');
  }, [current, contained]);

  // The host's back button and the browser's own back close the player before leaving the page
  // (DESIGN.md §4), as they close every other dialog.
  useEffect(() => {
    if (!current) return;
    return pushBackHandler(() => dialog.current?.close());
  }, [current]);

  // Runs for the close button, Escape and a backdrop tap alike.
  const handleClose = () => {
    video.current?.pause();
    if (current) onClose?.(current.id);
    setCurrent(null);
  };

  return (
    <>
      <ul className={styles.list}>
        {videos.map((item) => (
          <li key={item.id}>
            <button
              type="button"
              className={styles.item}
              aria-haspopup="dialog"
              onClick={() => {
                setCurrent(item);
                onOpen?.(item.id);
              }}
            >
              <span className={styles.play} aria-hidden="true">
                <svg viewBox="0 0 24 24" width="20" height="20" focusable="false">
                  <path d="M8 5v14l11-7z" fill="currentColor" />
                </svg>
              </span>
              <span className={styles.itemTitle}>{item.title}</span>
            </button>
          </li>
        ))}
      </ul>
      <dialog
        ref={dialog}
        className={styles.dialog}
        data-contained={contained || undefined}
        aria-labelledby={titleId}
        onClose={handleClose}
        onClick={(event) => {
          // A tap on the backdrop (the dialog element itself, outside its content) closes it.
          if (event.target === event.currentTarget) event.currentTarget.close();
        }}
      >
        {current && (
          <div className={styles.content}>
            <div className={styles.header}>
              <h2 id={titleId} className={styles.title}>
                {current.title}
              </h2>
              <button type="button" className={styles.close} aria-label={t('ui.common.close')} onClick={() => dialog.current?.close()}>
                <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
                  <path d="M6 6l12 12M18 6L6 18" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
                </svg>
              </button>
            </div>
            <video ref={video} className={styles.video} src={current.src} poster={current.poster} controls playsInline preload="metadata">
              {current.captionsSrc && <track kind="captions" src={current.captionsSrc} srcLang={captionsLang} default />}
              {t('ui.video.unsupported')}
            </video>
          </div>
        )}
      </dialog>
    </>
  );
}
