import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import i18next from 'i18next';
import { Router } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createBrowserPlatform } from './browser';
import { PlatformProvider } from './context';
import { backTarget, HostBackButton } from './HostBackButton';
import type { Platform } from './types';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const i18n = i18next.createInstance();
void i18n.init({ lng: 'en', resources: { en: { translation: { common: { back: 'Back' } } } } });

let root: Root;
let host: HTMLElement;
const start = location.pathname;

async function mount(platform: Platform) {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  await act(async () =>
    root.render(
      <I18nextProvider i18n={i18n}>
        <PlatformProvider platform={platform}>
          <Router>
            <HostBackButton />
          </Router>
        </PlatformProvider>
      </I18nextProvider>,
    ),
  );
}

// history.back() is asynchronous: wait for the popstate it causes.
const back = () =>
  act(
    () =>
      new Promise<void>((resolve) => {
        window.addEventListener('popstate', () => resolve(), { once: true });
        history.back();
      }),
  );

beforeEach(() => {
  history.replaceState(null, '', start);
});
afterEach(async () => {
  await act(async () => root.unmount());
  host.remove();
});

const backButton = () => host.querySelector<HTMLButtonElement>('button[data-testid="host-back"]');

test('browser: the in-app back control shows exactly when in-app history can go back', async () => {
  await mount(createBrowserPlatform());
  expect(backButton()).toBeNull();
  await act(async () => navigate('/register'));
  expect(backButton()?.getAttribute('aria-label')).toBe('Back');
  // A redirect (replace) does not add a step to go back to.
  await act(async () => navigate('/register/step-2', { replace: true }));
  expect(backButton()).not.toBeNull();
  await act(async () => navigate('/howto'));
  await back();
  expect(backButton()).not.toBeNull();
  await back();
  expect(backButton()).toBeNull();
  expect(location.pathname).toBe(start);
});

test('browser: pressing the control goes back', async () => {
  await mount(createBrowserPlatform());
  await act(async () => navigate('/register'));
  const popped = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
  await act(async () => backButton()?.click());
  await act(async () => {
    await popped;
  });
  expect(location.pathname).toBe(start);
  expect(backButton()).toBeNull();
});

test('native host: drives platform.back instead of drawing a control', async () => {
  const show = vi.fn<(onBack: () => void) => void>();
  const hide = vi.fn();
  await mount({ ...createBrowserPlatform(), hasNativeBack: true, back: { show, hide } });
  expect(hide).toHaveBeenCalled();
  expect(show).not.toHaveBeenCalled();
  await act(async () => navigate('/register'));
  expect(backButton()).toBeNull();
  expect(show).toHaveBeenCalledTimes(1);
  const popped = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
  // The host's press calls the registered handler, which goes back in history.
  await act(async () => show.mock.calls[0]?.[0]());
  await act(async () => {
    await popped;
  });
  expect(location.pathname).toBe(start);
  expect(hide).toHaveBeenCalledTimes(2);
});

describe('backTarget: root screens have none; the member area is never left', () => {
  const at = (depth: number, previous?: string) => ({ depth: () => depth, previousPath: () => previous });
  test.each([
    ['/login', at(3, '/register'), null],
    ['/user/home', at(1, '/login'), null],
    ['/user/profile', at(2, '/user/home'), 'history'],
    ['/user/profile', at(1, '/login'), 'member-home'],
    ['/user/profile', at(0), 'member-home'],
    ['/register', at(1, '/login'), 'history'],
    ['/register', at(0), null],
    ['/howto', at(2, '/user/home'), null],
  ] as const)('%s', (path, tracker, expected) => {
    expect(backTarget(path, tracker)).toBe(expected);
  });
});
