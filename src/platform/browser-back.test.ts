import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { pushBackHandler } from '../lib/back-stack';
import { installBrowserBack } from './browser-back';
import { backGuardKey, isBackGuard } from './history-depth';

// Traversals are asynchronous. The Navigation API sees each one even when browser-back swallows its
// popstate; a short tick after it lets what follows (a handler, a new guard) happen.
const popped = () =>
  new Promise<void>((resolve) => navigation.addEventListener('currententrychange', () => setTimeout(resolve, 10), { once: true }));
const back = async () => {
  const done = popped();
  history.back();
  await done;
};
const settle = () => new Promise((resolve) => setTimeout(resolve, 30));

let uninstall: () => void;
const start = location.pathname;
beforeEach(() => {
  history.replaceState(null, '', start);
  uninstall = installBrowserBack();
});
afterEach(() => uninstall());

/** A sheet opens that closes on the back press; what it was told. */
function sheetClosingOnBack() {
  const onBack = vi.fn();
  const close = pushBackHandler(() => {
    onBack();
    close();
  });
  return onBack;
}

test('an open sheet puts one guard entry on top; back gives it the press and stays on the URL', async () => {
  const onBack = sheetClosingOnBack();
  expect(isBackGuard(history.state)).toBe(true);

  await back();
  expect(onBack).toHaveBeenCalledOnce();
  expect(isBackGuard(history.state)).toBe(false);
  expect(location.pathname).toBe(start);
});

test('a sheet that keeps the press (busy) gets its guard back, so the next press is its too', async () => {
  const onBack = vi.fn();
  const close = pushBackHandler(onBack);
  await back();
  await settle();
  expect(isBackGuard(history.state)).toBe(true);
  await back();
  expect(onBack).toHaveBeenCalledTimes(2);
  close();
  await settle();
});

test('nested sheets share one guard: each press closes the topmost; closing the last by other means drops the guard', async () => {
  const pushes = vi.spyOn(history, 'pushState');
  const closed: string[] = [];
  const closeSheet = pushBackHandler(() => {
    closed.push('sheet');
    closeSheet();
  });
  const closeConfirm = pushBackHandler(() => {
    closed.push('confirm');
    closeConfirm();
  });
  expect(pushes).toHaveBeenCalledOnce();
  await back();
  expect(closed).toEqual(['confirm']);
  await settle();
  expect(isBackGuard(history.state)).toBe(true);
  await back();
  expect(closed).toEqual(['confirm', 'sheet']);
  pushes.mockRestore();

  const closeAgain = pushBackHandler(() => undefined);
  expect(isBackGuard(history.state)).toBe(true);
  const dropped = popped();
  closeAgain();
  await dropped;
  expect(isBackGuard(history.state)).toBe(false);
});

test('a guard left behind by a navigation made from a sheet is stepped over', async () => {
  const close = pushBackHandler(() => undefined);
  // The sheet's button navigates on, then the sheet goes.
  history.pushState(null, '', '/elsewhere');
  close();
  await settle();
  const routerSaw: string[] = [];
  const router = () => routerSaw.push(location.pathname);
  window.addEventListener('popstate', router);
  try {
    await back();
    await settle();
    expect(location.pathname).toBe(start);
    // The router never rendered the stale guard's entry on its own: it saw one move, home.
    expect(routerSaw).toEqual([start]);
    expect(isBackGuard(history.state)).toBe(false);
  } finally {
    window.removeEventListener('popstate', router);
  }
});

/** The page as a reload leaves it with a sheet open: the current entry is that sheet's guard, nothing installed yet. */
function reloadedOnGuard() {
  uninstall();
  history.pushState({ [backGuardKey]: true }, '');
}

test('a guard left by a reload is unmarked: the sheet that comes back (or any later one) gets a guard of its own', async () => {
  reloadedOnGuard();
  uninstall = installBrowserBack();
  expect(isBackGuard(history.state)).toBe(false);

  const onBack = sheetClosingOnBack();
  expect(isBackGuard(history.state)).toBe(true);
  await back();
  expect(onBack).toHaveBeenCalledOnce();
  expect(isBackGuard(history.state)).toBe(false);
});
