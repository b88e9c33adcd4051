import { describe, expect, it } from 'vitest';
import { bookmarks } from '../src/core/bookmarks.ts';

const key = (n: number) => ({ at: `2026-11-01 10:00:${String(n).padStart(2, '0')}+00`, id: String(n) });

describe('bookmarks of far statement pages', () => {
  it('gives the remembered row nearest at or below a position, per list', () => {
    const marks = bookmarks();
    marks.remember('statement:1', { position: 100, key: key(1) });
    marks.remember('statement:1', { position: 300, key: key(3) });
    marks.remember('statement:2', { position: 200, key: key(2) });
    expect(marks.below('statement:1', 99)).toBeUndefined();
    expect(marks.below('statement:1', 100)?.key).toEqual(key(1));
    expect(marks.below('statement:1', 299)?.position).toBe(100);
    expect(marks.below('statement:1', 5000)?.position).toBe(300);
    expect(marks.below('statement:2', 250)?.key).toEqual(key(2));
    expect(marks.below('statement:3', 250)).toBeUndefined();
  });

  it('forgets a list ten minutes after it began remembering it, so a rare wrong mark heals', () => {
    let now = 0;
    const marks = bookmarks(() => now);
    marks.remember('statement:1', { position: 100, key: key(1) });
    now = 9 * 60_000;
    marks.remember('statement:1', { position: 200, key: key(2) });
    expect(marks.below('statement:1', 250)?.position).toBe(200);
    now = 10 * 60_000;
    expect(marks.below('statement:1', 250)).toBeUndefined();
  });

  it('keeps a bounded number of marks per list, the latest ones', () => {
    const marks = bookmarks();
    for (let n = 0; n < 40; n++) marks.remember('statement:1', { position: n * 10, key: key(n) });
    expect(marks.below('statement:1', 5)).toBeUndefined();
    expect(marks.below('statement:1', 395)?.position).toBe(390);
    expect(marks.below('statement:1', 85)?.position).toBe(80);
  });
});
