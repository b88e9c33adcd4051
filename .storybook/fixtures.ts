import type { GameAccount, GameCategory, WalletSnapshot } from '../src/api/contract';

/** Story data shaped like the reference server's replies (spec §3 wallet snapshot). */
const art = (code: string, kind: 'logo' | 'background', hue: number) =>
  `data:image/svg+xml,${encodeURIComponent(
    kind === 'logo'
      ? `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="48"><rect width="120" height="48" rx="8" fill="hsl(${hue},60%,30%)"/><text x="60" y="30" font-size="16" fill="#fff" text-anchor="middle" font-family="sans-serif">${code}</text></svg>`
      : `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="211"><rect width="300" height="211" fill="hsl(${hue},40%,18%)"/><circle cx="240" cy="40" r="70" fill="hsl(${hue},50%,30%)"/></svg>`,
  )}`;

export function slot(code: string, category: GameCategory, isActive: boolean, amount = 0, hue = 210): GameAccount {
  return {
    code,
    name: code,
    category,
    isActive,
    amount,
    ftWalletSlot: 1,
    logo: art(code, 'logo', hue),
    background: art(code, 'background', hue),
    web: null,
    android: null,
    ios: null,
  };
}

export const manySlots: GameAccount[] = [
  slot('PG', 'slot', true, 120, 200),
  slot('PGSLOT', 'slot', true, 35.5, 260),
  slot('JOKER', 'slot', false, 0, 120),
  slot('SLOTXO', 'slot', false, 0, 20),
  slot('BETFLIX', 'slot', false, 0, 330),
  slot('ASKMEBET', 'sport', true, 10, 180),
  slot('UFABET', 'sport', false, 0, 90),
  slot('SEXYGAME', 'sport', false, 0, 300),
  slot('HUAYHD', 'lotto', false, 0, 280),
];

export function walletSnapshot(overrides: Partial<WalletSnapshot> = {}): WalletSnapshot {
  return {
    profile: { _id: '1024', name: 'Somchai Jaidee', username: '0812345678', createdAt: '2024-03-01T08:30:00.000Z', coin: 3 },
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
