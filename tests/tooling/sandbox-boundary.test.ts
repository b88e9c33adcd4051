import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot as root, sourceFiles } from './source-files';

describe('the sandbox console stays out of the member app', () => {
  it('nothing outside src/sandbox imports it or its contract', () => {
    const offenders = sourceFiles(join(root, 'src'), /\.(ts|tsx)$/)
      .filter((file) => !relative(root, file).startsWith('src/sandbox/'))
      .filter((file) => /from\s+['"][^'"]*(\/sandbox\/|sandbox-contract)[^'"]*['"]|import\(\s*['"][^'"]*\/sandbox\//.test(readFileSync(file, 'utf8')))
      .map((file) => relative(root, file));
    expect(offenders).toEqual([]);
  });

  it('the app entry (index.html) is not the console entry', () => {
    expect(readFileSync(join(root, 'index.html'), 'utf8')).not.toContain('sandbox');
    expect(readFileSync(join(root, 'sandbox.html'), 'utf8')).toContain('/src/sandbox/main.tsx');
  });
});
