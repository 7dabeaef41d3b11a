import type { Kysely, Transaction } from 'kysely';
import type { MessagingTables } from '@haat/server-kit';
import type { OrderItemsTable, OrdersTable } from './orders/orders.table.ts';
import type { IdempotencyKeysTable } from './checkout/idempotency-keys.table.ts';

/** The orders schema as Kysely sees it. */
export type OrderDatabase = MessagingTables & {
  orders: OrdersTable;
  order_items: OrderItemsTable;
  idempotency_keys: IdempotencyKeysTable;
};

/** What repository functions take first: the pool or an open transaction. */
export type OrderDb = Kysely<OrderDatabase> | Transaction<OrderDatabase>;
