import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { decisionNotice } from './decision';

// Keys and values, so a test reads what the player would be told.
const t = ((key: string, values?: Record<string, string>) => (values ? `${key} ${JSON.stringify(values)}` : key)) as unknown as TFunction;

const none = { sheet: null };

describe('decisionNotice', () => {
  it('says a refused withdrawal, a refused slip or gift link and a credited deposit; nothing for a plain ping', () => {
    expect(decisionNotice({ amount: 400, decision: { kind: 'withdraw', withdrawalId: '7', status: 'FAILED', amount: 120 } }, t, 'en', none)).toEqual({
      text: 'home.decision.withdrawRefused {"amount":"120.00"}',
      tone: 'error',
    });
    expect(decisionNotice({ decision: { kind: 'withdraw', withdrawalId: '7', status: 'SUCCESS', amount: 1500 } }, t, 'en', none)).toEqual({
      text: 'home.decision.withdrawPaid {"amount":"1,500.00"}',
      tone: 'success',
    });
    expect(decisionNotice({ decision: { kind: 'slip', reference: 'SLIP1', status: 'FAILED', reason: 'EXPIRED_SLIP' } }, t, 'en', none)).toEqual({
      text: 'home.decision.slipRefused {"reason":"slipReason.EXPIRED_SLIP"}',
      tone: 'error',
    });
    expect(decisionNotice({ decision: { kind: 'truelink', voucher: 'abc', status: 'FAILED', reason: 'BELOW_MINIMUM' } }, t, 'en', none)).toEqual({
      text: 'home.decision.truelinkRefused {"reason":"truelinkReason.BELOW_MINIMUM"}',
      tone: 'error',
    });
    expect(decisionNotice({ decision: { kind: 'deposit', status: 'SUCCESS', amount: 250, source: 'qr:q1' } }, t, 'en', none)?.tone).toBe('success');
    expect(decisionNotice({}, t, 'en', none)).toBeNull();
    expect(decisionNotice({ slot: 'PG' }, t, 'en', none)).toBeNull();
    expect(decisionNotice(null, t, 'en', none)).toBeNull();
  });

  it('leaves a decision to the open sheet that shows it (the deposit sheet, the withdrawal on the receipt)', () => {
    // The deposit sheet showing this QR, this slip and this link.
    const showing = { sheet: 'deposit', showsDeposit: (source: string) => ['qr:q1', 'slip:SLIP1', 'truelink:abc'].includes(source) };
    const refused = { decision: { kind: 'withdraw', withdrawalId: '7', status: 'FAILED', amount: 120 } } as const;
    expect(decisionNotice(refused, t, 'en', { sheet: 'withdraw', withdrawalId: '7' })).toBeNull();
    expect(decisionNotice({ decision: { kind: 'slip', reference: 'SLIP1', status: 'FAILED', reason: 'EXPIRED_SLIP' } }, t, 'en', showing)).toBeNull();
    expect(decisionNotice({ decision: { kind: 'truelink', voucher: 'abc', status: 'FAILED', reason: 'EXPIRED' } }, t, 'en', showing)).toBeNull();
    expect(decisionNotice({ decision: { kind: 'deposit', status: 'SUCCESS', amount: 250, source: 'qr:q1' } }, t, 'en', showing)).toBeNull();
    // The deposit sheet showing another slip (the next one) or another QR: an earlier one's decision is said.
    const next = { sheet: 'deposit', showsDeposit: (source: string) => source === 'slip:SLIP2' };
    expect(decisionNotice({ decision: { kind: 'slip', reference: 'SLIP1', status: 'FAILED', reason: 'EXPIRED_SLIP' } }, t, 'en', next)?.tone).toBe('error');
    expect(decisionNotice({ decision: { kind: 'deposit', status: 'SUCCESS', amount: 250, source: 'slip:SLIP1' } }, t, 'en', next)?.tone).toBe('success');
    // Another sheet open over the home: still said.
    expect(decisionNotice({ decision: { kind: 'deposit', status: 'SUCCESS', amount: 250, source: 'qr:q1' } }, t, 'en', { sheet: 'transfer' })).not.toBeNull();
    // The withdraw sheet on its form, or on the receipt of a later withdrawal: an earlier one's decision is said.
    expect(decisionNotice(refused, t, 'en', { sheet: 'withdraw' })?.tone).toBe('error');
    expect(decisionNotice(refused, t, 'en', { sheet: 'withdraw', withdrawalId: '8' })?.tone).toBe('error');
  });
});
