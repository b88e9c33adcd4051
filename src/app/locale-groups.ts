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
  'copy',
  'errors',
  'hostLink',
  'howto',
  'language',
  'login',
  'nav',
  'notFound',
  'page',
  'register',
  'terminated',
  'ui',
  'validation',
] as const;

export type TextGroup = 'guest' | 'member';

/** Which group a top-level key belongs to: the guest list above, everything else is member-only. */
export const groupOf = (topLevelKey: string): TextGroup =>
  (guestTextGroups as readonly string[]).includes(topLevelKey) ? 'guest' : 'member';
