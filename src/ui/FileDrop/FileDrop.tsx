import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../Field';
import { ProgressBar } from '../ProgressBar';
import styles from './FileDrop.module.css';

export interface FileDropProps {
  /** Visible label, e.g. "Slip image" (already translated). */
  label: string;
  /** Accepted types as for `<input accept>`: MIME types, `image/*` or extensions. */
  accept?: string;
  /** Largest accepted size in megabytes. */
  maxSizeMb?: number;
  /** Name of the chosen file (controlled by the caller, so it survives re-renders). */
  fileName?: string;
  /** An upload is running: the picker is locked and the progress bar shows. */
  uploading?: boolean;
  /** Upload progress in percent (0–100); omit for an indeterminate bar. */
  progress?: number;
  /** Error text from the caller (e.g. a translated server error). */
  error?: string;
  /** Disables choosing and dropping. */
  disabled?: boolean;
  /** Called with a file that passed the accept and size checks. */
  onFile: (file: File) => void;
  /** Called when a file is refused here, with the reason. */
  onReject?: (reason: 'type' | 'size', file: File) => void;
}

/** True when the file matches an `accept` list such as "image/png,image/*,.pdf". */
export function acceptsFile(file: File, accept?: string): boolean {
  if (!accept) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return accept
    .split(',')
    .map((part) => part.trim().toLowerCase())
    .filter(Boolean)
    .some((rule) =>
      rule.startsWith('.') ? name.endsWith(rule) : rule.endsWith('/*') ? type.startsWith(rule.slice(0, -1)) : type === rule,
    );
}

/** Choose or drop one file, see its name, an upload progress bar and any error. */
export function FileDrop({
  label,
  accept,
  maxSizeMb,
  fileName,
  uploading = false,
  progress,
  error,
  disabled = false,
  onFile,
  onReject,
}: FileDropProps) {
  const { t } = useTranslation();
  const id = `filedrop-${useId()}`;
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [localError, setLocalError] = useState<string | undefined>();
  const locked = disabled || uploading;

  /** The picker had the focus, and it went nowhere else since (the file dialog, then the lock, take it to the page). */
  const pickedWithFocus = useRef(false);
  const take = (file: File | undefined) => {
    if (!file) return;
    if (!acceptsFile(file, accept)) {
      setLocalError(t('validation.fileNotSupported'));
      onReject?.('type', file);
      return;
    }
    if (maxSizeMb !== undefined && file.size > maxSizeMb * 1024 * 1024) {
      setLocalError(t('validation.fileTooLarge', { size: maxSizeMb }));
      onReject?.('size', file);
      return;
    }
    setLocalError(undefined);
    onFile(file);
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!locked) take(event.dataTransfer.files[0]);
  };

  const shownError = error ?? localError;
  const state = shownError ? 'error' : uploading ? 'uploading' : fileName ? 'chosen' : 'empty';

  const hasStatus = Boolean(fileName) || uploading;
  // The file's name and the progress appear under the zone, which a phone's sheet often shows at its
  // very foot: an upload the player cannot see looks like nothing happened. They come into view.
  const status = useRef<HTMLDivElement>(null);
  // At once, not smoothly: the picker losing focus as it locks (or the player's thumb) could stop a
  // smooth scroll halfway.
  useEffect(() => {
    if (uploading) status.current?.scrollIntoView({ block: 'nearest' });
  }, [uploading]);

  // The picker is disabled while it uploads, which drops the keyboard's focus to the page: it
  // comes back to the picker when the upload ends, unless the player has moved on.
  useEffect(() => {
    if (uploading) return;
    const picker = input.current;
    const active = document.activeElement;
    if (pickedWithFocus.current && picker && (!active || active === document.body)) picker.focus({ preventScroll: true });
  }, [uploading]);

  return (
    <Field
      label={label}
      error={shownError}
      disabled={locked}
      id={id}
      describedBy={hasStatus ? `${id}-status` : undefined}
      className={styles.root}
      data-state={state}
      data-dragging={dragging || undefined}
    >
      {(control) => (
        <>
          <div
            className={styles.zone}
            onDragOver={(event) => {
              event.preventDefault();
              if (!locked) setDragging(true);
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={onDrop}
          >
            <input
              {...control}
              ref={input}
              type="file"
              className={styles.input}
              accept={accept}
              disabled={locked}
              // The visible label plus the button text, so the control says what it does.
              aria-labelledby={`${id}-label ${id}-choose`}
              onFocus={() => {
                pickedWithFocus.current = true;
              }}
              onBlur={(event) => {
                if (event.relatedTarget) pickedWithFocus.current = false;
              }}
              onChange={(event) => {
                take(event.currentTarget.files?.[0]);
                // Choosing the same file again must fire change again.
                event.currentTarget.value = '';
              }}
            />
            <svg viewBox="0 0 24 24" width="32" height="32" aria-hidden="true" focusable="false" className={styles.icon}>
              <path d="M12 16V4M7 9l5-5 5 5M4 16v3a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-3" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
            <label htmlFor={id} className={styles.choose} id={`${id}-choose`}>
              {t('ui.fileDrop.choose')}
            </label>
            <span className={styles.drop}>{t('ui.fileDrop.drop')}</span>
          </div>
          {hasStatus && (
            <div ref={status} id={`${id}-status`} className={styles.status}>
              {fileName && <p className={styles.file}>{t('ui.fileDrop.selected', { name: fileName })}</p>}
              {uploading && (
                <div className={styles.progressRow}>
                  <ProgressBar
                    label={t('ui.fileDrop.progress')}
                    value={progress}
                    valueText={progress === undefined ? t('ui.fileDrop.uploading') : undefined}
                  />
                  <span className={styles.percent} aria-hidden="true">
                    {progress === undefined ? t('ui.fileDrop.uploading') : `${Math.round(progress)}%`}
                  </span>
                </div>
              )}
            </div>
          )}
        </>
      )}
    </Field>
  );
}
