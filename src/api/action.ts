import { readStored, removeStored, writeStored } from '../lib/storage';
import { ApiError, isTransportFailure, newIdempotencyKey, UNANSWERED } from './http';

/** How a user action ended: done (with the call's value), failed (the http layer has already told the player), or ignored as a second tap. */
export type ActionOutcome<T> = { status: 'done'; value: T } | { status: 'failed'; error: unknown } | { status: 'busy' };

/**
 * The keys of actions whose last try got no answer, by intent: the server may have moved the money
 * and the reply been lost with the connection. The player, back online, taps Confirm again: the
 * same intent goes with the same key, so the server answers what it did instead of doing it twice.
 * Any answer (done, or the server's refusal) forgets the key; so does leaving the page
 * (`forgetPageActions`), after which the same amount asked again is a new move. A sheet's move with
 * no answer outlives its sheet for a while (`carried`): closed and opened again, the same move asks
 * for the lost try's answer, as the "no answer" message promised.
 */
const unanswered = new Map<string, string>();

/**
 * A sheet's moves also keep their keys in session storage, written before the try goes: a reload
 * while it is out (Telegram's Reload, a webview the phone restored) brings the sheet back, and its
 * Confirm asks for that try's answer instead of moving the money again. Their intents name the
 * sheet's attempt (`DialogContext.attempt`, restored with the sheet), so a key outlives nothing it
 * could be mistaken for: a sheet not brought back, or opened again, is another attempt. They are
 * kept in `unanswered` too: where a webview refuses session storage, a Confirm tapped again on the
 * same page still goes with the same key.
 *
 * Not under the session prefix, which the sign-in screen clears (lib/session clearSession): a new
 * launch of the app in the same tab (Telegram Web frames it there again) passes that screen, and
 * the keys of a try it left unanswered are still its member's; the home carries them when no sheet
 * comes back (home/store dialogBeforeReload). Another member's moves have other keys on the server,
 * and here are noted as theirs (ownersStored), so a second member on the phone is not told of them.
 */
const keysStored = 'wallet:unanswered-actions';

/** A record kept in session storage as JSON; nothing (or anything unreadable) reads as empty. */
function storedRecord<T>(key: string): Record<string, T> {
  try {
    const parsed: unknown = JSON.parse(readStored(key, 'session') ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, T>) : {};
  } catch {
    return {};
  }
}

const storedKeys = (): Record<string, string> => storedRecord<string>(keysStored);

function keepStoredKeys(keys: Record<string, string>): void {
  if (Object.keys(keys).length > 0) writeStored(keysStored, JSON.stringify(keys), 'session');
  else removeStored(keysStored, 'session');
}

/**
 * Intents whose try is out now, waiting for its answer. Their keys are kept before they go (for a
 * reload mid-send), but until the answer is lost nothing may say "it may have gone through": the
 * player tapped once and is waiting, and on a slow network that line read as a double payment.
 */
const out = new Set<string>();

/** The page was left: its actions asked again there later are new ones (a sheet's keep their attempt's). */
export function forgetPageActions(): void {
  unanswered.clear();
}

/**
 * How long a sheet's unanswered move is asked with its key in a later sheet: the player who closed
 * the sheet on "no answer" and does the same again at once. Later, the same amount is a new move.
 */
const CARRIED_MS = 10 * 60_000;
// Beside the sheets' keys, outliving the sign-in screen as they do (see keysStored).
const carriedStored = 'wallet:carried-actions';
/**
 * When a carried key a sheet took (adoptCarried, or a Confirm) was first carried: carried again when
 * that sheet closes unanswered too, it keeps that time, so opening and closing sheets cannot stretch
 * its CARRIED_MS into a window where a new move of the same amount gets the old one's answer.
 */
const sinceStored = 'wallet:carried-since';

const carriedSince = (): Record<string, number> => storedRecord<number>(sinceStored);
/**
 * When each kept key's first try went: a sheet that never closed (the app launched again, its
 * sheet not brought back) has its moves carried from then, not from whenever the home next showed —
 * an hour later, the same amount is a new move.
 */
const triedStored = 'wallet:tried-at';
const triedAt = (): Record<string, number> => storedRecord<number>(triedStored);
/**
 * Whose each kept key's try was (the wallet's member id): the keys outlive the sign-in screen (see
 * keysStored), so on a phone two members share, the next one's sheet must not read the last one's
 * lost withdrawal as its own ("it may have gone through") — on the server their keys are apart anyway.
 */
