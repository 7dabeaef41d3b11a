import type { Store } from '@haat/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchLiveStatus } from '../api/store-status-api.ts';
import { fetchStore, fetchStoreBySlug } from '../api/stores-api.ts';
import { toStoreView, type StoreDetails } from '../catalog/store-view.ts';

/** Spec §9: the store page is cached 5 minutes, the live status 60 s. */
export const STORE_STALE_MS = 5 * 60_000;
export const LIVE_STATUS_STALE_MS = 60_000;

const view = (raw: Store): StoreDetails => {
  const store = toStoreView(raw);
  if (!store) throw new Error('The store reply has no id');
  return store;
};

/** GET /stores/:id under the key the store's sub-pages share (['store', id], the raw reply). */
export function useStore(storeId: string) {
  return useQuery({
    queryKey: ['store', storeId],
    queryFn: ({ signal }) => fetchStore(storeId, signal),
    select: view,
    staleTime: STORE_STALE_MS,
    enabled: !!storeId,
  });
}

/** GET /stores/by-slug/:slug; the answer also fills the by-id entry for the store's other pages. */
export function useStoreBySlug(slug: string, enabled = true) {
  const client = useQueryClient();
  return useQuery({
    queryKey: ['store-by-slug', slug],
    queryFn: async ({ signal }) => {
      const raw = await fetchStoreBySlug(slug, signal);
      const id = raw?.id ?? raw?._id;
      if (id) client.setQueryData(['store', id], raw);
      return raw;
    },
    select: view,
    staleTime: STORE_STALE_MS,
    enabled: enabled && !!slug,
  });
}

/** GET /stores/:id/live-status, cached 60 s (spec §9). */
export function useLiveStatus(storeId: string) {
  return useQuery({
    queryKey: ['store-live-status', storeId],
    queryFn: ({ signal }) => fetchLiveStatus(storeId, signal),
    staleTime: LIVE_STATUS_STALE_MS,
    enabled: !!storeId,
  });
}

/**
 * Open or closed from the live status (spec §4); while it loads, and when it fails, the store's own
 * flag decides (open unless explicitly false — "on a status fetch failure it assumes open").
 */
export function useStoreOpen(store: Pick<StoreDetails, 'id' | 'isOpen'>): boolean {
  const live = useLiveStatus(store.id);
  if (live.isSuccess && live.data && typeof live.data.isOpen === 'boolean') return live.data.isOpen;
  return store.isOpen;
}
