/** The constraint a statement violated, when it is a unique violation (both engines report it alike). */
export function uniqueViolation(err: unknown): string | null {
  if (err && typeof err === 'object' && 'code' in err && err.code === '23505') {
    const constraint = 'constraint' in err && typeof err.constraint === 'string' ? err.constraint : '';
    const detail = 'detail' in err && typeof err.detail === 'string' ? err.detail : '';
    return constraint || detail || 'unique';
  }
  return null;
}
