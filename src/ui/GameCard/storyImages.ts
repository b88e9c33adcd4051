/** Self-contained images for stories and screenshots (no network in tests). */
const svg = (markup: string) => `data:image/svg+xml,${encodeURIComponent(markup)}`;

export const gameBackground = (from: string, to: string) =>
  svg(
    `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="211" viewBox="0 0 300 211"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="300" height="211" fill="url(#g)"/><circle cx="240" cy="50" r="70" fill="#ffffff" fill-opacity="0.12"/><circle cx="40" cy="190" r="90" fill="#000000" fill-opacity="0.15"/></svg>`,
  );

export const gameLogo = (text: string, colour = '#ffffff') =>
  svg(
    `<svg xmlns="http://www.w3.org/2000/svg" width="140" height="70" viewBox="0 0 140 70"><text x="0" y="48" font-family="sans-serif" font-size="40" font-weight="900" fill="${colour}">${text}</text></svg>`,
  );

export const sampleGames = [
  { code: 'PG', name: 'PG Slot', logoSrc: gameLogo('PG'), backgroundSrc: gameBackground('#7b2ff7', '#f107a3'), balance: 1520.75, walletFactor: 1, active: true },
  { code: 'JOKER', name: 'Joker Gaming', logoSrc: gameLogo('JOKER'), backgroundSrc: gameBackground('#0f9b0f', '#00394d'), balance: 80, walletFactor: 10, active: true },
  { code: 'SLOTXO', name: 'SlotXO', logoSrc: gameLogo('XO'), backgroundSrc: gameBackground('#f12711', '#f5af19'), balance: 0, walletFactor: 1, active: false },
  { code: 'SUPERSLOT', name: 'Superslot', logoSrc: gameLogo('SUPER'), backgroundSrc: gameBackground('#1e3c72', '#2a5298'), balance: 12.5, walletFactor: 0.5, active: true },
  { code: 'AREASLOT', name: 'Areaslot', logoSrc: gameLogo('AREA'), backgroundSrc: gameBackground('#42275a', '#734b6d'), balance: 0, walletFactor: 1, active: false },
] as const;
