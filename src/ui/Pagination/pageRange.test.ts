import { describe, expect, it } from 'vitest';
import { pageRange } from './Pagination';

describe('pageRange (spec §9: 3 before, 1 after)', () => {
  it.each([
    [1, 10, [1, 2]],
    [2, 10, [1, 2, 3]],
    [5, 10, [2, 3, 4, 5, 6]],
    [10, 10, [7, 8, 9, 10]],
    [3, 3, [1, 2, 3]],
    [1, 1, [1]],
  ])('page %i of %i shows %j', (page, count, expected) => {
    expect(pageRange(page, count)).toEqual(expected);
  });
});
