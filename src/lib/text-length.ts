// Its own module: the chat and the server count with it, the sign-in screen's download does not carry it.
/**
 * Characters as a reader and PostgreSQL count them (code points): an emoji is one character, not
 * the two UTF-16 units `length` counts, so a message of 2000 emoji is as long as one of 2000 letters.
 */
export const characterCount = (text: string): number => text.length - (text.match(/[\uD800-\uDBFF][\uDC00-\uDFFF]/g)?.length ?? 0);
