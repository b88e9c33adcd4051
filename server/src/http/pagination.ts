import { PageRequest } from '../../../src/api/contract.ts';
import { parse } from './validate.ts';

export interface PageWindow {
  limit: number;
  offset: number;
}

/** `{ page, limit }` of a paginated list body (page from 1, 10 a page by default) as LIMIT/OFFSET. */
export function pageWindow(body: unknown): PageWindow {
  const { page, limit } = parse(PageRequest, body);
  return { limit, offset: (page - 1) * limit };
}

/** COUNT(*) comes back as bigint, string or number depending on the engine. */
export const countOf = (row: { n: bigint | number | string } | undefined): number => Number(row?.n ?? 0);
