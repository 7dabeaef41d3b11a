import { citySuggestions, needsServerSearch, useDebounced } from '@haat/web-kit';
import { useQuery } from '@tanstack/react-query';
import { loadPopularCities, searchCities } from './city-api.ts';
import { startingCities } from './city-names.ts';

/** Spec §9: search debounce 500 ms; cities cache 1 hour. */
const DEBOUNCE_MS = 500;
const HOUR_MS = 60 * 60 * 1000;

/** The picker's starting list (GET /locations/popular-cities), shared with the modal's prefetch. */
export const popularCitiesQuery = { queryKey: ['cities', 'popular'], queryFn: ({ signal }: { signal: AbortSignal }) => loadPopularCities(signal), staleTime: HOUR_MS };

type CitySearch = {
  /** What the list shows: matches for the typed text, or the starting list when nothing is typed. */
  suggestions: string[];
  /** Nothing typed: the list is current, recent and popular cities. */
  starting: boolean;
  loadingList: boolean;
  searching: boolean;
};

/**
 * Suggestions for the picker (spec §5 'City search'). Typed text is matched against the local list
 * (recent, current and popular cities) at once; with 3+ characters and few local matches (fewer
 * than 3 by prefix and fewer than 10 in all) a debounced server search is merged in. Order: the
 * current city, then names starting with the text, then names containing it; 20 at most.
 */
export function useCitySearch(text: string, currentCity: string | null, recentCities: string[]): CitySearch {
  const popular = useQuery(popularCitiesQuery);
  const local = [...recentCities, ...(currentCity ? [currentCity] : []), ...(popular.data ?? [])];
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

  if (!typed) {
    return { suggestions: startingCities(currentCity, recentCities, popular.data ?? []), starting: true, loadingList: popular.isPending, searching: false };
  }
  return {
    suggestions: citySuggestions([...local, ...serverResults], typed, currentCity),
    starting: false,
    loadingList: popular.isPending,
    searching: typingTowardsSearch || (wantServer && server.isFetching),
  };
}
