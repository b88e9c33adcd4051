/** The icons outside the first download (`icons-extra.tsx`), by name: the type and the stories' list need no more. */
export const EXTRA_ICON_NAMES = [
  'list',
  'gift',
  'wallet',
  'hand-money',
  'exchange',
  'lock',
  'logout',
  'copy',
  'refresh',
  'clock',
  'wheel',
  'refund',
  'qr',
  'upload',
  'download',
  'plus',
  'minus',
  'share',
  'info',
] as const;

export type ExtraIconName = (typeof EXTRA_ICON_NAMES)[number];
