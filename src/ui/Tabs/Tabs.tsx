import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cx } from '../../lib/cx';
import { scrollBehavior } from '../_shared/motion';
import { useScrollEdges } from '../_shared/useScrollEdges';
import { Skeleton } from '../Skeleton';
import { revealInRow } from './reveal';
import styles from './Tabs.module.css';

export interface TabItem {
  /** Unique among the tabs; part of the tab's and its panel's element ids. */
  id: string;
  label: ReactNode;
}

export interface TabListProps {
  /** Accessible name of the list, e.g. "Deposit methods". */
  label: string;
  tabs: readonly TabItem[];
  /** The selected tab's id. */
  selected: string;
  /** Called with a tab's id when it is tapped or reached with the arrow keys, Home or End. */
  onSelect: (id: string) => void;
  /** Prefix of the tabs' and panels' ids (the `TabPanel` of each tab takes the same). */
  idPrefix: string;
  /**
   * Spacing around the row (a divider, margins). Set `--tabs-bleed` to the container's side padding
   * to let the row run to the container's edges, so a tab that does not fit is cut at the screen's
   * edge, where a player expects more to scroll in.
   */
  className?: string;
  /**
   * Every tab in view, the row wrapping onto a second line when they do not fit: for a few choices a
   * player must see to pick from (the deposit methods), where a tab hidden past the edge is a method
   * never found. Otherwise the row scrolls sideways.
   */
  wrap?: boolean;
}

/** How much room the selected tab keeps from the row's edge: more than the 32 px fade, so it is never faded and a piece of its neighbour shows. */
const PEEK = 48;

const tabId = (prefix: string, id: string) => `${prefix}-tab-${id}`;
const panelId = (prefix: string, id: string) => `${prefix}-panel-${id}`;

/** Which tab a key moves to (WAI-ARIA tabs: arrows wrap around, Home and End go to the ends). */
function moveBy(key: string, index: number, count: number): number | null {
  if (key === 'ArrowRight') return (index + 1) % count;
  if (key === 'ArrowLeft') return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

/**
 * A row of pill tabs (WAI-ARIA tabs, selection follows focus). A row wider than its box scrolls
 * sideways: the side that hides tabs fades out, and the selected tab is scrolled into view however
 * it was chosen, so a player sees there is more and never has a chosen tab off screen.
 */
export function TabList({ label, tabs, selected, onSelect, idPrefix, className, wrap = false }: TabListProps) {
  const row = useRef<HTMLDivElement>(null);
  const edges = useScrollEdges(row, tabs.length);
  const shown = useRef(false);

  useEffect(() => {
    const item = row.current?.querySelector<HTMLElement>('[aria-selected="true"]');
    if (!row.current || !item) return;
    // The first reveal (the list appearing) jumps; a later one glides.
    revealInRow(row.current, item, PEEK, shown.current ? scrollBehavior() : 'auto');
    shown.current = true;
  }, [selected, tabs.length]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = moveBy(
      event.key,
      Math.max(
        0,
        tabs.findIndex((tab) => tab.id === selected),
      ),
      tabs.length,
    );
    if (next === null) return;
    event.preventDefault();
    // The reveal above scrolls with room to spare; focus alone would scroll just to the edge.
    row.current?.querySelectorAll<HTMLElement>('[role="tab"]')[next]?.focus({ preventScroll: true });
    onSelect(tabs[next]!.id);
  };

  return (
    <div className={cx(styles.root, className)}>
      <div
        ref={row}
        className={styles.list}
        data-wrap={wrap || undefined}
        role="tablist"
        aria-label={label}
        data-more-before={!edges.atStart || undefined}
        data-more-after={!edges.atEnd || undefined}
        onKeyDown={onKeyDown}
      >
        {tabs.map((tab) => {
          const isSelected = tab.id === selected;
          return (
            <button
              key={tab.id}
              id={tabId(idPrefix, tab.id)}
              type="button"
              role="tab"
              aria-selected={isSelected}
              aria-controls={panelId(idPrefix, tab.id)}
              tabIndex={isSelected ? 0 : -1}
              className={styles.tab}
              onClick={() => onSelect(tab.id)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
    </div>
  );
}

export interface TabPanelProps {
  /** The same prefix as the `TabList`'s. */
  idPrefix: string;
  /** The id of the tab this panel belongs to. */
  tab: string;
  className?: string;
  children: ReactNode;
}

/** The content of the selected tab, named by it. */
export function TabPanel({ idPrefix, tab, className, children }: TabPanelProps) {
  return (
    <div id={panelId(idPrefix, tab)} role="tabpanel" aria-labelledby={tabId(idPrefix, tab)} className={className}>
      {children}
    </div>
  );
}

export interface TabListSkeletonProps {
  /** One placeholder pill per width. */
  widths: readonly string[];
  /** As the `TabList`'s, so the placeholders sit where the tabs will. */
  className?: string;
  /** As the `TabList`'s. */
  wrap?: boolean;
}

/** The tab row's shape while its tabs load: pills at the tabs' height, in the same row. */
export function TabListSkeleton({ widths, className, wrap = false }: TabListSkeletonProps) {
  return (
    <div className={cx(styles.root, className)}>
      <div className={styles.list} data-wrap={wrap || undefined}>
        {widths.map((width, index) => (
          <Skeleton key={index} shape="block" width={width} height={44} className={styles.skeleton} />
        ))}
      </div>
    </div>
  );
}
