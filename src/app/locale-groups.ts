/**
 * The texts of one language are split in two downloads (DESIGN.md §7): what a guest needs on the
 * first load, and what only members see, fetched with the member shell. The locale files stay one
 * file per language; a build plugin (scripts/vite/locale-groups.ts) cuts them by top-level key.
 */
// `chat` is here because the live chat widget also opens on the guest contact page.
export const guestTextGroups = [
  'app',
  'chat',
  'common',
  'contact',
  'errors',
  'hostLink',
  'howto',
  'login',
  'nav',
  'notFound',
  'page',
  'register',
  // The "no connection — retry" state must never wait for a download (DESIGN.md §3).
  'resilience',
  'terminated',
  'ui',
  'validation',
] as const;

export type TextGroup = 'guest' | 'member';

/** Texts of the sandbox console (`/sandbox`, its own build entry): never part of the member app's downloads. */
export const consoleTextGroups = ['sandbox'] as const;
export type LocaleGroup = TextGroup | 'sandbox';

/** Which group a top-level key belongs to: the guest list above, the console's own, everything else is member-only. */
export const groupOf = (topLevelKey: string): LocaleGroup =>
  (guestTextGroups as readonly string[]).includes(topLevelKey)
    ? 'guest'
    : (consoleTextGroups as readonly string[]).includes(topLevelKey)
      ? 'sandbox'
      : 'member';
