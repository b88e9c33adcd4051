/** The journey files (names in tests/e2e) split into lanes that take about as long (test.mjs). */
export function journeyLanes(files: string[], lanes?: number): string[][];
