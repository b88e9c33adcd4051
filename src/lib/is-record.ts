/** A non-null object whose fields can be read (history state, parsed storage): unknown JSON narrowed before use. */
export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
