import type { Context } from 'hono';
import { z } from 'zod';
import { ORDERS_PAGE_SIZE } from '@haat/contracts';
import { readQuery, type AppEnv, type AuthUser } from '@haat/server-kit';
import type { OrderContext } from '../../context.ts';
import { managedStoreId } from '../../http/managed-store.ts';
import { pageOfOrders, type OrderScope } from '../order-repository.ts';
import { toOrder } from '../order-mapper.ts';

const MAX_PAGE_SIZE = 100;

const orderPageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(ORDERS_PAGE_SIZE),
});

/** A page of orders in the spec's list shape: data, currentPage, hasNextPage, totalCount, totalPages. */
async function orderPage(c: Context<AppEnv>, { db }: OrderContext, scope: OrderScope) {
  const { page, limit } = readQuery(c, orderPageQuerySchema);
  const { rows, items, totalCount } = await pageOfOrders(db, scope, { limit, offset: (page - 1) * limit });
  const totalPages = Math.ceil(totalCount / limit);
  return c.json({
    success: true,
    data: rows.map((row) => toOrder(row, items.get(row.id) ?? [])),
    currentPage: page,
    hasNextPage: page < totalPages,
    totalCount,
    totalPages,
  });
}

/** GET /api/orders/myorders (buyer): the caller's orders, newest first. */
export const listMyOrders = (ctx: OrderContext) => async (c: Context<AppEnv>) =>
  orderPage(c, ctx, { kind: 'buyer', userId: c.get('user').id });

/** The orders a user's role lets them list: their own, their store's, their deliveries, or all (superadmin). */
function scopeOf(user: AuthUser): OrderScope {
  switch (user.role) {
    case 'superadmin': return { kind: 'all' };
    case 'seller': return { kind: 'storeOwner', ownerId: user.id };
    case 'deliveryPartner': return { kind: 'deliveryPartner', partnerId: user.id };
    case 'buyer': return { kind: 'buyer', userId: user.id };
  }
}

/** GET /api/orders: the caller's orders as their role sees them. */
export const listOrders = (ctx: OrderContext) => async (c: Context<AppEnv>) => orderPage(c, ctx, scopeOf(c.get('user')));

/** GET /api/orders/store/:id: the store's owner (asked of the catalog) or a superadmin. */
export function listStoreOrders(ctx: OrderContext) {
  return async (c: Context<AppEnv>) => {
    const storeId = await managedStoreId(c, ctx.catalog, {
      notOwner: { error: 'Not authorized to view orders of this store', message: 'Only the store owner can see its orders.' },
    });
    return orderPage(c, ctx, { kind: 'store', storeId });
  };
}

/** GET /api/delivery/orders (delivery partner): the orders assigned to the caller, newest first. */
export function listDeliveryOrders({ db }: OrderContext) {
  return async (c: Context<AppEnv>) => {
    const { page, limit } = readQuery(c, orderPageQuerySchema);
    const { rows, items } = await pageOfOrders(db, { kind: 'deliveryPartner', partnerId: c.get('user').id }, { limit, offset: (page - 1) * limit });
    return c.json({ success: true, data: rows.map((row) => toOrder(row, items.get(row.id) ?? [])) });
  };
}
