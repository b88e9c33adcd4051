import { describe, expect, it } from 'vitest';
import { idempotentAction } from './action';

describe('idempotentAction', () => {
  it('sets the busy flag while the call runs, with a fresh key per action', async () => {
    const state = { sending: false };
    const keys: string[] = [];
    let during = false;
    const call = async (key: string) => {
      keys.push(key);
      during = state.sending;
      return 42;
    };
    await expect(idempotentAction(state, 'sending', call)).resolves.toEqual({ status: 'done', value: 42 });
    await idempotentAction(state, 'sending', call);
    expect(during).toBe(true);
    expect(state.sending).toBe(false);
    expect(keys).toHaveLength(2);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('ignores a second tap while the first is running', async () => {
    const state = { sending: false };
    let release: () => void = () => {};
    const first = idempotentAction(state, 'sending', () => new Promise<void>((resolve) => (release = resolve)));
    let called = false;
    await expect(
      idempotentAction(state, 'sending', async () => {
        called = true;
      }),
    ).resolves.toEqual({ status: 'busy' });
    release();
    await expect(first).resolves.toEqual({ status: 'done', value: undefined });
    expect(called).toBe(false);
  });

  it('returns a failure instead of throwing, and clears the flag', async () => {
    const state = { adding: false };
    const error = new Error('TRANSFER_FAIL');
    await expect(idempotentAction(state, 'adding', () => Promise.reject(error))).resolves.toEqual({ status: 'failed', error });
    expect(state.adding).toBe(false);
  });
});
