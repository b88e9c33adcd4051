/**
 * Docs-page parameters for screens and dialogs: each story in its own phone-sized frame. A modal
 * then stays inside its frame instead of covering the docs page, and every story has its own
 * copy of the feature stores, so a docs page shows each state rather than the last one rendered.
 */
export const screenDocs = { docs: { story: { inline: false, iframeHeight: 844 } } } as const;
