import { api } from '@haat/web-kit';
import type { Store } from '@haat/contracts';
import { readOwnStores } from '@haat/contracts/own-store-reply';
import { idOf, replyData } from '@haat/contracts/reply-fields';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';

export const MY_STORES_KEY = ['my-stores'] as const;

/** GET /stores?owner=me: the signed-in seller's stores. */
export async function fetchMyStores(signal?: AbortSignal): Promise<Store[]> {
  const reply = await api.get<unknown>('/stores', { query: { owner: 'me' }, signal });
  return readOwnStores(replyData(reply));
}

export function useMyStores() {
  return useQuery({ queryKey: MY_STORES_KEY, queryFn: ({ signal }) => fetchMyStores(signal), staleTime: 30_000 });
}

// The store a seller with several stores is working on, remembered across pages and reloads.
const CHOSEN_STORE_KEY = 'haat.seller.store';
const listeners = new Set<() => void>();
const readChosen = () => {
  try { return localStorage.getItem(CHOSEN_STORE_KEY); } catch { return null; }
};

export function chooseStore(storeId: string): void {
  try { localStorage.setItem(CHOSEN_STORE_KEY, storeId); } catch { /* private mode: the choice lasts this page only */ }
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * The seller's current store: the one chosen in the store picker, else the first. `store` is null
 * while loading, on error, and for a seller without a store (`stores.data` is then []).
 */
export function useCurrentStore() {
  const stores = useMyStores();
  const chosenId = useSyncExternalStore(subscribe, readChosen, () => null);
  const list = stores.data ?? [];
  const store = list.find((s) => idOf(s) === chosenId) ?? list[0] ?? null;
  const choose = useCallback((storeId: string) => chooseStore(storeId), []);
  return { stores, store, storeId: store ? idOf(store) : null, choose };
}
