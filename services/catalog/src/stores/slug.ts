import { randomBytes } from 'node:crypto';

/** "Sharma Kirana & Sons" → "sharma-kirana-sons"; letters (and their marks) of any script are kept, Latin accents dropped. */
export function slugOf(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || 'store';
}

/** Candidates in the order they are tried: the plain slug, then with a short random suffix. */
export function slugCandidates(name: string, attempts = 5): string[] {
  const base = slugOf(name);
  return [base, ...Array.from({ length: attempts - 1 }, () => `${base}-${randomBytes(3).toString('hex')}`)];
}
