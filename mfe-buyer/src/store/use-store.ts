import { idOf } from '@haat/contracts/reply-fields';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { fetchLiveStatus, writtenLiveStatus, type LiveStatus } from './store-status-api.ts';
import { fetchStore, fetchStoreBySlug, writtenStore, writtenStoreBySlug } from './stores-api.ts';
import { readStoreDetails, type StoreDetails } from './store-details.ts';

/** Spec §9: the store page is cached 5 minutes, the live status 60 s. */
const STORE_STALE_MS = 5 * 60_000;
const LIVE_STATUS_STALE_MS = 60_000;

/** The query keys every screen shares: the raw GET /stores/:id reply, the by-slug reply, the live status. */
export const storeKey = (storeId: string) => ['store', storeId] as const;
const storeBySlugKey = (slug: string) => ['store-by-slug', slug] as const;
const liveStatusKey = (storeId: string) => ['store-live-status', storeId] as const;

/**
 * Reloads every cached reply of one store, by id and by slug: a page reached by its slug (the
 * address store cards link to) reads the by-slug reply, so a new review's count and rating must
 * reach that one too (issue 35: 'Reviews (0)' stayed after posting).
 */
export function invalidateStore(client: QueryClient, storeId: string): Promise<void> {
  return client.invalidateQueries({
    predicate: ({ queryKey, state }) => {
      if (queryKey[0] === 'store') return queryKey[1] === storeId;
      return queryKey[0] === 'store-by-slug' && idOf(state.data) === storeId;
    },
  });
}

/**
 * GET /stores/:id under storeKey (the raw reply), fresh for `staleTime`. Each query here starts from
 * the reply its page was served with, when there is one (`initialData`), so the page renders once
 * with it instead of again when it comes back.
 */
export const storeQuery = (storeId: string, staleTime = STORE_STALE_MS) => ({
  queryKey: storeKey(storeId),
  queryFn: ({ signal }: { signal: AbortSignal }) => fetchStore(storeId, signal),
  initialData: () => writtenStore(storeId),
  staleTime,
});

/** GET /stores/:id/live-status under liveStatusKey, cached 60 s (spec §9). */
export const liveStatusQuery = (storeId: string) => ({
  queryKey: liveStatusKey(storeId),
  queryFn: ({ signal }: { signal: AbortSignal }) => fetchLiveStatus(storeId, signal),
  initialData: () => writtenLiveStatus(storeId),
  staleTime: LIVE_STATUS_STALE_MS,
});

/**
 * Open or closed from the live status (spec §4); while it loads, and when it fails, the store's own
 * flag decides (open unless explicitly false — "on a status fetch failure it assumes open").
 */
export const isOpenNow = (live: { isSuccess: boolean; data?: LiveStatus | undefined } | undefined, storeIsOpen: boolean): boolean =>
  live?.isSuccess && typeof live.data?.isOpen === 'boolean' ? live.data.isOpen : storeIsOpen;

/** A cached raw store → StoreDetails; a store without an id fails its query (nothing to show or link to). */
export const storeView = (raw: unknown): StoreDetails => {
  const store = readStoreDetails(raw);
  if (!store) throw new Error('The store reply has no id');
  return store;
};

/** GET /stores/:id under the key the store's sub-pages share (storeKey, the raw reply). */
export function useStore(storeId: string) {
  return useQuery({ ...storeQuery(storeId), select: storeView, enabled: !!storeId });
}

/** GET /stores/by-slug/:slug; the answer also fills the by-id entry for the store's other pages. */
export function useStoreBySlug(slug: string, enabled = true) {
  const client = useQueryClient();
  const alsoById = (raw: unknown): unknown => {
    const id = idOf(raw);
    if (id) client.setQueryData(storeKey(id), raw);
    return raw;
  };
  return useQuery({
    queryKey: storeBySlugKey(slug),
    queryFn: async ({ signal }) => alsoById(await fetchStoreBySlug(slug, signal)),
    initialData: () => alsoById(writtenStoreBySlug(slug)),
    select: storeView,
    staleTime: STORE_STALE_MS,
    enabled: enabled && !!slug,
  });
}

/** GET /stores/:id/live-status, cached 60 s (spec §9). */
export function useLiveStatus(storeId: string) {
  return useQuery({ ...liveStatusQuery(storeId), enabled: !!storeId });
}

/** Whether the store is open now (isOpenNow with its live status). */
export function useStoreOpen(store: Pick<StoreDetails, 'id' | 'isOpen'>): boolean {
  return isOpenNow(useLiveStatus(store.id), store.isOpen);
}