const ownersStored = 'wallet:tried-by';
const triedBy = (): Record<string, string> => storedRecord<string>(ownersStored);

/** The signed-in member whose wallet is on screen (`actionsBelongTo`); unknown before it loads. */
let owner: string | undefined;

/** The wallet read says whose session this is (undefined: it ended); their moves' keys are noted as theirs. */
export function actionsBelongTo(member: string | undefined): void {
  owner = member;
}

/**
 * `asked`: what the closed sheet said its unanswered "everything" took (DialogContext.askedAll),
 * kept with each of its moves; the sheet reading it again takes it only for the move it names.
 * `member`: whose try it was, when known; another member's is not theirs to see or take.
 */
type Carried = Record<string, { key: string; at: number; asked?: string; member?: string }>;

const mine = (member: string | undefined) => member === undefined || owner === undefined || member === owner;

/** Every carried move not yet run out, another member's too: writing this member's must not drop theirs. */
function allCarried(now = Date.now()): Carried {
  const all: Carried = storedRecord(carriedStored);
  return Object.fromEntries(Object.entries(all).filter(([, kept]) => typeof kept?.key === 'string' && now - kept.at < CARRIED_MS));
}

/** The carried moves this member may see and take. */
const carriedKeys = (now = Date.now()): Carried =>
  Object.fromEntries(Object.entries(allCarried(now)).filter(([, kept]) => mine(kept.member)));

function keepCarried(keys: Carried): void {
  if (Object.keys(keys).length > 0) writeStored(carriedStored, JSON.stringify(keys), 'session');
  else removeStored(carriedStored, 'session');
}

/** A sheet's intent is `attempt:move`; the move alone is what a later sheet asks again. */
const moveOf = (intent: string) => intent.slice(intent.indexOf(':') + 1);

/**
 * The sheet closed: its attempt is over. A move of it that got no answer is carried (see CARRIED_MS):
 * the same move in the next sheet goes with its key, so it is answered, never made twice. `asked`:
 * what the sheet's unanswered "everything" said it takes, which the next sheet says again
 * (`carriedMoves`, `adoptCarried`): by then the balances it was read from may be gone with the lost move.
 * `orphaned`: no sheet came back to close (home/store dialogBeforeReload): carried from their try.
 */
export function forgetUnansweredActions(asked?: string, orphaned = false): void {
  const now = Date.now();
  const carried = allCarried(now);
  const since = carriedSince();
  const tried = triedAt();
  const by = triedBy();
  // The sheet's own moves (kept for a reload, so in storage); a page's actions are not carried.
  for (const [intent, key] of Object.entries(storedKeys())) {
    const at = since[key] ?? (orphaned ? (tried[key] ?? now) : now);
    const member = by[key];
    if (now - at < CARRIED_MS) carried[moveOf(intent)] = { key, at, ...(asked && { asked }), ...(member && { member }) };
  }
  keepCarried(carried);
  removeStored(sinceStored, 'session');
  removeStored(triedStored, 'session');
  removeStored(ownersStored, 'session');
  unanswered.clear();
  removeStored(keysStored, 'session');
}

/**
 * Whether a move of the sheet's `attempt` got no answer (its key kept, for a reload too): the sheet
 * says so until one is answered, lest the player take it for failed and ask another amount.
 */
export const unansweredIn = (attempt: string): boolean =>
  Object.keys(storedKeys()).some((intent) => intent.startsWith(`${attempt}:`) && !out.has(intent));

/** Whether this very intent (`attempt:move`) got no answer: asked again, it gets that try's answer. */
export const isUnanswered = (intent: string): boolean => intent in storedKeys() && !out.has(intent);

/**
 * Whether a closed sheet's `move` got no answer a short while ago: the same move asked in a sheet now
 * goes with its key (taken at Confirm, idempotentAction), so its review says so first.
 */
export const isCarried = (move: string): boolean => move in carriedKeys();

/** Whether `move` asked in the sheet `attempt` is one that got no answer — its own, or a closed sheet's carried. */
export const askedBefore = (attempt: string, move: string): boolean => isUnanswered(`${attempt}:${move}`) || isCarried(move);

/** Closed sheets' carried moves whose names start `prefix`, with what their sheet said it asked (see `Carried`). */
export const carriedMoves = (prefix: string): Array<{ move: string; asked?: string }> =>
  Object.entries(carriedKeys())
    .filter(([move]) => move.startsWith(prefix))
    .map(([move, kept]) => ({ move, asked: kept.asked }));

