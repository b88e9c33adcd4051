import type { CSSProperties, ElementType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../lib/cx';
import styles from './Skeleton.module.css';

export interface SkeletonProps {
  /** `line` is a text line (rounded bar), `block` a card or tile, `circle` an avatar or icon. */
  shape?: 'line' | 'block' | 'circle';
  /** CSS width; a line defaults to the full width, a circle to its height. */
  width?: CSSProperties['width'];
  /** CSS height; a line takes one line of the surrounding text. */
  height?: CSSProperties['height'];
  /** CSS aspect ratio, e.g. `300 / 211` for a game card, so the box is as tall as the real one. */
  aspectRatio?: CSSProperties['aspectRatio'];
  /**
   * Stand-in content that gives the box its real size (e.g. an `<Amount>` at the real size);
   * it is laid out but never seen or read, so the content that replaces it does not shift the page.
   */
  children?: ReactNode;
  className?: string;
}

/**
 * A grey placeholder of what is loading (issue 19.6). Decorative: wrap a group of them in a
 * `SkeletonRegion`, which tells assistive technology that the region is loading.
 */
export function Skeleton({ shape = 'line', width, height, aspectRatio, children, className }: SkeletonProps) {
  return (
    <span
      className={cx(styles.skeleton, className)}
      data-shape={shape}
      data-sized={children !== undefined || undefined}
      style={{ width, height, aspectRatio }}
      aria-hidden="true"
    >
      {/* A line without stand-in content holds a no-break space, so it is exactly one text line tall. */}
      {children ?? (shape === 'line' ? '\u00a0' : null)}
    </span>
  );
}

export interface SkeletonRegionProps {
  /** Announced instead of the placeholders; defaults to `ui.skeleton.loading`. */
  label?: string;
  /** Element to render, so a list keeps its own tag (default `div`). */
  as?: ElementType;
  className?: string;
  children: ReactNode;
}

/** The loading region: aria-busy, with a visually hidden "loading" text the placeholders stand for. */
export function SkeletonRegion({ label, as: Tag = 'div', className, children }: SkeletonRegionProps) {
  const { t } = useTranslation();
  return (
    <Tag className={className} aria-busy="true" data-skeleton="">
      <span className="visually-hidden" role="status">
        {label ?? t('ui.skeleton.loading')}
      </span>
      {children}
    </Tag>
  );
}
