/** The seeded wheel story is drawn the same on every run: its picture is a baseline in __screenshots__/. */
import { composeStories } from '@storybook/react-vite';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { expect, test } from 'vitest';
import { page } from 'vitest/browser';
import preview from '../../../.storybook/preview';
import * as WheelStories from './WheelCanvas.stories';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

test('seeded wheel landing', async () => {
  const { SeededLanding } = composeStories(WheelStories, preview);
  const host = document.createElement('div');
  host.style.cssText = 'width: 331px; height: 331px; background: #0e1116;';
  document.body.append(host);
  const root = createRoot(host);
  act(() => root.render(<SeededLanding />));
  await document.fonts.ready;
  const wheel = host.querySelector('canvas');
  await expect.poll(() => wheel?.dataset.pointerSlice).toBe('4');
  await expect.element(page.elementLocator(host)).toMatchScreenshot('wheel-seeded-landing');
  act(() => root.unmount());
  host.remove();
});
