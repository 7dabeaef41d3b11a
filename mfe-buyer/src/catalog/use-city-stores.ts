import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchStores } from '../store/stores-api.ts';
import { readStoreDetails, type StoreDetails } from '../store/store-details.ts';

const views = (list: unknown[]): StoreDetails[] => list.map(readStoreDetails).filter((s): s is StoreDetails => s !== null);

/** GET /stores?city=&search= — the spec caches store lists for 30 s. */
export function useCityStores(city: string | null, search = '') {
  return useQuery({
    queryKey: ['stores', 'list', city ?? '', search],
    queryFn: ({ signal }) => fetchStores({ city, search }, signal),
    select: views,
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
}
