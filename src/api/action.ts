import { newIdempotencyKey } from './http';

/** How a user action ended: done (with the call's value), failed (the http layer has already told the player), or ignored as a second tap. */
export type ActionOutcome<T> = { status: 'done'; value: T } | { status: 'failed'; error: unknown } | { status: 'busy' };

/**
 * One user action that moves money or claims something (DESIGN.md §3): ignored while `state[flag]`
 * is set (a second tap), otherwise the flag is set for as long as `call` runs and `call` gets a fresh
 * Idempotency-Key, which the http layer's retries of this action reuse, so one tap never pays twice.
 * A failure is returned, not thrown: the reply rules of http.ts have shown its message already.
 */
export async function idempotentAction<K extends string, T>(
  state: Record<K, boolean>,
  flag: K,
  call: (idempotencyKey: string) => Promise<T>,
): Promise<ActionOutcome<T>> {
  if (state[flag]) return { status: 'busy' };
  state[flag] = true;
  try {
    return { status: 'done', value: await call(newIdempotencyKey()) };
  } catch (error) {
    return { status: 'failed', error };
  } finally {
    state[flag] = false;
  }
}
