import { compareNames as byName } from '../util/compare-names.ts';

/** Spec §5 'City search' limits. */
const SUGGESTION_LIMIT = 20;
const NO_TEXT_LIMIT = 10;
const SERVER_SEARCH_MIN_LENGTH = 3;

/**
 * Orders and trims the city list for the picker: the current city first when it matches, then
 * names starting with the text, then names containing it, each alphabetical; 20 at most, 10 when
 * nothing is typed. Duplicates (any case) are dropped.
 */
export function citySuggestions(cities: readonly string[], text: string, currentCity: string | null): string[] {
  const query = text.trim().toLowerCase();
  const unique = [...new Map(cities.filter(Boolean).map((c) => [c.toLowerCase(), c])).values()];
  const isCurrent = (c: string) => !!currentCity && c.toLowerCase() === currentCity.toLowerCase();

  if (!query) {
    const current = unique.filter(isCurrent);
    return [...current, ...unique.filter((c) => !isCurrent(c)).toSorted(byName)].slice(0, NO_TEXT_LIMIT);
  }
  const matching = unique.filter((c) => c.toLowerCase().includes(query));
  const current = matching.filter(isCurrent);
  const rest = matching.filter((c) => !isCurrent(c));
  const prefix = rest.filter((c) => c.toLowerCase().startsWith(query)).toSorted(byName);
  const contains = rest.filter((c) => !c.toLowerCase().startsWith(query)).toSorted(byName);
  return [...current, ...prefix, ...contains].slice(0, SUGGESTION_LIMIT);
}

/** Ask the server only for 3+ characters, and only when the local list has few matches (spec §5). */
export function needsServerSearch(localMatches: readonly string[], text: string): boolean {
  const query = text.trim().toLowerCase();
  if (query.length < SERVER_SEARCH_MIN_LENGTH) return false;
  const prefixCount = localMatches.filter((c) => c.toLowerCase().startsWith(query)).length;
  return prefixCount < 3 && localMatches.length < 10;
}
