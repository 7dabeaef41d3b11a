import { useQuery } from '@tanstack/react-query';
import { fetchAdminCities } from './cities-api.ts';

export const CITIES_KEY = ['admin', 'cities'] as const;

/** Every city (the cities page and the broadcast's city picker share it). */
export function useAdminCities() {
  return useQuery({ queryKey: CITIES_KEY, queryFn: ({ signal }) => fetchAdminCities(signal) });
}
