// The catalog's public entry (`@haat/catalog`): what another workspace may start it with. Its
// tests start the catalog in their own world; nothing else of src/ is imported from outside.
export { buildCatalogService, SCHEMA } from './service.ts';
export { migrations } from './migrations/index.ts';
// Names another service's tests watch (durable consumers, the expiry queue) and the expiry step
// order's checkout-fault test runs by hand while the catalog is down.
export { createReservationExpiryHandler, ORDER_CREATED_CONSUMER, ORDER_ITEMS_CANCELLED_CONSUMER, RESERVATION_EXPIRY_QUEUE } from './reservations/index.ts';
export { createListingCache } from './products/listing-cache.ts';
// The storefront's read queries, which bench/catalog/catalog.ts times and explains at scale.
export { storeProductsStatement } from './products/store-products-page.ts';
export { searchProductsStatement } from './products/product-search.ts';
// The seller's inventory list, which bench/seller/seller.ts times and explains.
export { inventoryPage } from './products/inventory-page.ts';
export { countStores, listStores } from './stores/store-repository.ts';
