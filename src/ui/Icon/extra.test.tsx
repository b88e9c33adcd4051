import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { expect, it, vi } from 'vitest';
import { Icon } from './Icon';
import { EXTRA_ICON_NAMES } from './extra-names';
import { coreIcons } from './icons';
import { extraIcons } from './icons-extra';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

/**
 * The icons are split (ui/Icon/icons.tsx): the first download draws the first screens' icons, the
 * rest come with the member shell or on first use. No name may be lost or drawn twice, and an icon
 * of the second set used before it is registered appears once its set has loaded, in a box that
 * kept its size.
 */
it('every icon name is in exactly one set', () => {
  const core = Object.keys(coreIcons);
  expect(Object.keys(extraIcons).sort()).toEqual([...EXTRA_ICON_NAMES].sort());
  expect(core.filter((name) => (EXTRA_ICON_NAMES as readonly string[]).includes(name))).toEqual([]);
});

it('an icon outside the first download is drawn once its set arrives, in a box of its final size', async () => {
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  act(() => root.render(<Icon name="gift" size={20} />));
  const svg = host.querySelector('svg')!;
  expect(svg.getAttribute('width')).toBe('20');
  await vi.waitFor(() => expect(svg.childElementCount).toBeGreaterThan(0));
  // A core icon never waits.
  act(() => root.render(<Icon name="home" />));
  expect(host.querySelector('svg')!.childElementCount).toBeGreaterThan(0);
  act(() => root.unmount());
  host.remove();
});
