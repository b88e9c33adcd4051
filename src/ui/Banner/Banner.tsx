import type { ReactNode } from 'react';
import { HtmlContent } from '../HtmlContent';
import styles from './Banner.module.css';

export interface BannerProps {
  /** Banner image URL. */
  imageSrc: string;
  /** Alternative text of the image; empty when the html text already says everything. */
  imageAlt?: string;
  /** Server-provided html text, sanitised by HtmlContent. */
  html?: string;
  /** Optional footer, e.g. a "Receive" button supplied by the feature. */
  action?: ReactNode;
}

/** A promotion banner: an image and html text (spec §2 "A banner shows an image and html text"). */
export function Banner({ imageSrc, imageAlt = '', html, action }: BannerProps) {
  return (
    <article className={styles.root}>
      <img className={styles.image} src={imageSrc} alt={imageAlt} loading="lazy" />
      {html && <HtmlContent html={html} className={styles.text} />}
      {action && <div className={styles.action}>{action}</div>}
    </article>
  );
}
