import { readStoreWithDelivery, type StoreWithDelivery } from '@haat/contracts/store-reply';

/** The store as the buyer screens use it: contracts' reader, with the spec's stand-ins for display. */
export type StoreDetails = StoreWithDelivery;

const DEFAULT_STORE_RATING = 4.5;

/** A store reply → StoreDetails; null when it carries no id. A nameless store shows as 'Store'. */
export function readStoreDetails(raw: unknown): StoreDetails | null {
  const store = readStoreWithDelivery(raw);
  return store && { ...store, name: store.name || 'Store' };
}

/** Spec §3: one decimal, 4.5 when the store has no rating yet. */
export const displayRating = (rating: number): string => (rating > 0 ? Math.round(rating * 10) / 10 : DEFAULT_STORE_RATING).toFixed(1);
