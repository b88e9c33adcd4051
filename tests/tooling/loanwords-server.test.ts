import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { keepLoanwordsWhole } from '../../src/lib/loanwords';

const root = new URL('../../', import.meta.url).pathname;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

describe("the server's Thai and Lao texts (seeded content, statement lines)", () => {
  it('hold every loanword the line breakers split joined already, as the locale files do', () => {
    const unjoined = sources(join(root, 'server/src'))
      .filter((file) => {
        const text = readFileSync(file, 'utf8');
        return keepLoanwordsWhole(text) !== text;
      })
      .map((file) => relative(root, file));
    expect(unjoined).toEqual([]);
  });
});
