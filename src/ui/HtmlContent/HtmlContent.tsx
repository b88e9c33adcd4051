import { useMemo, type HTMLAttributes } from 'react';
import { sanitizeHtml, type SanitizeProfile } from './sanitize';
import styles from './HtmlContent.module.css';
import { cx } from '../../lib/cx';
import { keepLoanwordsWhole } from '../../lib/loanwords';

export interface HtmlContentProps extends Omit<HTMLAttributes<HTMLElement>, 'children' | 'dangerouslySetInnerHTML'> {
  /** Markup from the server (banners, conditions, descriptions, QR SVG). Always sanitised before use. */
  html: string;
  /** `html` for rich text; `svg` for SVG images such as QR codes (no links, no external references). */
  profile?: SanitizeProfile;
  /** Element to render: a block `div` (default) or an inline `span`. */
  as?: 'div' | 'span';
}

/**
 * Renders server-provided markup after sanitising it. This is the only component of the app that
 * uses `dangerouslySetInnerHTML` (DESIGN.md §9): links open in a new tab with
 * `rel="noopener noreferrer"`; scripts, event handlers, `javascript:` and `data:` links, styles,
 * frames and forms are removed.
 */
export function HtmlContent({ html, profile = 'html', as = 'div', className, ...rest }: HtmlContentProps) {
  // The operator's Thai and Lao text with its loanwords kept whole at a line's end ("ໂບ|ນັດ" no more).
  const clean = useMemo(() => {
    const safe = sanitizeHtml(html, profile);
    return profile === 'html' ? keepLoanwordsWhole(safe) : safe;
  }, [html, profile]);
  const Tag = as;
  return (
    <Tag
      {...rest}
      className={cx(styles.root, className)}
      data-profile={profile}
      // The single sanctioned use of innerHTML in the app, fed only by sanitizeHtml above.
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
