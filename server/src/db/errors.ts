/** The SQLSTATE of a failed statement (both engines report it as `code`); null for any other error. */
function sqlState(err: unknown): string | null {
  return err && typeof err === 'object' && 'code' in err && typeof err.code === 'string' ? err.code : null;
}

/** The constraint a statement violated, when it is a unique violation (both engines report it alike). */
export function uniqueViolation(err: unknown): string | null {
  if (err && typeof err === 'object' && sqlState(err) === '23505') {
    const constraint = 'constraint' in err && typeof err.constraint === 'string' ? err.constraint : '';
    const detail = 'detail' in err && typeof err.detail === 'string' ? err.detail : '';
    return constraint || detail || 'unique';
  }
  return null;
}

/**
 * Text PostgreSQL cannot store: a NUL in text (22021, character_not_in_repertoire) or in jsonb
 * (22P05, untranslatable_character).
 */
export function isUnstorableText(err: unknown): boolean {
  const code = sqlState(err);
  return code === '22021' || code === '22P05';
}

/** A deadlock (40P01) or a serialization failure (40001): the transaction lost a race and may simply run again. */
export function isConcurrencyConflict(err: unknown): boolean {
  const code = sqlState(err);
  return code === '40P01' || code === '40001';
}

/**
 * Runs `attempt` and, when it lost a race with another transaction, once more: the first attempt
 * rolled back whole (its Idempotency-Key claim included), so a second one moves money at most once.
 */
export async function retryOnConflict<T>(attempt: () => Promise<T>): Promise<T> {
  try {
    return await attempt();
  } catch (err) {
    if (!isConcurrencyConflict(err)) throw err;
    return attempt();
  }
}
