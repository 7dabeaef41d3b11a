import type { CatalogStore } from './catalog-client.ts';
import { escapeHtml, jsonForScript, withoutControlChars } from './escape.ts';
import { canonicalStorePath } from './store-paths.ts';

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

/** Relative image paths (/api/images/…) become absolute, as crawlers and link previews need. */
const absoluteUrl = (pathOrUrl: string, origin: string): string =>
  !pathOrUrl ? '' : /^https?:\/\//i.test(pathOrUrl) ? pathOrUrl : `${origin}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;

export function storeDescription(store: CatalogStore): string {
  if (store.description.trim()) return summarize(store.description);
  const where = store.city ? ` in ${store.city}` : '';
  const what = store.category && store.category !== 'General' ? ` ${store.category}.` : '';
  return summarize(`Order from ${store.name}${where} on Haat.${what} Pay the seller directly: cash on delivery or UPI.`);
}

const withoutEmpty = (value: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined && v !== '' && !(Array.isArray(v) && v.length === 0)));

/** schema.org Store, the same shape as the client's (mfe-buyer store/structured-data.ts). */
function storeJsonLd(store: CatalogStore, url: string, origin: string): Record<string, unknown> {
  return withoutEmpty({
    '@context': 'https://schema.org',
    '@type': 'Store',
    '@id': url,
    name: store.name,
    description: store.description.trim(),
    url,
    image: absoluteUrl(store.bannerImage || store.image, origin),
    telephone: store.phone,
    email: store.email,
    address: withoutEmpty({ '@type': 'PostalAddress', streetAddress: store.address, addressLocality: store.city, addressCountry: 'IN' }),
    openingHours: store.businessHours,
    currenciesAccepted: 'INR',
    paymentAccepted: store.paymentOptions.join(', '),
    // Only real ratings: a store without reviews (rating null) sends none.
    aggregateRating: store.rating !== null && store.reviewCount > 0
      ? { '@type': 'AggregateRating', ratingValue: Math.round(store.rating * 10) / 10, reviewCount: store.reviewCount, bestRating: 5, worstRating: 1 }
      : undefined,
  });
}

const metaTag = (key: 'name' | 'property', name: string, content: string) => `<meta ${key}="${name}" content="${escapeHtml(content)}" data-haat-injected>`;

/** Title, description, canonical link, Open Graph and JSON-LD of a store page; every value escaped. */
export function storeHead(store: CatalogStore, origin: string): PageHead {
  const title = `${withoutControlChars(store.name)} — Haat`;
  const description = storeDescription(store);
  const url = `${origin}${canonicalStorePath(store)}`;
  const image = absoluteUrl(store.bannerImage || store.image, origin);
  const tags = [
    `<link rel="canonical" href="${escapeHtml(url)}" data-haat-injected>`,
    metaTag('property', 'og:type', 'business.business'),
    metaTag('property', 'og:site_name', 'Haat'),
    metaTag('property', 'og:locale', 'en_IN'),
    metaTag('property', 'og:title', title),
    metaTag('property', 'og:description', description),
    metaTag('property', 'og:url', url),
    ...(image ? [metaTag('property', 'og:image', image)] : []),
    metaTag('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    `<script type="application/ld+json" data-haat-injected>${jsonForScript(storeJsonLd(store, url, origin))}</script>`,
  ];
  return { title, description, tags: tags.join('') };
}
