import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** The checkout's root folder, for tooling tests that read its files. */
export const repoRoot = new URL('../../', import.meta.url).pathname;

/** Every file below `dir` whose name matches `name` (e.g. /\.tsx?$/), however deep. */
export function sourceFiles(dir: string, name: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path, name);
    return name.test(entry.name) ? [path] : [];
  });
}
