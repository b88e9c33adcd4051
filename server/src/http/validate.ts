import type { z } from 'zod';
import { badRequest } from './errors.ts';

function valueAt(data: unknown, path: readonly PropertyKey[]): unknown {
  let here = data;
  for (const key of path) {
    if (here === null || typeof here !== 'object') return undefined;
    here = (here as Record<PropertyKey, unknown>)[key];
  }
  return here;
}

/**
 * Parses a request part against its contract schema. A field that is absent, null or blank is
 * KEY_MISSING; anything else that fails (wrong type, bad format, unknown key) is KEY_INVALID.
 */
export function parse<S extends z.ZodType>(schema: S, data: unknown): z.infer<S> {
  const result = schema.safeParse(data ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const value = valueAt(data, issue.path);
  const blank = value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
  const field = issue.path.join('.') || 'body';
  if (blank && issue.path.length > 0) throw badRequest('KEY_MISSING', field);
  throw badRequest('KEY_INVALID', `${field}: ${issue.message}`);
}
