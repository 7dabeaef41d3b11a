import { useQuery } from '@tanstack/react-query';
import { fetchAllCityNames } from './store-settings-api.ts';

const HOUR = 60 * 60 * 1000;

/** Every active city's name, kept an hour (the server marks the list cacheable for as long). */
export function useCityNames() {
  return useQuery({ queryKey: ['locations', 'all-cities'], queryFn: ({ signal }) => fetchAllCityNames(signal), staleTime: HOUR, gcTime: HOUR });
}

/** Names matching typed text: a prefix of a word for 1-2 letters, anywhere from 3; at most `limit`. */
export function matchCities(names: readonly string[], text: string, limit = 8): string[] {
  const q = text.trim().toLowerCase();
  if (!q) return [];
  const starts = (name: string) => name.toLowerCase().split(/[\s-]+/).some((word) => word.startsWith(q));
  const hits = names.filter((name) => (q.length < 3 ? starts(name) : name.toLowerCase().includes(q)));
  return hits.toSorted((a, b) => Number(!starts(a)) - Number(!starts(b))).slice(0, limit);
}
