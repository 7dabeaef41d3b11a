import type { PageInfo } from '@haat/contracts';
import { asRecord, replyData } from '@haat/contracts/reply-fields';
import { readPageInfo } from '@haat/contracts/page-info-reply';
import { commonT } from './labels.ts';

/** One page of a list and where it stands, whichever way the call spells its paging. */
export type Paged<T> = { items: T[]; info: PageInfo };

/** The console's pager: spread to the ends of the row, with how many there are in all (said as the pager renders). */
export const CONSOLE_PAGER = { className: 'admin-pager', count: (total: number) => commonT('common.inAll', { total: total.toLocaleString('en-IN') }) };

const NO_PAGES: PageInfo = { totalCount: 0, currentPage: 1, totalPages: 0, hasNextPage: false };

/** The console's lists answer `{ data, pagination }` (contracts' *List types). */
export function pagedOf<T>(reply: { data: T[]; pagination?: PageInfo }): Paged<T> {
  return { items: Array.isArray(reply.data) ? reply.data : [], info: reply.pagination ?? { ...NO_PAGES, totalCount: reply.data?.length ?? 0 } };
}

/** A list reply `{ data, pagination }` read through its entries' reader; without counters, the page is all there is. */
export function readPaged<T>(reply: unknown, readItems: (data: unknown) => T[]): Paged<T> {
  const items = readItems(replyData(reply));
  return { items, info: readPageInfo(asRecord(reply)['pagination'], { ...NO_PAGES, totalCount: items.length }) };
}
