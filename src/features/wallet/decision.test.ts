import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { decisionNotice } from './decision';

// Keys and values, so a test reads what the player would be told.
const t = ((key: string, values?: Record<string, string>) => (values ? `${key} ${JSON.stringify(values)}` : key)) as unknown as TFunction;

describe('decisionNotice', () => {
  it('says a refused withdrawal, a refused slip and a credited deposit; nothing for a plain ping', () => {
    expect(decisionNotice({ amount: 400, decision: { kind: 'withdraw', status: 'FAILED', amount: 120 } }, t, 'en', null)).toEqual({
      text: 'home.decision.withdrawRefused {"amount":"120.00"}',
      tone: 'error',
    });
    expect(decisionNotice({ decision: { kind: 'withdraw', status: 'SUCCESS', amount: 1500 } }, t, 'en', null)).toEqual({
      text: 'home.decision.withdrawPaid {"amount":"1,500.00"}',
      tone: 'success',
    });
    expect(decisionNotice({ decision: { kind: 'slip', status: 'FAILED', reason: 'EXPIRED_SLIP' } }, t, 'en', null)).toEqual({
      text: 'home.decision.slipRefused {"reason":"slipReason.EXPIRED_SLIP"}',
      tone: 'error',
    });
    expect(decisionNotice({ decision: { kind: 'deposit', status: 'SUCCESS', amount: 250 } }, t, 'en', null)?.tone).toBe('success');
    expect(decisionNotice({}, t, 'en', null)).toBeNull();
    expect(decisionNotice({ slot: 'PG' }, t, 'en', null)).toBeNull();
    expect(decisionNotice(null, t, 'en', null)).toBeNull();
  });

  it('leaves a decision to the open sheet that shows it (the deposit sheet, the withdraw receipt)', () => {
    expect(decisionNotice({ decision: { kind: 'withdraw', status: 'FAILED', amount: 120 } }, t, 'en', 'withdraw')).toBeNull();
    expect(decisionNotice({ decision: { kind: 'slip', status: 'FAILED', reason: 'EXPIRED_SLIP' } }, t, 'en', 'deposit')).toBeNull();
    expect(decisionNotice({ decision: { kind: 'deposit', status: 'SUCCESS', amount: 250 } }, t, 'en', 'deposit')).toBeNull();
    // Another sheet open over the home: still said.
    expect(decisionNotice({ decision: { kind: 'deposit', status: 'SUCCESS', amount: 250 } }, t, 'en', 'transfer')).not.toBeNull();
  });
});
