import { useQuery } from '@tanstack/react-query';
import { fetchStoresOfCity } from '../api/stores-api.ts';

/** The stores of a city; the spec caches store lists for 30 s. */
export function useCityStores(city: string | null) {
  return useQuery({
    queryKey: ['stores', 'city', city],
    queryFn: ({ signal }) => fetchStoresOfCity(city ?? '', signal),
    enabled: !!city,
    staleTime: 30_000,
  });
}
