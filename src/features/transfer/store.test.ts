import { afterEach, describe, expect, it } from 'vitest';
import { carriedMoves, forgetUnansweredActions, idempotentAction, isUnanswered } from '../../api/action';
import { ApiError } from '../../api/http';
import { closeDialog, openDialog } from '../home/store';
import { restoreUnansweredAll } from './store';

const lost = () => Promise.reject(new ApiError('NETWORK', undefined, undefined, true));

describe('a "move every balance" asked again in a later sheet', () => {
  afterEach(() => {
    closeDialog();
    forgetUnansweredActions();
    sessionStorage.clear();
  });

  it('is the one the closed sheet\'s figure names, with its key; another lost move is not said with that figure', async () => {
    // One sheet: everything into PG got no answer, then everything into JOKER; its question last said 300 into JOKER.
    openDialog('transfer', { attempt: 'A' });
    await idempotentAction({ sending: false }, 'sending', lost, 'A:transfer:ALL>PG:all', true);
    await idempotentAction({ sending: false }, 'sending', lost, 'A:transfer:ALL>JOKER:all', true);
    closeDialog();
    forgetUnansweredActions('300>JOKER');

    openDialog('transfer', { attempt: 'B' });
    expect(restoreUnansweredAll(undefined)).toEqual({ to: 'JOKER', amount: 300 });
    // Its key is this sheet's now: Confirm here gets the lost move's answer, however late.
    expect(isUnanswered('B:transfer:ALL>JOKER:all')).toBe(true);
    closeDialog();
    forgetUnansweredActions();

    // PG's lost move is still carried, but no sheet said what it gathered: it is not asked as "300 into JOKER".
    expect(carriedMoves('transfer:ALL>').map(({ move }) => move)).toContain('transfer:ALL>PG:all');
    openDialog('transfer', { attempt: 'C' });
    expect(restoreUnansweredAll(undefined)).toBeNull();
  });

  it('is not taken by a sheet that will not ask it (opened for another account)', async () => {
    openDialog('transfer', { attempt: 'A' });
    await idempotentAction({ sending: false }, 'sending', lost, 'A:transfer:ALL>WALLET:all', true);
    closeDialog();
    forgetUnansweredActions('120>WALLET');

    openDialog('transfer', { attempt: 'B', to: 'PG' });
    expect(restoreUnansweredAll(undefined, (asked) => asked.to === 'PG')).toBeNull();
    expect(isUnanswered('B:transfer:ALL>WALLET:all')).toBe(false);
    expect(carriedMoves('transfer:ALL>')).toHaveLength(1);
  });
});
