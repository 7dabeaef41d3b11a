/**
 * Constants of @haat/contracts needed on the first screens. Importing a value from contracts loads
 * all of it, zod included (~29 KB gzip), because a shared federated module is never tree-shaken;
 * these copies keep zod off the start-up path. contract-constants.test.ts keeps them equal.
 */
export const NOTIFICATIONS_LIST_LIMIT = 20;
export const CITY_SEARCH_LIMIT = 15;
export const CITY_SEARCH_MIN_LENGTH = 3;
export const PRODUCTS_PAGE_SIZE = 50;
export const ORDERS_PAGE_SIZE = 20;
export const orderStatuses = ['Processing', 'Confirmed', 'Shipped', 'Delivered', 'Cancelled'] as const;
