import { describe, expect, it } from 'vitest';
import { emptyList, loadPage, type PageFetch } from './paged-list';

type Row = { id: number };
const rowsOf = (page: number, count: number): Row[] => Array.from({ length: count }, (_, i) => ({ id: (page - 1) * 10 + i + 1 }));
const answering = (total: number): PageFetch<Row> => async (page, limit) => ({
  rows: rowsOf(page, Math.max(0, Math.min(limit, total - (page - 1) * limit))),
  total,
});
const failing: PageFetch<Row> = () => Promise.reject(new Error('NETWORK'));

describe('one server-paged list (statement, slips, invites, refunds)', () => {
  it('a first load that gets no answer is "failed" (could not load), not an empty list', async () => {
    const list = emptyList<Row>();
    await loadPage(list, 1, failing);
    expect(list).toMatchObject({ page: 1, rows: [], failed: true, loading: false });
    await loadPage(list, 1, answering(12));
    expect(list).toMatchObject({ page: 1, total: 12, failed: false });
    expect(list.rows).toHaveLength(10);
  });

  it('a page turn that gets no answer keeps the shown page marked over its rows, and is not "failed"', async () => {
    const list = emptyList<Row>();
    await loadPage(list, 1, answering(12));
    await loadPage(list, 2, failing);
    expect(list).toMatchObject({ page: 1, failed: false });
    expect(list.rows[0]).toEqual({ id: 1 });
  });

  it('a page past the end (the list shrank since) shows its last page', async () => {
    const list = emptyList<Row>();
    await loadPage(list, 5, answering(12));
    expect(list.page).toBe(2);
    expect(list.rows.map((r) => r.id)).toEqual([11, 12]);
  });

  it('a reply for a page the player has left is dropped', async () => {
    const list = emptyList<Row>();
    let release: () => void = () => {};
    const slow: PageFetch<Row> = (page, limit) =>
      new Promise((resolve) => (release = () => resolve({ rows: rowsOf(page, limit), total: 30 })));
    const first = loadPage(list, 2, slow);
    const second = loadPage(list, 3, answering(30));
    await second;
    release();
    await first;
    expect(list.page).toBe(3);
    expect(list.rows[0]).toEqual({ id: 21 });
  });
});
