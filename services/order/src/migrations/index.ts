import type { Migration } from '@haat/server-kit';
import * as initial from './2026-11-21-01-initial.ts';
import * as cart from './2026-11-22-01-cart.ts';
import * as orderLife from './2026-11-22-02-order-life.ts';
import * as checkoutBansCoins from './2026-11-22-03-checkout-bans-coins.ts';
import * as cartRequests from './2026-11-24-01-cart-requests.ts';
import * as payments from './2026-11-25-01-payments.ts';
import * as orderSearchInvoices from './2026-11-25-02-order-search-invoices.ts';
import * as storeOrderStats from './2026-11-25-03-store-order-stats.ts';
import * as coinBalances from './2026-11-25-04-coin-balances.ts';
import * as deliveryPartners from './2026-11-27-01-delivery-partners.ts';
import * as ordersByDay from './2026-11-27-02-orders-by-day.ts';
import * as orderStatusChanges from './2026-11-27-03-order-status-changes.ts';
import * as outboxRequestIds from './2026-11-27-30-outbox-request-ids.ts';
import * as coinAccounts from './2026-11-27-40-coin-accounts.ts';
import * as chargeOrder from './2026-12-02-01-charge-order.ts';
import * as itemCancelledBy from './2026-12-07-01-item-cancelled-by.ts';
import * as uniqueProofPhotos from './2026-12-07-36-unique-proof-photos.ts';

export const migrations: Record<string, Migration> = {
  '2026-11-21-01-initial': initial,
  '2026-11-22-01-cart': cart,
  '2026-11-22-02-order-life': orderLife,
  '2026-11-22-03-checkout-bans-coins': checkoutBansCoins,
  '2026-11-24-01-cart-requests': cartRequests,
  '2026-11-25-01-payments': payments,
  '2026-11-25-02-order-search-invoices': orderSearchInvoices,
  '2026-11-25-03-store-order-stats': storeOrderStats,
  '2026-11-25-04-coin-balances': coinBalances,
  '2026-11-27-01-delivery-partners': deliveryPartners,
  '2026-11-27-02-orders-by-day': ordersByDay,
  '2026-11-27-03-order-status-changes': orderStatusChanges,
  '2026-11-27-30-outbox-request-ids': outboxRequestIds,
  '2026-11-27-40-coin-accounts': coinAccounts,
  '2026-12-02-01-charge-order': chargeOrder,
  '2026-12-07-01-item-cancelled-by': itemCancelledBy,
  '2026-12-07-36-unique-proof-photos': uniqueProofPhotos,
};