/**
 * A new sheet (`attempt`) asks a closed one's carried `move` again: its key becomes this sheet's own,
 * kept for a reload and no longer running out, so the figure the sheet shows and the key its Confirm
 * sends stay together however long the player takes.
 */
export function adoptCarried(move: string, attempt: string): void {
  const intent = `${attempt}:${move}`;
  const key = takeCarried(intent);
  if (key === undefined) return;
  unanswered.set(intent, key);
  keepStoredKeys({ ...storedKeys(), [intent]: key });
}

/** The key a closed sheet's unanswered `intent` went with, taken (it is this sheet's from now on). */
function takeCarried(intent: string): string | undefined {
  const carried = allCarried();
  const kept = carried[moveOf(intent)];
  if (!kept || !mine(kept.member)) return undefined;
  delete carried[moveOf(intent)];
  keepCarried(carried);
  writeStored(sinceStored, JSON.stringify({ ...carriedSince(), [kept.key]: kept.at }), 'session');
  noteOwner(kept.key, kept.member);
  return kept.key;
}

/** Whose try `key` went for (see ownersStored), unless it is known already or nobody is signed in. */
function noteOwner(key: string, member = owner): void {
  const by = triedBy();
  if (member !== undefined && !(key in by)) writeStored(ownersStored, JSON.stringify({ ...by, [key]: member }), 'session');
}

/**
 * The code a screen says for a failed action's error: `UNANSWERED` ("it may have gone through") for
 * a send that left the device and got no answer, else the server's code, else `fallback`.
 */
export const failureCode = (error: unknown, fallback: string): string =>
  error instanceof ApiError ? (error.unanswered ? UNANSWERED : error.code) : fallback;

/** Whether an action's failure left its outcome unknown (no answer from the server). */
export const outcomeUnknown = (outcome: ActionOutcome<unknown>): boolean =>
  outcome.status === 'failed' && outcome.error instanceof ApiError && isTransportFailure(outcome.error.code);

/**
 * Whether it may have been done: a try left the device and no answer came (ApiError.unanswered). One
 * refused offline before it left is not — its key is dropped and nothing says "it may have gone
 * through" beside the "No connection" the player was shown.
 */
export const mayHaveGone = (outcome: ActionOutcome<unknown>): boolean =>
  outcome.status === 'failed' && outcome.error instanceof ApiError && outcome.error.unanswered === true;

/**
 * One user action that moves money or claims something (DESIGN.md §3): ignored while `state[flag]`
 * is set (a second tap), otherwise the flag is set for as long as `call` runs and `call` gets an
 * Idempotency-Key, which the http layer's retries of this action reuse, so one tap never pays twice.
 * `intent` names what is asked (the call and its amounts): after a try that got no answer, the same
 * intent reuses that try's key, so a second tap never pays twice either. Without it every tap is new.
 * `survivesReload`: a sheet's move, whose intent names the sheet's attempt, keeps its key across a reload.
 * A failure is returned, not thrown: the reply rules of http.ts have shown its message already.
 */
export async function idempotentAction<K extends string, T>(
  state: Record<K, boolean>,
  flag: K,
  call: (idempotencyKey: string) => Promise<T>,
  intent?: string,
  survivesReload = false,
): Promise<ActionOutcome<T>> {
  if (state[flag]) return { status: 'busy' };
  state[flag] = true;
  const key =
    (intent && (unanswered.get(intent) ?? (survivesReload ? (storedKeys()[intent] ?? takeCarried(intent)) : undefined))) ||
    newIdempotencyKey();
  if (intent) {
    unanswered.set(intent, key);
    if (survivesReload) {
      keepStoredKeys({ ...storedKeys(), [intent]: key });
      const tried = triedAt();
      if (!(key in tried)) writeStored(triedStored, JSON.stringify({ ...tried, [key]: Date.now() }), 'session');
      noteOwner(key);
    }
  }
  let outcome: ActionOutcome<T>;
  if (intent) out.add(intent);
  try {
    outcome = { status: 'done', value: await call(key) };
  } catch (error) {
    outcome = { status: 'failed', error };
  }
  if (intent) {
    out.delete(intent);
    if (!mayHaveGone(outcome)) {
      unanswered.delete(intent);
      if (survivesReload) {
        const { [intent]: _answered, ...others } = storedKeys();
        keepStoredKeys(others);
      }
    }
  }
  // Last (nothing above throws: storage failures are caught where they happen): the render the
  // flag brings reads whether the try got no answer, which is settled now.
  state[flag] = false;
  return outcome;
}
