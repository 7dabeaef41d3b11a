import { readStoreWithDelivery, type StoreWithDelivery } from '@haat/contracts/store-reply';
import { translate } from '../i18n.ts';
// Read for the home's first screen too: its one catalog holds the stand-in name.
import messages from '../home/messages.json';

/**
 * The store as the buyer screens use it: contracts' reader, with the spec's stand-in name. No stand-in
 * rating: a store without reviews has rating null and shows 'New' (common/rating.ts).
 */
export type StoreDetails = StoreWithDelivery;

/** A store reply → StoreDetails; null when it carries no id. A nameless store shows as 'Store'. */
export function readStoreDetails(raw: unknown): StoreDetails | null {
  const store = readStoreWithDelivery(raw);
  return store && { ...store, name: store.name || translate(messages, 'home.store') };
}

/**
 * The store's address on one line: address, locality, city, each once. Sellers often type the locality
 * or the city into the address too ('12 Karve Road, Kothrud' with locality 'Kothrud'), so a part the
 * line already names (as a whole comma-separated piece, any case) is not added again.
 */
export function storePlace(store: { address?: string | null; location?: string | null; city?: string | null }): string {
  const pieces: string[] = [];
  const named = (part: string) => pieces.some((p) => p.split(',').some((piece) => piece.trim().toLowerCase() === part.toLowerCase()));
  for (const raw of [store.address, store.location, store.city]) {
    const part = raw?.trim();
    if (part && !named(part)) pieces.push(part);
  }
  return pieces.join(', ');
}
