import type { MouseEvent } from 'react';
import { useLocation } from 'wouter';
import { haptic } from '../platform';
import type { BottomNavItem } from '../ui/BottomNav';

export type NavLink = Omit<BottomNavItem, 'active' | 'onClick'> & { href: string };

/**
 * Turns plain nav links into in-app navigations: ui/BottomNav renders real <a href> (so long-press,
 * open-in-new-tab and screen readers work), and a normal tap is routed without a page reload.
 */
export function useRoutedNav(links: readonly NavLink[], extra: readonly BottomNavItem[] = []): BottomNavItem[] {
  const [location, navigate] = useLocation();
  const routed = links.map((link) => ({
    ...link,
    active: location === link.href,
    onClick: (event: MouseEvent<HTMLElement>) => {
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
      event.preventDefault();
      // A tab change: the haptics map's selection tick (platform/types.ts).
      if (location !== link.href) haptic('selection');
      navigate(link.href);
    },
  }));
  return [...routed, ...extra];
}
