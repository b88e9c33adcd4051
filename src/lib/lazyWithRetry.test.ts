import { afterEach, describe, expect, it, vi } from 'vitest';
import { chunkReloadKey, importWithRetry, isChunkLoadError } from './lazyWithRetry';

const chunkError = () => new TypeError('Failed to fetch dynamically imported module: http://x.test/assets/A-1.js');
const fast = { delaysMs: [0, 0] };

describe('importWithRetry (issue 17: nothing is ever a blank screen)', () => {
  afterEach(() => sessionStorage.removeItem(chunkReloadKey));

  it('retries a failed chunk and returns it when a retry succeeds', async () => {
    const load = vi.fn().mockRejectedValueOnce(chunkError()).mockResolvedValue({ default: 'A' });
    await expect(importWithRetry(load, fast)).resolves.toEqual({ default: 'A' });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('does not retry errors that are not chunk failures', async () => {
    const load = vi.fn().mockRejectedValue(new Error('boom'));
    await expect(importWithRetry(load, fast)).rejects.toThrow('boom');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('server unreachable after the retries: the error goes to the boundary, no reload', async () => {
    const reload = vi.fn();
    const load = vi.fn().mockRejectedValue(chunkError());
    await expect(importWithRetry(load, { ...fast, reload, probe: async () => false })).rejects.toThrow(/dynamically imported/);
    expect(load).toHaveBeenCalledTimes(3);
    expect(reload).not.toHaveBeenCalled();
  });

  it('a chunk missing while the server answers (new deploy) reloads once, then lets the boundary show', async () => {
    const reload = vi.fn();
    const load = vi.fn().mockRejectedValue(chunkError());
    const probe = vi.fn(async () => true);
    void importWithRetry(load, { ...fast, reload, probe });
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(probe).toHaveBeenCalledWith('http://x.test/assets/A-1.js');
    expect(sessionStorage.getItem(chunkReloadKey)).not.toBeNull();
    // After the reload the same chunk still fails: no second reload.
    await expect(importWithRetry(load, { ...fast, reload, probe })).rejects.toThrow();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('recognises the chunk errors of Chromium, Firefox, Safari and Vite CSS preloading', () => {
    expect(isChunkLoadError(chunkError())).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module: x'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/A.css'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });
});
