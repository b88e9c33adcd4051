import type { SlipImageReply, SlipPage, StatementPage } from './contract';
import { buildConfig } from '../config/build';
import { apiGet, apiPost, type CallOptions } from './http';

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

/** A slip's signed image link is relative to the API host; opened as-is in a new window. */
export const slipImageHref = (link: string): string => (link.startsWith('/') ? `${buildConfig.apiBaseUrl}${link}` : link);
