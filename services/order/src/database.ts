import type { Kysely, Transaction } from 'kysely';
import type { MessagingTables } from '@haat/server-kit';
import type { OrderItemsTable, OrdersTable } from './orders/orders.table.ts';
import type { IdempotencyKeysTable } from './checkout/idempotency-keys.table.ts';
import type { StoreBansTable } from './store-bans/store-bans.table.ts';
import type { CoinAccountsTable, CoinLedgerTable } from './coins/coin-ledger.table.ts';
import type { PaymentsTable } from './payments/payments.table.ts';
import type { CartLinesTable, CartRequestsTable } from './cart/cart-lines.table.ts';
import type { InvoiceCountersTable, InvoicesTable } from './invoices/invoices.table.ts';
import type { DeliveryPartnersTable, StoreDeliveryPartnersTable } from './delivery-partners/delivery-partners.table.ts';
import type { OrderDeliveriesTable } from './deliveries/order-deliveries.table.ts';
import type { OrderStatusChangesTable } from './orders/order-status-changes.table.ts';

/** The orders schema as Kysely sees it. */
export type OrderDatabase = MessagingTables & {
  orders: OrdersTable;
  order_items: OrderItemsTable;
  order_status_changes: OrderStatusChangesTable;
  idempotency_keys: IdempotencyKeysTable;
  store_bans: StoreBansTable;
  coin_ledger: CoinLedgerTable;
  coin_accounts: CoinAccountsTable;
  payments: PaymentsTable;
  cart_lines: CartLinesTable;
  cart_requests: CartRequestsTable;
  invoices: InvoicesTable;
  invoice_counters: InvoiceCountersTable;
  store_delivery_partners: StoreDeliveryPartnersTable;
  delivery_partners: DeliveryPartnersTable;
  order_deliveries: OrderDeliveriesTable;
};

/** What repository functions take first: the pool or an open transaction. */
export type OrderDb = Kysely<OrderDatabase> | Transaction<OrderDatabase>;
