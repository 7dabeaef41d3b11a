/**
 * Reading city names out of the city replies (spec §5 'City search'). Apart from city.ts so the
 * browser can import it without zod (`@haat/contracts/city-reply`).
 */
import { asRecord } from './reply-fields.ts';

const nameOf = (entry: unknown): string | null => {
  if (typeof entry === 'string') return entry.trim() || null;
  const city = asRecord(entry);
  if (city['active'] === false || city['isActive'] === false) return null;
  const name = city['name'] ?? city['city'];
  return typeof name === 'string' && name.trim() ? name.trim() : null;
};

/** Unique (any case), first spelling kept, empty names dropped. */
export function uniqueCityNames(names: Iterable<string | null | undefined>): string[] {
  const seen = new Map<string, string>();
  for (const name of names) if (name && !seen.has(name.toLowerCase())) seen.set(name.toLowerCase(), name);
  return [...seen.values()];
}

/**
 * The city names of a reply: `data` as a list (or `data.cities`, or the list itself), each a name
 * or a city object; only active cities with a name are kept (spec §5).
 */
export function readCityNames(reply: unknown): string[] {
  const r = asRecord(reply);
  const data = Array.isArray(reply) ? reply : r['data'];
  const list = Array.isArray(data) ? data : Array.isArray(asRecord(data)['cities']) ? (asRecord(data)['cities'] as unknown[]) : Array.isArray(r['cities']) ? (r['cities'] as unknown[]) : [];
  return uniqueCityNames(list.map(nameOf));
}
