import type { Context } from 'hono';
import { paymentHistoryQuerySchema } from '@haat/contracts';
import { readQuery, type AppEnv } from '@haat/server-kit';
import type { PaymentsContext } from '../purchases.ts';
import { paymentsOfSeller, toPaymentRecord } from '../payment-repository.ts';

/** GET /api/payments/history?page=&limit= (seller): the seller's coin purchases, newest first, paged. */
export function listPaymentHistory({ db }: PaymentsContext) {
  return async (c: Context<AppEnv>) => {
    const { page, limit } = readQuery(c, paymentHistoryQuerySchema);
    const { rows, total } = await paymentsOfSeller(db, c.get('user').id, { page, limit });
    const totalPages = Math.ceil(total / limit);
    return c.json({ success: true, data: rows.map(toPaymentRecord), totalCount: total, currentPage: page, totalPages, hasNextPage: page < totalPages });
  };
}
