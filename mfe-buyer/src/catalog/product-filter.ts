import type { ProductSummary } from '@haat/contracts/product-reply';
import { compareNames } from '@haat/web-kit';
import { translate } from '../i18n.ts';
import messages from './messages.json';

/** Client-side search and category filter, used while the store fits in one page (spec §5). */
export function filterProducts(products: readonly ProductSummary[], search: string, category: string | null): ProductSummary[] {
  const needle = search.trim().toLowerCase();
  const wanted = category?.trim().toLowerCase() ?? '';
  return products.filter((p) =>
    (!wanted || p.category.toLowerCase() === wanted)
    && (!needle || `${p.name} ${p.description} ${p.category}`.toLowerCase().includes(needle)));
}

/** The category chips: the store's own list, else the categories of its products seen so far, A–Z. */
export function categoryChips(storeCategories: readonly string[], productCategories: Iterable<string>): string[] {
  if (storeCategories.length > 0) return [...new Set(storeCategories)];
  const seen = new Map<string, string>();
  for (const c of productCategories) if (c && !seen.has(c.toLowerCase())) seen.set(c.toLowerCase(), c);
  return [...seen.values()].toSorted(compareNames);
}

/**
 * What an empty search suggests besides the spec's title: the words typed may be misspelt (the
 * search forgives a typo or two, not every spelling), and a chosen category may hide the product.
 */
export function noMatchHint(search: string, category: string | null): string | null {
  const typed = search.trim();
  if (!typed) return null;
  return category ? translate(messages, 'catalog.noMatchIn', { search: typed, category }) : translate(messages, 'catalog.noMatch', { search: typed });
}
