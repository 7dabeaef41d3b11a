import { storage } from '@haat/web-kit';
import { useQuery } from '@tanstack/react-query';
import { fetchStores } from '../store/stores-api.ts';
import { HOME_STORES_TTL_MS, readHomeStores, writeHomeStores } from './home-stores-cache.ts';
import { readStoreDetails, type StoreDetails } from '../store/store-details.ts';

const views = (list: unknown[]): StoreDetails[] => list.map(readStoreDetails).filter((s): s is StoreDetails => s !== null);

/**
 * Up to 4 stores of the current city for the home page, cached per city for 5 minutes in local
 * storage (`local_stores_{city}`), so a return visit paints them without waiting for the API.
 */
export function useHomeStores(city: string | null) {
  const cached = () => (city ? readHomeStores(storage, city, Date.now()) : null);
  return useQuery({
    queryKey: ['stores', 'home', city ?? ''],
    queryFn: async ({ signal }) => writeHomeStores(storage, city ?? '', await fetchStores({ city }, signal), Date.now()),
    select: views,
    enabled: !!city,
    staleTime: HOME_STORES_TTL_MS,
    // Read when the city's query is first created; a stale or corrupt entry gives none.
    initialData: () => cached()?.stores,
    initialDataUpdatedAt: () => cached()?.timestamp,
  });
}
