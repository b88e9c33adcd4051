import { useEffect, useSyncExternalStore, type SVGProps } from 'react';
import { extraIcons, loadExtraIcons, subscribeExtraIcons } from './extra';
import type { ExtraIconName } from './extra-names';
import { coreIcons, type CoreIconName, type IconName } from './icons';
import styles from './Icon.module.css';
import { cx } from '../../lib/cx';

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'name' | 'children'> {
  /** Which icon to draw. */
  name: IconName;
  /** Edge length in pixels (or any CSS length). Defaults to 24. */
  size?: number | string;
  /**
   * Accessible name. Without it the icon is decorative (`aria-hidden`), which is right when a
   * visible text or the holding button's label already says what it means.
   */
  title?: string;
  /** Rotates continuously; used by the `spin` icon for busy states. */
  spinning?: boolean;
}

/** One icon of the kit's inline SVG set. Colour follows `currentColor`. */
export function Icon({ name, size = 24, title, spinning = false, className, ...rest }: IconProps) {
  const labelled = title !== undefined && title !== '';
  const extra = useSyncExternalStore(subscribeExtraIcons, extraIcons, extraIcons);
  const drawing = name in coreIcons ? coreIcons[name as CoreIconName] : extra?.[name as ExtraIconName];
  // An icon outside the first download: the box keeps its size until its drawing arrives.
  useEffect(() => {
    if (!drawing) void loadExtraIcons();
  }, [drawing]);
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      className={cx(styles.icon, className)}
      data-spinning={spinning || undefined}
      {...(labelled ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true })}
      {...rest}
    >
      {drawing}
    </svg>
  );
}
