import { useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SandboxError } from './api';
import styles from './SandboxConsole.module.css';

export type Notice = { tone: 'ok' | 'error'; text: string } | null;

/** Runs one console action and turns its outcome into a line of text for the section. */
export function useAction(setNotice: (notice: Notice) => void) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<string | null>(null);
  const run = useCallback(
    async (id: string, action: () => Promise<string | void>, after?: () => Promise<void> | void) => {
      setBusy(id);
      try {
        const text = await action();
        setNotice(text ? { tone: 'ok', text } : null);
        await after?.();
      } catch (error) {
        const code = error instanceof SandboxError ? error.code : String(error);
        setNotice({ tone: 'error', text: t('sandbox.failed', { code }) });
      } finally {
        setBusy(null);
      }
    },
    [setNotice, t],
  );
  return { busy, run };
}

export function Section({ id, title, notice, actions, children }: { id: string; title: string; notice: Notice; actions?: ReactNode; children: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={`${id}-title`} data-testid={`sandbox-${id}`}>
      <header className={styles.sectionHeader}>
        <h2 id={`${id}-title`} className={styles.sectionTitle}>
          {title}
        </h2>
        {actions}
      </header>
      {children}
      <p role="status" className={styles.notice} data-tone={notice?.tone}>
        {notice?.text}
      </p>
    </section>
  );
}

export const money = (value: number) => value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
export const time = (iso: string) => new Date(iso).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', second: '2-digit' });
