import type { PageInfo } from '@haat/contracts';

/** The paging fields of a list reply. */
export function pageInfo(total: number, page: number, limit: number): PageInfo {
  const totalPages = Math.ceil(total / limit);
  return { totalCount: total, currentPage: page, totalPages, hasNextPage: page < totalPages };
}
