import type { Context } from 'hono';
import { z } from 'zod';
import { ORDERS_PAGE_SIZE } from '@haat/contracts';
import { readQuery, type AppEnv } from '@haat/server-kit';
import type { OrderContext } from '../context.ts';
import { pageOfOrders, type OrderFilter, type OrderScope } from './order-repository.ts';
import { toOrder } from './order-mapper.ts';

const MAX_PAGE_SIZE = 100;

export const orderPageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(ORDERS_PAGE_SIZE),
});

/** A page of orders in the spec's list shape: data, currentPage, hasNextPage, totalCount, totalPages. */
export async function orderPage(c: Context<AppEnv>, { db }: OrderContext, scope: OrderScope, filter: OrderFilter = {}) {
  const { page, limit } = readQuery(c, orderPageQuerySchema);
  const { rows, items, deliveries, totalCount } = await pageOfOrders(db, scope, { limit, offset: (page - 1) * limit, filter });
  const viewer = c.get('user');
  const totalPages = Math.ceil(totalCount / limit);
  return c.json({
    success: true,
    data: rows.map((row) => toOrder(row, items.get(row.id) ?? [], deliveries.get(row.id) ?? null, viewer)),
    currentPage: page,
    hasNextPage: page < totalPages,
    totalCount,
    totalPages,
  });
}
