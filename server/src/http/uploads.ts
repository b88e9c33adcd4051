import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { imageSize } from 'image-size';
import { ApiError } from './errors.ts';
import { refuseUnstorableIn } from './text-guard.ts';

export interface Upload {
  filename: string;
  content: Buffer;
  /** The multipart text fields sent before the file. */
  fields: Record<string, string>;
}

/**
 * The one file of a multipart request, read whole, with the text fields before it; null when the
 * request carries no file. A file over `maxBytes` is the caller's `tooLarge`; a body that is not
 * well-formed multipart (cut short, no boundary, a broken part header) is `malformed` — the
 * parser's own errors would otherwise answer 500.
 */
export async function readUpload(
  req: FastifyRequest,
  { maxBytes, tooLarge, malformed }: { maxBytes: number; tooLarge: () => ApiError; malformed: () => ApiError },
): Promise<Upload | null> {
  try {
    const file = await req.file({ limits: { fileSize: maxBytes, files: 1 } });
    if (!file) return null;
    const fields = Object.fromEntries(
      Object.entries(file.fields).flatMap(([k, v]) => (v && !Array.isArray(v) && v.type === 'field' ? [[k, String(v.value)]] : [])),
    );
    refuseUnstorableIn(fields);
    return { filename: file.filename, content: await file.toBuffer(), fields };
  } catch (err) {
    if (err instanceof ApiError) throw err;
    if (err instanceof Error && 'code' in err && err.code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw malformed();
  }
}

/**
 * Markup or script inside a file whose first bytes say "image" or "video": a polyglot (a GIF that
 * is also an HTML page, a PNG carrying a PHP tail). Only whole-page markers, which real media never
 * holds as plain text: a shorter pattern (`<img`, `on…=`) turns up by chance in compressed pixels and
 * would refuse real slips. Markup it misses is made harmless where the file is served
 * (security-headers.ts, UPLOADED_MEDIA_POLICY).
 */
const ACTIVE_CONTENT = /<\s*(script|html|svg|iframe|object|embed|body|\?php)\b|javascript:|<!doctype/i;

/**
 * The one extension a stored file of each type gets. file-type names some variants by their brand
 * (an MP4 branded `F4V ` is `f4v`, `M4P ` is `m4p`), names the media routes never serve: such an
 * upload was accepted, counted against its budget, and could never be shown or sent.
 */
const EXTENSION_OF: Readonly<Record<string, string>> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/heic': 'heic',
  'image/avif': 'avif',
  'video/mp4': 'mp4',
  'video/quicktime': 'mov',
};

/** The type a stored file is served as, by the extension it was stored under (`EXTENSION_OF` read back). */
export const storedMediaType = (ext: string): string =>
  Object.keys(EXTENSION_OF).find((mime) => EXTENSION_OF[mime] === ext) ?? 'application/octet-stream';

/**
 * A picture's side and area at most. A picture is drawn at its full size by whoever opens it — the
 * member's phone, the operator's console — at 4 bytes a pixel, whatever its file weighs: a PNG of
 * 0.6 MB can hold 200 megapixels (800 MB drawn). 50 megapixels (200 MB drawn) still takes a 50 MP
 * camera's full photo (8,160 × 6,120), more than a slip's screenshot or a 10 MB chat photo needs.
 */
const MAX_SIDE = 20_000;
const MAX_PIXELS = 50_000_000;

/**
 * The most pixels one byte of a file can hold: one bit a pixel, packed as tightly as deflate ever
 * packs (1,032 to 1). A file under its stated area ÷ this is a header claiming a size it does not
 * hold (68 bytes stating 50 megapixels): a broken picture, never a slip. (WebP, lossless or lossy,
 * can pack a flat picture tighter; no real slip or chat photo is one flat colour.)
 */
const MAX_PIXELS_PER_BYTE = 8 * 1_032;

/** Picture types whose size every real file states where image-size reads it. */
const SIZED_ALWAYS = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp']);

/**
 * Whether a picture's stated size is one a phone can draw. Magic bytes alone pass a file that is a
 * header and nothing else (a JPEG start followed by text), which shows as a broken picture in the
 * chat and a slip no operator can read: PNG, JPEG, GIF and WebP must state their size. HEIC and AVIF
 * keep theirs in boxes some cameras place elsewhere, so theirs is checked only when found.
 */
function drawableSize(content: Buffer, mime: string): boolean {
  if (!mime.startsWith('image/')) return true;
  let width = 0;
  let height = 0;
  try {
    ({ width = 0, height = 0 } = imageSize(content));
  } catch {
    // No size found: the same as a size of nothing.
  }
  if (width <= 0 || height <= 0) return !SIZED_ALWAYS.has(mime);
  const area = width * height;
  return width <= MAX_SIDE && height <= MAX_SIDE && area <= MAX_PIXELS && content.length >= area / MAX_PIXELS_PER_BYTE;
}

/**
 * The type an uploaded file really is, by its magic bytes, when it is one of `allowed`, carries no
 * active content and, for a picture, states a size a phone can draw; undefined otherwise (the caller
 * refuses it with its own §8 code).
 */
export async function mediaTypeOf(
  content: Buffer,
  allowed: ReadonlySet<string>,
): Promise<{ mime: string; ext: string } | undefined> {
  const type = await fileTypeFromBuffer(content);
  const ext = type && allowed.has(type.mime) ? EXTENSION_OF[type.mime] : undefined;
  if (!type || !ext) return undefined;
  if (ACTIVE_CONTENT.test(content.toString('latin1'))) return undefined;
  if (!drawableSize(content, type.mime)) return undefined;
  return { mime: type.mime, ext };
}
