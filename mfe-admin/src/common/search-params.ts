import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

// A list's filters, sort and page live in the address (?status=&page=), so Back from a detail page
// returns to the same list and a filtered queue can be linked (the overview's tiles do).

/** `value` when it is one of `allowed`, else undefined. */
export function readChoice<T extends string>(value: string | null, allowed: readonly T[]): T | undefined {
  return value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : undefined;
}

/** A page number from the address: a whole number from 1, else 1. */
export function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** A YYYY-MM-DD day from the address, else undefined. */
export function readDay(value: string | null): string | undefined {
  return value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) ? value : undefined;
}

/** The address's query with `changes` applied: '' removes a key, and so does page 1 (the default). */
export function withChanges(current: URLSearchParams, changes: Record<string, string>): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [key, value] of Object.entries(changes)) {
    if (value === '' || (key === 'page' && value === '1')) next.delete(key);
    else next.set(key, value);
  }
  return next;
}

/** The address's query and a way to change it in place (replacing the history entry). */
export function useSearchState(): [URLSearchParams, (changes: Record<string, string>) => void] {
  const [params, setParams] = useSearchParams();
  const update = useCallback((changes: Record<string, string>) => setParams((current) => withChanges(current, changes), { replace: true }), [setParams]);
  return [params, update];
}

/** The way to another page of a list kept in the address: the address says which, and the window goes back to the top. */
export function pageTurner(update: (changes: Record<string, string>) => void): (page: number) => void {
  return (page) => {
    update({ page: String(page) });
    window.scrollTo({ top: 0 });
  };
}
