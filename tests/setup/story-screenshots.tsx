/**
 * One harness for story screenshot baselines in th, la and en on the phone width. A test file
 * lists its shots (a name and a story per locale) and calls `screenshotStories()`; baselines are
 * written next to the test file in __screenshots__/ on a first run and compared afterwards.
 *
 * `target: 'host'` photographs the story's own box (components); `'dialog'` photographs the open
 * modal <dialog> (top layer, outside the story's box) alone.
 */
import { afterEach, beforeAll, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { createRoot, type Root } from 'react-dom/client';
import { act, type ComponentType } from 'react';
import { composeStories } from '@storybook/react-vite';
import preview from '../../.storybook/preview';
import { storyI18n } from '../../.storybook/i18n';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

export const screenshotLocales = ['th', 'la', 'en'] as const;
export type ScreenshotLocale = (typeof screenshotLocales)[number];

/** A stories module as `import * as X from './X.stories'` gives it. */
type StoriesModule = Parameters<typeof composeStories>[0];

export interface Shot {
  /** The stories module and the export to photograph. */
  stories: StoriesModule;
  story: string;
  target?: 'host' | 'dialog';
  /**
   * Sets the stores the story's `beforeEach` would (e.g. the signed-in wallet): the harness renders
   * the story alone, without Storybook's loaders (msw's worker is not served here).
   */
  prepare?: () => void | (() => void);
  /** Something that must be on screen before the picture is taken (e.g. a dialog's heading). */
  ready?: (el: HTMLElement) => boolean;
}

/** Composes a story with the toolbar's locale set, as Storybook would render it. */
export function composeIn(locale: ScreenshotLocale, stories: StoriesModule, story: string): ComponentType {
  const annotations = { ...preview, initialGlobals: { ...preview.initialGlobals, locale } };
  const composed = composeStories(stories, annotations) as Record<string, ComponentType | undefined>;
  const Story = composed[story];
  if (!Story) throw new Error(`no story named ${story}`);
  return Story;
}

let root: Root | undefined;
/** What a shot's `prepare` asked to undo after it (e.g. the kip wallet back to baht). */
let undo: (() => void) | undefined;
let host: HTMLDivElement | undefined;

async function settle(el: HTMLElement) {
  await document.fonts.ready;
  await Promise.all(
    [...el.querySelectorAll('img')].map((img) => (img.complete ? Promise.resolve() : img.decode().catch(() => undefined))),
  );
}

export function screenshotStories(shots: Record<string, Shot>, locales: readonly ScreenshotLocale[] = screenshotLocales) {
  // The phone is 390×844, but the runner's window may be shorter and would scale a taller frame
  // down, blurring every glyph; element shots do not depend on the frame's height.
  const viewport = { width: 390, height: Math.min(844, window.parent === window ? 844 : window.parent.innerHeight) };

  beforeAll(async () => {
    await page.viewport(viewport.width, viewport.height);
    // Animations and transitions would make two consecutive captures differ.
    const style = document.createElement('style');
    style.textContent =
      '*, *::before, *::after { animation: none !important; transition: none !important; caret-color: transparent !important; }';
    document.head.append(style);
  });

  afterEach(() => {
    act(() => root?.unmount());
    undo?.();
    undo = undefined;
    host?.remove();
    root = undefined;
    host = undefined;
  });

  for (const locale of locales) {
    describe(`screenshots (${locale})`, () => {
      for (const [name, shot] of Object.entries(shots)) {
        test(`${name}-${locale}`, async () => {
          await storyI18n.changeLanguage(locale);
          const Story = composeIn(locale, shot.stories, shot.story);
          const cleanup = shot.prepare?.();
          if (cleanup) undo = cleanup;
          host = document.createElement('div');
          host.dataset.testid = 'shot';
          host.style.cssText = 'width: 390px; background: var(--color-bg); display: flow-root;';
          document.body.append(host);
          const mount = createRoot(host);
          root = mount;
          act(() => mount.render(<Story />));
          if (shot.ready) {
            const ready = shot.ready;
            await expect.poll(() => ready(document.body), { timeout: 10_000 }).toBe(true);
          }
          await settle(document.body);
          // `dialog`: the open modal itself (a native <dialog> is in the top layer, outside the host's box).
          const dialog = shot.target === 'dialog' ? document.querySelector<HTMLElement>('dialog[open]') : null;
          if (shot.target === 'dialog' && !dialog) throw new Error(`${name}: no open dialog to photograph`);
          const target = page.elementLocator(dialog ?? host);
          await expect.element(target).toMatchScreenshot(`${name}-${locale}`);
        });
      }
    });
  }
}
