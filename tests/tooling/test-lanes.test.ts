import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { journeyLanes } from '../../scripts/test.mjs';

describe('npm test (scripts/test.mjs) splits the journeys over two lanes', () => {
  const files = readdirSync('tests/e2e').filter((file) => file.endsWith('.e2e.ts'));

  it('runs every journey file in exactly one lane', () => {
    const lanes = journeyLanes(files);
    expect(lanes).toHaveLength(2);
    expect(lanes.flat().sort()).toEqual(files.map((file) => `tests/e2e/${file}`).sort());
    for (const lane of lanes) expect(lane.length).toBeGreaterThan(0);
  });

  it('puts the longest files in different lanes, so both end near together', () => {
    const [first, second] = journeyLanes(files);
    expect(first).toContain('tests/e2e/storybook-static.e2e.ts');
    expect(second).toContain('tests/e2e/resilience.e2e.ts');
  });

  it('places a new file too (counted as an average one)', () => {
    expect(journeyLanes(['a.e2e.ts', 'b.e2e.ts', 'c.e2e.ts'])).toEqual([
      ['tests/e2e/a.e2e.ts', 'tests/e2e/c.e2e.ts'],
      ['tests/e2e/b.e2e.ts'],
    ]);
  });
});
