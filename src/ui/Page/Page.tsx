import { useEffect, useRef, type HTMLAttributes, type ReactNode } from 'react';
import { cx } from '../../lib/cx';
import { useScreenArrival } from './arrival';
import styles from './Page.module.css';

/**
 * Sets `document.title` to `title`, or `title | appName` when an app name is given, and keeps it
 * in step when either text changes (e.g. a language switch).
 */
export function useDocumentTitle(title: string, appName?: string): void {
  useEffect(() => {
    // Without the word joiners that keep Thai and Lao loanwords whole in the page (lib/loanwords.ts):
    // a host's own title bar (LINE's header, a tab) may draw them.
    document.title = (appName ? `${title} | ${appName}` : title).replaceAll('\u2060', '');
  }, [title, appName]);
}

export interface PageProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The screen's heading (h1), also the document title. */
  title: string;
  /** Id of the heading; the page is labelled by it. */
  titleId: string;
  /** The document title when it differs from the heading. */
  documentTitle?: string;
  /** Appended to the document title as `title | appName`. */
  appName?: string;
  /** `screen`: a member screen's grid; `form`: one centred column for a form; `plain`: only `className`. */
  layout?: 'screen' | 'form' | 'plain';
  /** Keeps the heading for screen readers only. */
  titleHidden?: boolean;
  /** Extra class for the heading. */
  titleClassName?: string;
  /** Shown at the end of a header row beside the heading (e.g. an action). */
  header?: ReactNode;
  children?: ReactNode;
}

/** The frame of a screen: a labelled section, its heading, an optional header slot, the document title. */
export function Page({
  title,
  titleId,
  documentTitle,
  appName,
  layout = 'screen',
  titleHidden = false,
  titleClassName,
  header,
  className,
  children,
  ...rest
}: PageProps) {
  useDocumentTitle(documentTitle ?? title, appName);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useScreenArrival(headingRef);
  const heading = (
    <h1 ref={headingRef} id={titleId} tabIndex={-1} className={titleHidden ? cx(styles.arrival, 'visually-hidden') : cx(styles.arrival, styles.title, titleClassName)}>
      {title}
    </h1>
  );
  return (
    <section {...rest} className={cx(layout !== 'plain' && styles[layout], className)} aria-labelledby={titleId}>
      {header === undefined ? (
        heading
      ) : (
        <header className={styles.header}>
          {heading}
          {header}
        </header>
      )}
      {children}
    </section>
  );
}

/** The shared pieces of a screen for the screen's own markup: section titles, muted text, a form's lead, fields, actions and server error. */
export const pageParts = {
  sectionTitle: styles.sectionTitle,
  muted: styles.muted,
  lead: styles.lead,
  fields: styles.fields,
  actions: styles.actions,
  error: styles.error,
  /** A heading focused by `useStepArrival`: read out, not outlined. */
  arrival: styles.arrival,
} as const;
