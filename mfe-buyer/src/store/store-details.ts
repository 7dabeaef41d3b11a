import { readStoreWithDelivery, type StoreWithDelivery } from '@haat/contracts/store-reply';

/**
 * The store as the buyer screens use it: contracts' reader, with the spec's stand-in name. No stand-in
 * rating: a store without reviews has rating null and shows 'New' (common/rating.ts).
 */
export type StoreDetails = StoreWithDelivery;

/** A store reply → StoreDetails; null when it carries no id. A nameless store shows as 'Store'. */
export function readStoreDetails(raw: unknown): StoreDetails | null {
  const store = readStoreWithDelivery(raw);
  return store && { ...store, name: store.name || 'Store' };
}
