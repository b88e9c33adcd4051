/** Escapes text for HTML and XML markup (element content and quoted attributes). */
export const escapeMarkup = (s: string) => s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
