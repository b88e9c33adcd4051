import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useOnlineAgain } from './useOnlineAgain';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A screen that could not load (`waiting`) and reloads through `retry`. */
function Screen({ waiting, retry }: { waiting: boolean; retry: () => void }) {
  useOnlineAgain(waiting, retry);
  return null;
}

let root: Root | undefined;

async function show(waiting: boolean, retry: () => void) {
  root ??= createRoot(document.createElement('div'));
  await act(async () => root!.render(<Screen waiting={waiting} retry={retry} />));
}

const backOnline = () => act(async () => void window.dispatchEvent(new Event('online')));

afterEach(async () => {
  await act(async () => root?.unmount());
  root = undefined;
});

describe('useOnlineAgain: a screen that could not load loads by itself once the device is back online', () => {
  it('retries when the connection comes back, every time it does while the screen still waits', async () => {
    const retry = vi.fn();
    await show(true, retry);
    expect(retry).not.toHaveBeenCalled();
    await backOnline();
    expect(retry).toHaveBeenCalledTimes(1);
    await backOnline();
    expect(retry).toHaveBeenCalledTimes(2);
  });

  it('does nothing for a screen that loaded, or once it has', async () => {
    const retry = vi.fn();
    await show(false, retry);
    await backOnline();
    expect(retry).not.toHaveBeenCalled();
    await show(true, retry);
    await show(false, retry);
    await backOnline();
    expect(retry).not.toHaveBeenCalled();
  });

  it('does nothing after the screen is gone', async () => {
    const retry = vi.fn();
    await show(true, retry);
    await act(async () => root?.unmount());
    root = undefined;
    await backOnline();
    expect(retry).not.toHaveBeenCalled();
  });
});
