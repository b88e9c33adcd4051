import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors.ts';

/** Nesting deeper than any request of the contract: the schema refuses such a body anyway. */
const MAX_DEPTH = 8;

/**
 * Where a request part holds a NUL character (U+0000), in a string or a key; null when it holds
 * none. PostgreSQL's text and jsonb cannot store one, so such a value would fail in the database
 * as a 500 instead of the 400 a malformed field is (found sending `\u0000` in a login name).
 */
function nulAt(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path || 'value' : null;
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return null;
  for (const [key, inner] of Object.entries(value)) {
    const here = path ? `${path}.${key}` : key;
    if (key.includes('\u0000')) return here;
    const found = nulAt(inner, here, depth + 1);
    if (found) return found;
  }
  return null;
}

/** Throws KEY_INVALID, naming the field, when a request part holds a NUL. */
export function refuseNulIn(part: unknown): void {
  const at = nulAt(part);
  if (at) throw badRequest('KEY_INVALID', `${at}: a NUL character`);
}

/** Refuses a request whose path parameters, query or JSON body hold a NUL, before any route runs. */
export function refuseNul(app: FastifyInstance): void {
  app.addHook('preValidation', async (req) => {
    for (const part of [req.params, req.query, req.body]) refuseNulIn(part);
  });
}
