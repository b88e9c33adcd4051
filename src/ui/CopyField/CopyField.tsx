import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../Button';
import styles from './CopyField.module.css';

export interface CopyFieldProps {
  /** Visible label, e.g. "Invite link" or "Account number" (already translated). */
  label: string;
  /** The text shown and copied. */
  value: string;
  /** Copies text (the platform's `copy`); resolves true when it worked. */
  copy: (text: string) => Promise<boolean>;
  /** Text displayed instead of `value` (e.g. a formatted account number); `value` is still what is copied. */
  display?: string;
  /**
   * What the Copy button names for a screen reader, where `label` alone is said twice on one
   * screen (two banks' "Account number"); `label` by default.
   */
  name?: string;
  /** Told after each attempt whether the copy worked. */
  onCopied?: (ok: boolean) => void;
}

type Result = { ok: boolean } | null;

/**
 * A read-only value with a copy button. Shows "Copied: …" or "Failed to copy"; when copying fails
 * the value is selected so the member can copy it by hand.
 */
export function CopyField({ label, value, copy, display, name = label, onCopied }: CopyFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<Result>(null);

  const onCopy = async () => {
    setBusy(true);
    const ok = await copy(value).catch(() => false);
    setBusy(false);
    setResult({ ok });
    onCopied?.(ok);
    if (!ok && input.current) {
      input.current.focus();
      input.current.select();
    }
  };

  return (
    <div className={styles.root} data-result={result ? (result.ok ? 'copied' : 'failed') : undefined}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <div className={styles.row}>
        <input
          ref={input}
          id={id}
          className={styles.value}
          readOnly
          value={display ?? value}
          aria-describedby={`${id}-status`}
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button variant="secondary" icon={result?.ok ? 'check' : 'copy'} loading={busy} onClick={() => void onCopy()}>
          {t('ui.copy.button')}
          {/* Which value: a sheet can hold two "Copy" buttons (an account number, a username and a password). */}
          <span className="visually-hidden"> {name}</span>
        </Button>
      </div>
      <p id={`${id}-status`} className={styles.status} role="status">
        {result?.ok && t('ui.copy.copied', { text: value })}
        {result && !result.ok && (
          <>
            {t('ui.copy.failed')}
            <span className={styles.hint}> {t('ui.copy.manual')}</span>
          </>
        )}
      </p>
    </div>
  );
}
