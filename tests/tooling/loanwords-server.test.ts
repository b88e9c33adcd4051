import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { keepLoanwordsWhole } from '../../src/lib/loanwords';
import { repoRoot as root, sourceFiles } from './source-files';

describe("the server's Thai and Lao texts (seeded content, statement lines)", () => {
  it('hold every loanword the line breakers split joined already, as the locale files do', () => {
    const unjoined = sourceFiles(join(root, 'server/src'), /\.ts$/)
      .filter((file) => {
        const text = readFileSync(file, 'utf8');
        return keepLoanwordsWhole(text) !== text;
      })
      .map((file) => relative(root, file));
    expect(unjoined).toEqual([]);
  });
});
