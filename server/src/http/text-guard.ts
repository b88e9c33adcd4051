import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors.ts';

/** Nesting deeper than any request of the contract (a chat button's title is 5 levels down). */
const MAX_DEPTH = 8;

/**
 * A NUL (U+0000) or half of a surrogate pair: PostgreSQL's text and jsonb cannot store either (a
 * lone surrogate turns into U+FFFD in text and fails jsonb), so such a value would end as a 500 or
 * as changed data instead of the 400 a malformed field is (found sending `\u0000` in a login name
 * and `\ud800` in a chat message).
 */
// eslint-disable-next-line no-control-regex -- the NUL is exactly what is looked for
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Why a request part cannot be taken — where it holds an unstorable character, or nests too deep — or null. */
function problemIn(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') return UNSTORABLE.test(value) ? `${path || 'value'}: a NUL or a lone surrogate` : null;
  if (value === null || typeof value !== 'object') return null;
  // Refused rather than walked: a deeper body would also overflow the stack of whatever serialises it.
  if (depth > MAX_DEPTH) return `${path}: nested too deep`;
  for (const [key, inner] of Object.entries(value)) {
    const here = path ? `${path}.${key}` : key;
    if (UNSTORABLE.test(key)) return `${here}: a NUL or a lone surrogate in a key`;
    const found = problemIn(inner, here, depth + 1);
    if (found) return found;
  }
  return null;
}

/** Throws KEY_INVALID, naming the field, when a request part cannot be stored as sent. */
export function refuseUnstorableIn(part: unknown): void {
  const problem = problemIn(part);
  if (problem) throw badRequest('KEY_INVALID', problem);
}

/** Refuses a request whose path parameters, query or JSON body cannot be stored as sent, before any route runs. */
export function refuseUnstorable(app: FastifyInstance): void {
  app.addHook('preValidation', async (req) => {
    for (const part of [req.params, req.query, req.body]) refuseUnstorableIn(part);
  });
}
