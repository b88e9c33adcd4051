/**
 * The texts of one language are split in two downloads (DESIGN.md §7): what a guest needs on the
 * first load, and what only members see, fetched with the member shell. The locale files stay one
 * file per language; a build plugin (scripts/vite/locale-groups.ts) cuts them by top-level key.
 */
export const guestTextGroups = [
  'app',
  'common',
  'errors',
  'hostLink',
  'login',
  'nav',
  'page',
  // The "no connection — retry" state must never wait for a download (DESIGN.md §3).
  'resilience',
  'ui',
  'validation',
] as const;

/**
 * Texts only one lazily loaded part shows, each its own download fetched beside that part's chunk:
 * the live chat widget (guests see it too, on the contact page; it loads only where chat is switched
 * on), the registration steps, and the pages a guest rarely opens (how to, contact, an unknown path,
 * a terminated site: one download, each loader costing /login's first load a few bytes).
 */
export const partTextGroups = {
  chat: ['chat'],
  register: ['register'],
  pages: ['howto', 'contact', 'notFound', 'terminated'],
} as const;

export type TextGroup = 'guest' | 'member' | keyof typeof partTextGroups;

/** Texts of the sandbox console (`/sandbox`, its own build entry): never part of the member app's downloads. */
export const consoleTextGroups = ['sandbox'] as const;
export type LocaleGroup = TextGroup | 'sandbox';

const namedGroups: ReadonlyArray<[LocaleGroup, readonly string[]]> = [
  ['guest', guestTextGroups],
  ...(Object.entries(partTextGroups) as Array<[LocaleGroup, readonly string[]]>),
  ['sandbox', consoleTextGroups],
];

/** Which group a top-level key belongs to: one of the lists above, else member-only. */
export const groupOf = (topLevelKey: string): LocaleGroup =>
  namedGroups.find(([, keys]) => keys.includes(topLevelKey))?.[0] ?? 'member';
