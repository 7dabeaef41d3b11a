import { randomBytes } from 'node:crypto';
import { RESERVED_STORE_SLUGS, STORE_SLUG_MIN_LENGTH } from '@haat/contracts';

const SUFFIX_LENGTH = 7; // "-" and 6 hex digits
const BASE_MAX_LENGTH = 60 - SUFFIX_LENGTH;

/**
 * "Sharma Kirana & Sons" → "sharma-kirana-sons": lower-case a-z, 0-9 and single hyphens, the same
 * rule as a custom slug, so every store address works as `/{slug}`. Latin accents are dropped;
 * a name in another script gives "store" (the seller may set a custom slug).
 */
function slugOf(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, BASE_MAX_LENGTH)
    .replace(/-+$/, '');
  // Too short, or a path of the app ("cart"): make it a store's.
  if (slug.length < STORE_SLUG_MIN_LENGTH || RESERVED_STORE_SLUGS.has(slug)) return slug ? `${slug}-store` : 'store';
  return slug;
}

/** Candidates in the order they are tried: the plain slug, then with a short random suffix. */
export function slugCandidates(name: string, attempts = 5): string[] {
  const base = slugOf(name);
  const random = Array.from({ length: attempts - 1 }, () => `${base}-${randomBytes(3).toString('hex')}`);
  // "store" alone is reserved; it only ever appears with a suffix.
  return RESERVED_STORE_SLUGS.has(base) ? random : [base, ...random];
}
