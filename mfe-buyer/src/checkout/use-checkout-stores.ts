import { asRecord, readText } from '@haat/contracts/reply-fields';
import { useQueries } from '@tanstack/react-query';
import { readStoreDetails, type StoreDetails } from '../store/store-details.ts';
import type { CheckoutStore, StoreLoad } from './checkout-plan.ts';
import { isOpenNow, liveStatusQuery, storeQuery } from '../store/use-store.ts';

/** Checkout reads fees and delivery areas fresher than the store page's 5 minutes. */
const CHECKOUT_STORE_STALE_MS = 60_000;

/** The store's details and the seller's UPI id (which only checkout needs), from its raw reply. */
function toCheckoutStore(view: StoreDetails, raw: unknown): CheckoutStore {
  return {
    id: view.id,
    name: view.name,
    city: view.city,
    paymentOptions: view.paymentOptions,
    upiId: readText(asRecord(raw)['upiId']),
    deliveryOptions: view.deliveryOptions,
  };
}

type CheckoutStoreState = { load: StoreLoad; retry: () => void };

/**
 * Each cart store's details (GET /stores/:id, the query the store page shares) and whether it is
 * open now (GET /stores/:id/live-status; while that loads or if it fails, the store's own flag
 * decides, as on the store page).
 */
export function useCheckoutStores(storeIds: readonly string[]): Map<string, CheckoutStoreState> {
  const stores = useQueries({ queries: storeIds.map((id) => storeQuery(id, CHECKOUT_STORE_STALE_MS)) });
  const live = useQueries({ queries: storeIds.map(liveStatusQuery) });
  const result = new Map<string, CheckoutStoreState>();
  storeIds.forEach((id, i) => {
    const query = stores[i];
    const status = live[i];
    const retry = () => { void query?.refetch(); void status?.refetch(); };
    if (!query || query.isPending) return void result.set(id, { load: { state: 'loading' }, retry });
    const view = readStoreDetails(query.data);
    if (query.isError || !view) return void result.set(id, { load: { state: 'error' }, retry });
    result.set(id, { load: { state: 'ready', store: toCheckoutStore(view, query.data), open: isOpenNow(status, view.isOpen) }, retry });
  });
  return result;
}
