import { useQuery } from '@tanstack/react-query';
import { api } from '@haat/web-kit';
import { readCityNames } from '@haat/contracts/city-reply';

const HOUR = 60 * 60 * 1000;

/** GET /locations/cities without search text: every active city's name (the server and browser keep it an hour). */
async function fetchAllCityNames(signal?: AbortSignal): Promise<string[]> {
  return readCityNames(await api.get<unknown>('/locations/cities', { signal }));
}

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
