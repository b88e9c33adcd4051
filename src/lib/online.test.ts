import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserOnline } from './online';

afterEach(() => vi.restoreAllMocks());

describe('browserOnline: only a device the browser knows is offline counts as offline', () => {
  it('is false when the browser says the device is offline (a request now would never leave it)', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(browserOnline()).toBe(false);
  });

  it('is true when the browser says online, which promises no answer, only that it does not know otherwise', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    expect(browserOnline()).toBe(true);
  });
});
