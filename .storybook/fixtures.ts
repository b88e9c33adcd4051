import { receiptReference, type GameAccount, type GameCategory, type Receipted, type WalletSnapshot } from '../src/api/contract';

import { storyGameBackground, storyGameLogo } from './game-art';

/** Story data shaped like the reference server's replies (spec §3 wallet snapshot), with the server's own art. */
export function slot(code: string, category: GameCategory, isActive: boolean, amount = 0): GameAccount {
  return {
    code,
    name: code,
    category,
    isActive,
    amount,
    ftWalletSlot: 1,
    logo: storyGameLogo(code),
    background: storyGameBackground(code, category),
    web: null,
    android: null,
    ios: null,
  };
}

export const manySlots: GameAccount[] = [
  slot('PG', 'slot', true, 120),
  slot('PGSLOT', 'slot', true, 35.5),
  slot('JOKER', 'slot', false, 0),
  slot('SLOTXO', 'slot', false, 0),
  slot('BETFLIX', 'slot', false, 0),
  slot('ASKMEBET', 'sport', true, 10),
  slot('UFABET', 'sport', false, 0),
  slot('SEXYGAME', 'sport', false, 0),
  slot('HUAYHD', 'lotto', false, 0),
];

export function walletSnapshot(overrides: Partial<WalletSnapshot> = {}): WalletSnapshot {
  return {
    profile: { _id: '1024', name: 'Somchai Jaidee', username: '0812345678', createdAt: '2024-03-01T08:30:00.000Z', coin: 3, currency: 'BAHT' },
    bankAccount: {
      bankCode: 'SCB',
      bankAccountName: 'สมชาย ใจดี',
      bankAccountNo: '1234567890',
      bank: { nameTH: 'ธนาคารไทยพาณิชย์', nameEN: 'SCB' },
    },
    wallet: { amount: 380 },
    invite: { amount: 25, success: 10, fail: 5 },
    slots: manySlots,
    ...overrides,
  };
}

/** A story text in the three languages, as the reference server stores its content (issue 19.2). */
export interface InLanguages<T = string> {
  th: T;
  la: T;
  en: T;
}

/** The language a story's call asked for (Accept-Language: th, lo or en; the toolbar's locale). */
export function requestLanguage(request: Request): keyof InLanguages {
  const tag = (request.headers.get('Accept-Language') ?? 'th').toLowerCase().split(/[-,;]/)[0];
  if (tag === 'lo' || tag === 'la') return 'la';
  return tag === 'en' ? 'en' : 'th';
}

/** The text a story server answers with: the one in the request's language. */
export const byLanguage = <T>(request: Request, texts: InLanguages<T>): T => texts[requestLanguage(request)];

/** The receipt fields every money reply carries (issue 18.4), for a mocked reply. */
export const receipted = (transactionId: number): Receipted => ({
  transactionId: String(transactionId),
  reference: receiptReference(String(transactionId)),
  createdAt: '2026-11-24T08:15:00.000Z',
});
