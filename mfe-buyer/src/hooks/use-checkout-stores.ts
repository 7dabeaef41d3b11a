import type { Store } from '@haat/contracts';
import { useQueries } from '@tanstack/react-query';
import { fetchLiveStatus } from '../api/store-status-api.ts';
import { fetchStore } from '../api/stores-api.ts';
import { toStoreView } from '../catalog/store-view.ts';
import type { CheckoutStore, StoreLoad } from '../orders/checkout-plan.ts';
import { LIVE_STATUS_STALE_MS } from './use-store.ts';

/** Checkout reads fees and delivery areas fresher than the store page's 5 minutes. */
const CHECKOUT_STORE_STALE_MS = 60_000;

function toCheckoutStore(raw: Store): CheckoutStore | null {
  const view = toStoreView(raw);
  if (!view) return null;
  const upiId = (raw as { upiId?: unknown }).upiId;
  return {
    id: view.id,
    name: view.name,
    city: view.city,
    paymentOptions: view.paymentOptions,
    upiId: typeof upiId === 'string' ? upiId.trim() : '',
    deliveryOptions: view.deliveryOptions,
  };
}

export type CheckoutStoreState = { load: StoreLoad; retry: () => void };

/**
 * Each cart store's details (GET /stores/:id, the query the store page shares) and whether it is
 * open now (GET /stores/:id/live-status; while that loads or if it fails, the store's own flag
 * decides, as on the store page).
 */
export function useCheckoutStores(storeIds: readonly string[]): Map<string, CheckoutStoreState> {
  const stores = useQueries({
    queries: storeIds.map((id) => ({
      queryKey: ['store', id],
      queryFn: ({ signal }: { signal: AbortSignal }) => fetchStore(id, signal),
      staleTime: CHECKOUT_STORE_STALE_MS,
    })),
  });
  const live = useQueries({
    queries: storeIds.map((id) => ({
      queryKey: ['store-live-status', id],
      queryFn: ({ signal }: { signal: AbortSignal }) => fetchLiveStatus(id, signal),
      staleTime: LIVE_STATUS_STALE_MS,
    })),
  });
  const result = new Map<string, CheckoutStoreState>();
  storeIds.forEach((id, i) => {
    const query = stores[i];
    const status = live[i];
    const retry = () => { void query?.refetch(); void status?.refetch(); };
    if (!query || query.isPending) return void result.set(id, { load: { state: 'loading' }, retry });
    const store = query.data ? toCheckoutStore(query.data) : null;
    if (query.isError || !store) return void result.set(id, { load: { state: 'error' }, retry });
    const liveOpen = status?.data && typeof status.data.isOpen === 'boolean' ? status.data.isOpen : null;
    const open = liveOpen ?? (query.data as Store).isOpen !== false;
    result.set(id, { load: { state: 'ready', store, open }, retry });
  });
  return result;
}
