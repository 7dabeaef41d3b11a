// The order service's public entry (`@haat/order`): what another workspace may start it with.
export { buildOrderService, SCHEMA } from './service.ts';
export { migrations } from './migrations/index.ts';
// Coins granted straight into the ledger: bench/checkout/checkout-seed.ts gives its seller enough for the run.
export { grantCoins } from './coins/index.ts';
// The seller pages' read queries, which bench/seller/seller.ts times and explains at scale.
export { storeDashboardStats } from './orders/store-dashboard.ts';
export { pageOfOrders } from './orders/order-repository.ts';
export { parseOrderSearch } from './orders/order-search.ts';
export { coinBalanceOf } from './coins/index.ts';
// The rider's dashboard reads, which bench/delivery/delivery.ts times and explains at scale.
export { deliveryMetricsOf } from './deliveries/delivery-metrics.ts';
export { pageOfDeliveries } from './deliveries/order-delivery-repository.ts';
