import { fileTypeFromBuffer } from 'file-type';

/**
 * Markup or script inside a file whose first bytes say "image" or "video": a polyglot (a GIF that
 * is also an HTML page, a PNG carrying a PHP tail). Real media never holds these as plain text.
 */
const ACTIVE_CONTENT = /<\s*(script|html|svg|iframe|object|embed|body|\?php)\b|javascript:|<!doctype/i;

/**
 * The type an uploaded file really is, by its magic bytes, when it is one of `allowed` and carries
 * no active content; undefined otherwise (the caller refuses it with its own §8 code).
 */
export async function mediaTypeOf(
  content: Buffer,
  allowed: ReadonlySet<string>,
): Promise<{ mime: string; ext: string } | undefined> {
  const type = await fileTypeFromBuffer(content);
  if (!type || !allowed.has(type.mime)) return undefined;
  if (ACTIVE_CONTENT.test(content.toString('latin1'))) return undefined;
  return type;
}
