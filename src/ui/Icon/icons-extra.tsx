import type { ReactElement } from 'react';
import type { ExtraIconName } from './extra-names';

/** The member screens' and the chat's icons (see `icons.tsx`): same grid, same stroke. */
export const extraIcons = {
  /** A notice to read, not a warning (the home's notice). */
  info: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 11v6M12 7.5v.01" />
    </>
  ),
  list: (
    <>
      <path d="M9 6h12M9 12h12M9 18h12" />
      <circle cx="4.5" cy="6" r="1" />
      <circle cx="4.5" cy="12" r="1" />
      <circle cx="4.5" cy="18" r="1" />
    </>
  ),
  gift: (
    <>
      <rect x="3" y="8" width="18" height="4" rx="1" />
      <path d="M5 12v9h14v-9M12 8v13" />
      <path d="M12 8S10.5 3 8 4s-.5 4 4 4Zm0 0s1.5-5 4-4 .5 4-4 4Z" />
    </>
  ),
  wallet: (
    <>
      <path d="M4 7h15a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7Zm0 0 12-3v3" />
      <path d="M16 13.5h4" />
      <circle cx="16" cy="13.5" r=".5" />
    </>
  ),
  'hand-money': (
    <>
      <path d="M2 15h3l4 3h6a2 2 0 0 0 0-4h-4" />
      <path d="M5 15v6H2v-6M15 14l4-2a1.7 1.7 0 0 1 2 2.6L16 20H9" />
      <circle cx="14" cy="6" r="3.5" />
    </>
  ),
  exchange: (
    <>
      <path d="M4 8h15l-4-4" />
      <path d="M20 16H5l4 4" />
    </>
  ),
  lock: (
    <>
      <rect x="5" y="10" width="14" height="11" rx="2" />
      <path d="M8 10V7a4 4 0 0 1 8 0v3M12 14.5v2.5" />
    </>
  ),
  logout: (
    <>
      <path d="M10 4H5v16h5" />
      <path d="M15 8l4 4-4 4M9 12h10" />
    </>
  ),
  copy: (
    <>
      <rect x="8" y="8" width="12" height="12" rx="2" />
      <path d="M16 8V5a1 1 0 0 0-1-1H5a1 1 0 0 0-1 1v10a1 1 0 0 0 1 1h3" />
    </>
  ),
  refresh: (
    <>
      <path d="M20 12a8 8 0 1 1-2.3-5.7" />
      <path d="M20 4v5h-5" />
    </>
  ),
  clock: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </>
  ),
  wheel: (
    <>
      <circle cx="12" cy="13" r="8" />
      <path d="M12 5v16M4 13h16M6.3 7.3l11.4 11.4M17.7 7.3 6.3 18.7" strokeWidth={1.4} />
      <circle cx="12" cy="13" r="2" fill="currentColor" />
      <path d="M10 1.8h4L12 5.2Z" fill="currentColor" />
    </>
  ),
  /** Money coming back: a coin with a return arrow, distinct from `exchange` (two opposite arrows). */
  refund: (
    <>
      <circle cx="14" cy="14" r="6" />
      <path d="M14 11.5v5M12.5 12.5h2.3a1.2 1.2 0 0 1 0 2.4h-1.6a1.2 1.2 0 0 0 0 2.4h2.3" strokeWidth={1.5} />
      <path d="M3 9a8 8 0 0 1 11-5.5" />
      <path d="M3 4v5h5" />
    </>
  ),
  qr: (
    <>
      <rect x="4" y="4" width="6" height="6" rx="1" />
      <rect x="14" y="4" width="6" height="6" rx="1" />
      <rect x="4" y="14" width="6" height="6" rx="1" />
      <path d="M14 14h2v2h-2zM18 18h2v2h-2zM14 18v2M18 14h2" />
    </>
  ),
  upload: (
    <>
      <path d="M12 16V4M7 9l5-5 5 5" />
      <path d="M4 16v4h16v-4" />
    </>
  ),
  /** Save to the phone (a deposit QR's picture): the upload arrow turned down into the tray. */
  download: (
    <>
      <path d="M12 4v12M7 11l5 5 5-5" />
      <path d="M4 16v4h16v-4" />
    </>
  ),
  plus: <path d="M12 5v14M5 12h14" />,
  minus: <path d="M5 12h14" />,
  /** Share (the invite link): three linked nodes, not the exchange arrows of a transfer. */
  share: (
    <>
      <circle cx="18" cy="5" r="2.5" />
      <circle cx="6" cy="12" r="2.5" />
      <circle cx="18" cy="19" r="2.5" />
      <path d="m8.2 10.8 7.6-4.4M8.2 13.2l7.6 4.4" />
    </>
  ),
} satisfies Record<ExtraIconName, ReactElement>;
