import type { ReactElement } from 'react';
import { EXTRA_ICON_NAMES, type ExtraIconName } from './extra-names';

/*
 * Stroke icons on a 24×24 grid, drawn with currentColor so they follow the text colour of
 * whatever holds them. Inline SVG: no icon font and no network request.
 *
 * These are the icons the first screens draw (the guest menu, the password eye, dialogs, the
 * loader), in the first download. The rest (`icons-extra.tsx`) come with the member shell and the
 * chat, and load on first use anywhere else (`extra.ts`): /login's budget (DESIGN.md §7).
 */
export const coreIcons = {
  home: (
    <>
      <path d="M3 10.5 12 3l9 7.5" />
      <path d="M5 9.5V21h5v-6h4v6h5V9.5" />
    </>
  ),
  user: (
    <>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" />
    </>
  ),
  chat: <path d="M4 5h16v11H9l-5 4V5Z" />,
  help: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.7.3-1 .9-1 1.6V14" />
      <path d="M12 17.5v.01" />
    </>
  ),
  close: <path d="M6 6l12 12M18 6 6 18" />,
  back: <path d="M15 5l-7 7 7 7" />,
  check: <path d="M5 12.5 10 17.5 19 7" />,
  /** Waiting on someone else (a withdrawal the bank has not paid yet). */
  warning: (
    <>
      <path d="M12 3 2 20h20L12 3Z" />
      <path d="M12 10v4.5M12 17.5v.01" />
    </>
  ),
  /** The busy indicator (an open arc, drawn rotating); not the spin wheel, which is `wheel`. */
  spin: <path d="M12 3a9 9 0 1 0 9 9" />,
  /** The lucky wheel: a closed rim, spokes, a hub and the pointer on top, so it never reads as a loader. */
  eye: (
    <>
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
    </>
  ),
  'eye-off': (
    <>
      <path d="M4 4l16 16" />
      <path d="M9.9 5.2A10.6 10.6 0 0 1 12 5c6.4 0 10 7 10 7a17 17 0 0 1-3.1 3.9M6.6 6.6A17 17 0 0 0 2 12s3.6 7 10 7a10 10 0 0 0 4.4-1" />
      <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2" />
    </>
  ),
} satisfies Record<string, ReactElement>;

export type CoreIconName = keyof typeof coreIcons;
export type IconName = CoreIconName | ExtraIconName;

/** Every icon: the first download's, then the rest (the gallery shows them in this order). */
export const iconNames: IconName[] = [...(Object.keys(coreIcons) as CoreIconName[]), ...EXTRA_ICON_NAMES];
