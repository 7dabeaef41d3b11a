/**
 * A–Z by name, ignoring case (then upper case first, so the order is total). For the lists a first
 * screen sorts (the picker's cities, a store's categories): `localeCompare` builds an ICU collator on
 * its first call, up to 12 ms of a phone's first screen, and these names are plain Latin letters,
 * where both orders agree.
 */
export function compareNames(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  if (x !== y) return x < y ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}
