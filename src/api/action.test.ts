import { afterEach, describe, expect, it, vi } from 'vitest';
import { actionsBelongTo, adoptCarried, askedBefore, carriedMoves, forgetPageActions, forgetUnansweredActions, idempotentAction, isCarried, isUnanswered, mayHaveGone, outcomeUnknown, unansweredIn } from './action';
import { ApiError } from './http';

/** A try that leaves the device and gets no answer, its key noted in `keys`. */
const lostInto = (keys: string[]) => (key: string) => {
  keys.push(key);
  // Left the device, no answer came (ApiError.unanswered).
  return Promise.reject(new ApiError('NETWORK', undefined, undefined, true));
};

describe('idempotentAction', () => {
  // Carried moves live in session storage: each test starts with none.
  afterEach(() => {
    forgetUnansweredActions();
    sessionStorage.clear();
    actionsBelongTo(undefined);
  });

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

  it('after a try that got no answer, the same intent tapped again goes with the same key; an answer forgets it', async () => {
    const state = { sending: false };
    const keys: string[] = [];
    const lost = lostInto(keys);
    const answered = async (key: string) => {
      keys.push(key);
      return 'receipt';
    };
    await idempotentAction(state, 'sending', lost, 'withdraw:150');
    await idempotentAction(state, 'sending', answered, 'withdraw:150');
    // The server saw one key for the one withdrawal asked twice: it replays, it does not pay twice.
    expect(keys[1]).toBe(keys[0]);
    // Answered, the next withdrawal of the same amount is a new one.
    await idempotentAction(state, 'sending', answered, 'withdraw:150');
    expect(keys[2]).not.toBe(keys[1]);
  });

  it('a new key for another intent, for a try the server refused, and without an intent', async () => {
    const state = { sending: false };
    const keys: string[] = [];
    const failing = (code: string) => (key: string) => {
      keys.push(key);
      // A timeout left the device (no answer came); a refusal is an answer.
      return Promise.reject(code === 'TIMEOUT' ? new ApiError(code, undefined, undefined, true) : new ApiError(code, 400));
    };
    await idempotentAction(state, 'sending', failing('TIMEOUT'), 'transfer:WALLET>PG:200');
    await idempotentAction(state, 'sending', failing('TIMEOUT'), 'transfer:WALLET>PG:300');
    expect(keys[1]).not.toBe(keys[0]);
    await idempotentAction(state, 'sending', failing('MONEY_NOT_ENOUGH'), 'transfer:WALLET>PG:300');
    expect(keys[2]).toBe(keys[1]);
    // The server answered (a refusal): nothing to replay, the next try is new.
    await idempotentAction(state, 'sending', failing('MONEY_NOT_ENOUGH'), 'transfer:WALLET>PG:300');
    expect(keys[3]).not.toBe(keys[2]);
    await idempotentAction(state, 'sending', failing('NETWORK'));
    await idempotentAction(state, 'sending', failing('NETWORK'));
    expect(keys[5]).not.toBe(keys[4]);
  });

  it("keeps a sheet's key from before its try goes: after a reload mid-send the restored Confirm asks for that try, not a second move", async () => {
    const keys: string[] = [];
    // The first try is still out when the page reloads: it never answers, and the page's memory is gone.
    void idempotentAction({ sending: false }, 'sending', (key) => {
      keys.push(key);
      return new Promise<never>(() => {});
    }, 'attempt-1:withdraw:100', true);
    forgetPageActions();
    await idempotentAction({ sending: false }, 'sending', async (key) => keys.push(key), 'attempt-1:withdraw:100', true);
    expect(keys[1]).toBe(keys[0]);
  });

  it('a try still out is not one that got no answer: nothing says "it may have gone through" before the answer is lost', async () => {
    const intent = 'attempt-2:withdraw:100';
    let lose: () => void = () => {};
    const first = idempotentAction({ sending: false }, 'sending', () => new Promise<never>((_, reject) => {
      lose = () => reject(new ApiError('NETWORK', undefined, undefined, true));
    }), intent, true);
    expect(isUnanswered(intent)).toBe(false);
    expect(unansweredIn('attempt-2')).toBe(false);
    expect(askedBefore('attempt-2', 'withdraw:100')).toBe(false);
    lose();
    await first;
    expect(isUnanswered(intent)).toBe(true);
    expect(unansweredIn('attempt-2')).toBe(true);
    // Out when the page reloads: its key is kept in session storage before it goes, and the page's
    // memory (the tries out) starts afresh, so the restored sheet, which cannot know the answer, says
    // it may have gone (a reload cannot be made inside this page; the key is what it would find).
    void idempotentAction({ sending: false }, 'sending', () => new Promise<never>(() => {}), 'attempt-3:withdraw:100', true);
    expect(unansweredIn('attempt-3')).toBe(false);
    expect(Object.keys(JSON.parse(sessionStorage.getItem('wallet:unanswered-actions') ?? '{}'))).toContain('attempt-3:withdraw:100');
  });

  it("a sheet closed on a move with no answer: the same move in the next sheet asks for that move's answer, once", async () => {
    const keys: string[] = [];
    const lost = lostInto(keys);
    const answered = async (key: string) => keys.push(key);
    await idempotentAction({ sending: false }, 'sending', lost, 'attempt-2:transfer:WALLET>PG:100', true);
    forgetUnansweredActions();
    // Another amount in the next sheet is a move of its own.
    await idempotentAction({ sending: false }, 'sending', answered, 'attempt-3:transfer:WALLET>PG:50', true);
    expect(keys[1]).not.toBe(keys[0]);
    await idempotentAction({ sending: false }, 'sending', answered, 'attempt-3:transfer:WALLET>PG:100', true);
    expect(keys[2]).toBe(keys[0]);
    // Answered: the same move again, in the same sheet or the next, is a new one.
    forgetUnansweredActions();
    await idempotentAction({ sending: false }, 'sending', answered, 'attempt-4:transfer:WALLET>PG:100', true);
    expect(keys[3]).not.toBe(keys[0]);
  });

  it('a closed sheet\'s unanswered "everything" is carried with what it said; the sheet that takes it keeps its key past ten minutes', async () => {
    const keys: string[] = [];
    await idempotentAction({ sending: false }, 'sending', lostInto(keys), 'attempt-7:withdrawAll:620', true);
    forgetUnansweredActions('620>BANK');
    expect(carriedMoves('withdrawAll:')).toEqual([{ move: 'withdrawAll:620', asked: '620>BANK' }]);
    expect(carriedMoves('transfer:ALL>')).toEqual([]);
    // The next sheet shows the lost figure and takes its key at once: however long the player then
    // takes, its Confirm gets the lost try's answer.
    adoptCarried('withdrawAll:620', 'attempt-8');
    expect(carriedMoves('withdrawAll:')).toEqual([]);
    expect(isUnanswered('attempt-8:withdrawAll:620')).toBe(true);
    const later = vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 11 * 60_000);
    try {
      await idempotentAction({ sending: false }, 'sending', async (key) => keys.push(key), 'attempt-8:withdrawAll:620', true);
    } finally {
      later.mockRestore();
    }
    expect(keys[1]).toBe(keys[0]);
    expect(isUnanswered('attempt-8:withdrawAll:620')).toBe(false);
  });

  it("a closed sheet's unanswered move is carried for ten minutes, not for good", async () => {
    const keys: string[] = [];
    const lost = lostInto(keys);
    const start = Date.now();
    await idempotentAction({ sending: false }, 'sending', lost, 'attempt-5:withdraw:150', true);
    forgetUnansweredActions();
    const later = vi.spyOn(Date, 'now').mockReturnValue(start + 11 * 60_000);
    try {
      await idempotentAction({ sending: false }, 'sending', async (key) => keys.push(key), 'attempt-6:withdraw:150', true);
    } finally {
      later.mockRestore();
    }
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('a carried move taken by a sheet that closes unanswered again keeps its first time: opening and closing sheets cannot stretch ten minutes', () => {
    const keys: string[] = [];
    const start = Date.now();
    return idempotentAction({ sending: false }, 'sending', lostInto(keys), 'attempt-9:withdrawAll:300', true).then(async () => {
      forgetUnansweredActions('300>BANK');
      expect(isCarried('withdrawAll:300')).toBe(true);
      const at = (minutes: number) => vi.spyOn(Date, 'now').mockReturnValue(start + minutes * 60_000);
      // Taken by a sheet opened at 6 minutes, which closes unanswered: carried on, from its first time.
      let clock = at(6);
      adoptCarried('withdrawAll:300', 'attempt-10');
      forgetUnansweredActions('300>BANK');
      expect(isCarried('withdrawAll:300')).toBe(true);
      clock.mockRestore();
      // At 11 minutes it has run out, and the same withdrawal asked now is a new one.
      clock = at(11);
      expect(isCarried('withdrawAll:300')).toBe(false);
      await idempotentAction({ sending: false }, 'sending', async (key) => keys.push(key), 'attempt-11:withdrawAll:300', true);
      clock.mockRestore();
      expect(keys[1]).not.toBe(keys[0]);
    });
  });

  it('a closed sheet\'s move is only looked at by a review (isCarried): the key is taken by a Confirm, not by reading', async () => {
    const keys: string[] = [];
    await idempotentAction({ sending: false }, 'sending', lostInto(keys), 'attempt-12:withdraw:150', true);
    forgetUnansweredActions();
    expect(isCarried('withdraw:150')).toBe(true);
    expect(isCarried('withdraw:150')).toBe(true);
    expect(isUnanswered('attempt-13:withdraw:150')).toBe(false);
    await idempotentAction({ sending: false }, 'sending', async (key) => keys.push(key), 'attempt-13:withdraw:150', true);
    expect(keys[1]).toBe(keys[0]);
    expect(isCarried('withdraw:150')).toBe(false);
  });

  it('refused offline before it left (no try reached the server): nothing kept, nothing said to have gone through', async () => {
    const keys: string[] = [];
    const offline = (key: string) => {
      keys.push(key);
      return Promise.reject(new ApiError('NETWORK'));
    };
    const outcome = await idempotentAction({ sending: false }, 'sending', offline, 'attempt-14:withdraw:150', true);
    expect(outcomeUnknown(outcome)).toBe(true);
    expect(mayHaveGone(outcome)).toBe(false);
    expect(isUnanswered('attempt-14:withdraw:150')).toBe(false);
    forgetUnansweredActions();
    expect(isCarried('withdraw:150')).toBe(false);
  });

  it('a sheet that never closed (the app launched again) has its lost move carried from its try: ten minutes from then, not from the next home', async () => {
    const keys: string[] = [];
    const start = Date.now();
    await idempotentAction({ sending: false }, 'sending', lostInto(keys), 'attempt-15:withdraw:150', true);
    const clock = vi.spyOn(Date, 'now').mockReturnValue(start + 60 * 60_000);
    try {
      // An hour later the app opens again and no sheet comes back: the lost move is not carried.
      forgetUnansweredActions(undefined, true);
      expect(isCarried('withdraw:150')).toBe(false);
    } finally {
      clock.mockRestore();
    }
    // Opened again at once instead, it is.
    await idempotentAction({ sending: false }, 'sending', lostInto(keys), 'attempt-16:withdraw:150', true);
    forgetUnansweredActions(undefined, true);
    expect(isCarried('withdraw:150')).toBe(true);
  });

  it("one phone, two members: the next one's sheet neither says nor takes the last one's lost move, which stays the first member's", async () => {
    const keys: string[] = [];
    actionsBelongTo('member-a');
    await idempotentAction({ sending: false }, 'sending', lostInto(keys), 'attempt-17:withdraw:150', true);
    forgetUnansweredActions();
    // A signs out; B signs in on the same tab and asks the same amount.
    actionsBelongTo(undefined);
    actionsBelongTo('member-b');
    expect(isCarried('withdraw:150')).toBe(false);
    expect(carriedMoves('withdraw:')).toEqual([]);
    await idempotentAction({ sending: false }, 'sending', async (key) => keys.push(key), 'attempt-18:withdraw:150', true);
    expect(keys[1]).not.toBe(keys[0]);
    // B's sheet closing keeps A's lost move; A back within ten minutes asks for its answer.
    forgetUnansweredActions();
    actionsBelongTo('member-a');
    expect(isCarried('withdraw:150')).toBe(true);
    await idempotentAction({ sending: false }, 'sending', async (key) => keys.push(key), 'attempt-19:withdraw:150', true);
    expect(keys[2]).toBe(keys[0]);
  });

  it("a sheet left open by one member (the app launched again for another) is not carried into the other's", async () => {
    const keys: string[] = [];
    actionsBelongTo('member-a');
    await idempotentAction({ sending: false }, 'sending', lostInto(keys), 'attempt-20:withdraw:150', true);
    actionsBelongTo('member-b');
    forgetUnansweredActions(undefined, true);
    expect(isCarried('withdraw:150')).toBe(false);
    actionsBelongTo('member-a');
    expect(isCarried('withdraw:150')).toBe(true);
  });

  it('a page left, its own action asked again is a new one', async () => {
    const keys: string[] = [];
    const lost = lostInto(keys);
    const answered = async (key: string) => keys.push(key);
    // A page's own action (a bonus) is not kept past the page.
    await idempotentAction({ receiving: false }, 'receiving', lost, 'bonus:DAILY20');
    forgetPageActions();
    await idempotentAction({ receiving: false }, 'receiving', answered, 'bonus:DAILY20');
    expect(keys[1]).not.toBe(keys[0]);
  });
});
