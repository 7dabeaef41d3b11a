import type { ProductSummary } from '@haat/contracts/product-reply';
import { absoluteUrl, productJsonLd, storeJsonLd } from '@haat/contracts/structured-data';
import type { CatalogStore } from './catalog-client.ts';
import { escapeHtml, jsonForScript, withoutControlChars } from './escape.ts';
import { canonicalStorePath, productPagePath } from './store-paths.ts';

/** What goes into <head>: title and description replace index.html's; `tags` is ready-escaped HTML. */
export type PageHead = { title: string; description: string; tags: string };

const DESCRIPTION_MAX = 155;

/** At most `max` characters, cut on a word boundary, whitespace flattened (search engines show ~155). */
export function summarize(text: string, max = DESCRIPTION_MAX): string {
  const flat = withoutControlChars(text).replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:-]+$/, '')}…`;
}

export function storeDescription(store: CatalogStore): string {
  if (store.description.trim()) return summarize(store.description);
  const where = store.city ? ` in ${store.city}` : '';
  const what = store.category && store.category !== 'General' ? ` ${store.category}.` : '';
  return summarize(`Order from ${store.name}${where} on Haat.${what} Pay the seller directly: cash on delivery or UPI.`);
}

const metaTag = (key: 'name' | 'property', name: string, content: string) => `<meta ${key}="${name}" content="${escapeHtml(content)}" data-haat-injected>`;

/** Canonical link, Open Graph and JSON-LD of a page; every value escaped. */
function pageHead({ title, description, url, image, ogType, jsonLd }: { title: string; description: string; url: string; image: string; ogType: string; jsonLd: Record<string, unknown> }): PageHead {
  const tags = [
    `<link rel="canonical" href="${escapeHtml(url)}" data-haat-injected>`,
    metaTag('property', 'og:type', ogType),
    metaTag('property', 'og:site_name', 'Haat'),
    metaTag('property', 'og:locale', 'en_IN'),
    metaTag('property', 'og:title', title),
    metaTag('property', 'og:description', description),
    metaTag('property', 'og:url', url),
    ...(image ? [metaTag('property', 'og:image', image)] : []),
    metaTag('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    `<script type="application/ld+json" data-haat-injected>${jsonForScript(jsonLd)}</script>`,
  ];
  return { title, description, tags: tags.join('') };
}

/** Title, description, canonical link, Open Graph and JSON-LD of a store page. */
export function storeHead(store: CatalogStore, origin: string): PageHead {
  const url = `${origin}${canonicalStorePath(store)}`;
  return pageHead({
    title: `${withoutControlChars(store.name)} — Haat`,
    description: storeDescription(store),
    url,
    image: absoluteUrl(store.bannerImage || store.image, origin),
    ogType: 'business.business',
    jsonLd: storeJsonLd(store, url, origin),
  });
}

/** The same for a product page, as the buyer app's product page sets it (title, description, a schema.org Product). */
export function productHead(product: ProductSummary, store: CatalogStore, origin: string): PageHead {
  const url = `${origin}${productPagePath(store.id, product.id)}`;
  const where = store.city ? `, ${store.city}` : '';
  return pageHead({
    title: `${withoutControlChars(product.name)} — ${withoutControlChars(store.name)} — Haat`,
    description: summarize(product.description || `Buy ${product.name} from ${store.name}${where} on Haat. Cash on delivery or UPI to the seller.`),
    url,
    image: absoluteUrl(product.image, origin),
    ogType: 'product',
    jsonLd: productJsonLd(product, store, url, origin),
  });
}
