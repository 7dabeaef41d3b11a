import { useDebounced } from '@haat/web-kit';
import { useEffect, useState } from 'react';

const SEARCH_DELAY_MS = 300;

/**
 * A list's search box kept in the address (?q=): `text` is what is typed, shown at once; once typing
 * pauses it goes into the address, back to page 1. `search` is the address's: the one to ask for.
 */
export function useAddressSearch(params: URLSearchParams, update: (changes: Record<string, string>) => void): {
  search: string;
  text: string;
  setText: (text: string) => void;
} {
  const search = params.get('q') ?? '';
  const [text, setText] = useState(search);
  const typed = useDebounced(text.trim(), SEARCH_DELAY_MS);
  useEffect(() => {
    if (typed !== search) update({ q: typed, page: '1' });
  }, [typed, search, update]);
  return { search, text, setText };
}
