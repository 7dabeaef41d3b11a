import { citySuggestions, needsServerSearch, useDebounced } from '@haat/web-kit';
import { useQuery } from '@tanstack/react-query';
import { loadCityList, searchCities } from './city-api.ts';

const DEBOUNCE_MS = 500;
const HOUR_MS = 60 * 60 * 1000;

export type CitySearch = { suggestions: string[]; loadingList: boolean; searching: boolean };

/**
 * Suggestions for the picker: the cached city list and recent cities first; for 3+ characters
 * with few local matches, a debounced server search merged in (spec §5 'City search').
 */
export function useCitySearch(text: string, currentCity: string | null, recentCities: string[]): CitySearch {
  const list = useQuery({ queryKey: ['cities', 'list'], queryFn: () => loadCityList(), staleTime: HOUR_MS });
  const local = [...recentCities, ...(currentCity ? [currentCity] : []), ...(list.data ?? [])];
  const typed = text.trim();
  const settled = useDebounced(typed, DEBOUNCE_MS);
  const wantServer = needsServerSearch(citySuggestions(local, settled, currentCity), settled);
  const server = useQuery({
    queryKey: ['cities', 'search', settled.toLowerCase()],
    queryFn: ({ signal }) => searchCities(settled, signal),
    enabled: wantServer,
    staleTime: HOUR_MS,
  });
  const typingTowardsSearch = typed !== settled && needsServerSearch(citySuggestions(local, typed, currentCity), typed);
  const serverResults = wantServer && settled === typed ? (server.data ?? []) : [];

  return {
    suggestions: citySuggestions([...local, ...serverResults], typed, currentCity),
    loadingList: list.isPending,
    searching: typingTowardsSearch || (wantServer && server.isFetching),
  };
}
