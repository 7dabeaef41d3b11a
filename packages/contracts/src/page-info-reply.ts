/**
 * Reading a list reply's page counters. Apart from reply-fields.ts, which every page's first files
 * carry: only the paged lists bring it.
 */
import type { PageInfo } from './envelope.ts';
import { asRecord, readNumber } from './reply-fields.ts';

/** A list reply's page counters (`pagination`); `fallback` for a reply without them. */
export function readPageInfo(value: unknown, fallback: PageInfo): PageInfo {
  if (!value || typeof value !== 'object') return fallback;
  const page = asRecord(value);
  return {
    totalCount: readNumber(page['totalCount'], fallback.totalCount),
    currentPage: readNumber(page['currentPage'], fallback.currentPage),
    totalPages: readNumber(page['totalPages'], fallback.totalPages),
    hasNextPage: typeof page['hasNextPage'] === 'boolean' ? page['hasNextPage'] : fallback.hasNextPage,
  };
}
