import { readStored, removeStored, sessionDataPrefix, writeStored } from '../lib/storage';
import { ApiError, isTransportFailure, newIdempotencyKey } from './http';

/** How a user action ended: done (with the call's value), failed (the http layer has already told the player), or ignored as a second tap. */
export type ActionOutcome<T> = { status: 'done'; value: T } | { status: 'failed'; error: unknown } | { status: 'busy' };

/**
 * The keys of actions whose last try got no answer, by intent: the server may have moved the money
 * and the reply been lost with the connection. The player, back online, taps Confirm again: the
 * same intent goes with the same key, so the server answers what it did instead of doing it twice.
 * A key is written before its try goes, in session storage: a reload while it is out (Telegram's
 * Reload, a webview the phone restored) finds it, and the restored sheet's Confirm asks for that
 * try's answer instead of moving the money again. Any answer (done, or the server's refusal)
 * forgets it; so does leaving the attempt (`forgetUnansweredActions`), after which the same amount
 * asked again is a new move, not the lost one's stored reply.
 */
const keysStored = `${sessionDataPrefix}unanswered-actions`;

function unansweredKeys(): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(readStored(keysStored, 'session') ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}

function keepKeys(keys: Record<string, string>): void {
  if (Object.keys(keys).length > 0) writeStored(keysStored, JSON.stringify(keys), 'session');
  else removeStored(keysStored, 'session');
}

/** The attempt is over (its sheet closed, its page left): an intent asked again is a new action. */
export function forgetUnansweredActions(): void {
  removeStored(keysStored, 'session');
}

/** Whether an action's failure left its outcome unknown (no answer from the server). */
export const outcomeUnknown = (outcome: ActionOutcome<unknown>): boolean =>
  outcome.status === 'failed' && outcome.error instanceof ApiError && isTransportFailure(outcome.error.code);

/**
 * One user action that moves money or claims something (DESIGN.md §3): ignored while `state[flag]`
 * is set (a second tap), otherwise the flag is set for as long as `call` runs and `call` gets an
 * Idempotency-Key, which the http layer's retries of this action reuse, so one tap never pays twice.
 * `intent` names what is asked (the call and its amounts): after a try that got no answer, the same
 * intent reuses that try's key, so a second tap never pays twice either. Without it every tap is new.
 * A failure is returned, not thrown: the reply rules of http.ts have shown its message already.
 */
export async function idempotentAction<K extends string, T>(
  state: Record<K, boolean>,
  flag: K,
  call: (idempotencyKey: string) => Promise<T>,
  intent?: string,
): Promise<ActionOutcome<T>> {
  if (state[flag]) return { status: 'busy' };
  state[flag] = true;
  const key = (intent && unansweredKeys()[intent]) || newIdempotencyKey();
  if (intent) keepKeys({ ...unansweredKeys(), [intent]: key });
  let outcome: ActionOutcome<T>;
  try {
    outcome = { status: 'done', value: await call(key) };
  } catch (error) {
    outcome = { status: 'failed', error };
  } finally {
    state[flag] = false;
  }
  if (intent && !outcomeUnknown(outcome)) {
    const { [intent]: _answered, ...others } = unansweredKeys();
    keepKeys(others);
  }
  return outcome;
}
