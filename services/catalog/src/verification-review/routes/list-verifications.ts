import type { Context } from 'hono';
import { listVerificationsQuerySchema, type PageInfo, type VerificationQueue } from '@haat/contracts';
import { readQuery, type AppEnv } from '@haat/server-kit';
import type { CatalogContext } from '../../context.ts';
import { phoneFlags } from '../phone-flags.ts';
import { PROMISE_MS, toReviewItem } from '../verification-review-item.ts';
import { pageOfRequests, pendingSummary } from '../verification-review-repository.ts';
import { PRIVATE_REPLY } from '../private-reply.ts';

/**
 * GET /api/admin/verifications?status=pending|verified|rejected&page=&limit= (superadmin): the
 * sellers' verification requests with their documents and the phone-verified flag (asked of
 * identity), pending oldest first with how long each has waited against the 24-hour promise; the
 * summary is over every pending request, whatever the page.
 */
export function listVerifications(ctx: CatalogContext) {
  return async (c: Context<AppEnv>) => {
    const { status, page, limit } = readQuery(c, listVerificationsQuerySchema);
    const now = new Date();
    const [{ rows, totalCount }, summary] = await Promise.all([
      pageOfRequests(ctx.db, status, { limit, offset: (page - 1) * limit }),
      pendingSummary(ctx.db, new Date(now.getTime() - PROMISE_MS)),
    ]);
    const phones = await phoneFlags(ctx, rows.map((row) => row.owner_id));
    const totalPages = Math.ceil(totalCount / limit);
    const pagination: PageInfo = { totalCount, currentPage: page, totalPages, hasNextPage: page < totalPages };
    const reply: VerificationQueue = {
      success: true,
      data: rows.map((row) => toReviewItem(row, phones.get(row.owner_id) === true, now)),
      pagination,
      summary,
    };
    return c.json(reply, 200, PRIVATE_REPLY);
  };
}
