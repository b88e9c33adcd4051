import type { SlipImageReply, SlipPage, SlipRow, StatementEntry, StatementPage } from './contract';
import { limits } from '../lib/constants';
import { apiGet, apiPost, apiUrl, type CallOptions } from './http';

export type { SlipRow, StatementEntry } from './contract';

/** Statement and slip calls of spec §7 ("Bonus, promotion, statement"), shapes of contract.ts. */
export const statementApi = {
  list: (page: number, limit: number, options?: CallOptions) =>
    apiPost<StatementPage>('/api/statement', { page, limit }, options),
  slips: (page: number, limit: number, options?: CallOptions) =>
    apiPost<SlipPage>('/api/statement/slip', { page, limit }, options),
  slipImage: (reference: string, options?: CallOptions) =>
    apiGet<SlipImageReply>(`/api/statement/slip/reference/${encodeURIComponent(reference)}`, options),
};

/** The item `match` picks among one page of a list, or null when it is not there or the list does not answer. */
async function findOnPage<T>(page: () => Promise<T[]>, match: (item: T) => boolean): Promise<T | null> {
  try {
    return (await page()).find(match) ?? null;
  } catch {
    return null;
  }
}

/**
 * The entry `match` picks on the statement's newest page, or null while it is not there (or the
 * statement does not answer: asked silently, again on the next push or poll). An open sheet finds
 * what it waits for this way: a deposit's credit by its channel key, a withdrawal's decision by its
 * reference.
 */
export const findRecentEntry = (match: (entry: StatementEntry) => boolean): Promise<StatementEntry | null> =>
  findOnPage(async () => (await statementApi.list(1, limits.pageSize, { errors: 'silent' })).statements, match);

/**
 * A slip's row (status and reason) on the slip list's newest page, or null while it is not there or
 * the list does not answer (asked silently, again on the next push or poll): an open deposit sheet
 * learns this way that the slip it sent was refused, which no statement entry records.
 */
export const findRecentSlip = (reference: string): Promise<SlipRow | null> =>
  findOnPage(async () => (await statementApi.slips(1, limits.pageSize, { errors: 'silent' })).slips, (row) => row.reference === reference);

/** A slip's signed image link is relative to the API host; opened in a new window (as given when it is no address). */
export const slipImageHref = (link: string): string => apiUrl(link)?.href ?? link;
