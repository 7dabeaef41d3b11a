import { defaultVariant, hasVariants, totalStock, type ProductSummary } from './product-reply.ts';

/**
 * schema.org JSON-LD for the store and product pages (what search engines read for rich results):
 * one shape for the page the buyer app renders and the HTML the gateway serves before it runs.
 */
type JsonLd = Record<string, unknown>;

/** The store fields a Store needs (the buyer's StoreDetails and the gateway's store both have them). */
export type StoreLdFields = {
  name: string; description: string; image: string; bannerImage: string; phone: string; email: string; address: string; city: string;
  businessHours: string; paymentOptions: string[]; rating: number | null; reviewCount: number;
};

/** Relative image paths (/api/images/...) become absolute, as crawlers and link previews need. */
export const absoluteUrl = (pathOrUrl: string, origin: string): string =>
  !pathOrUrl ? '' : /^https?:\/\//i.test(pathOrUrl) ? pathOrUrl : `${origin}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;

/** Only real ratings: a store or product without reviews (rating null) sends none. */
const aggregateRating = (rating: number | null, reviewCount: number): JsonLd | undefined =>
  rating !== null && reviewCount > 0
    ? { '@type': 'AggregateRating', ratingValue: Math.round(rating * 10) / 10, reviewCount, bestRating: 5, worstRating: 1 }
    : undefined;

const withoutEmpty = (value: JsonLd): JsonLd =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined && v !== '' && !(Array.isArray(v) && v.length === 0)));

export function storeJsonLd(store: StoreLdFields, url: string, origin: string): JsonLd {
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
    address: withoutEmpty({
      '@type': 'PostalAddress',
      streetAddress: store.address,
      addressLocality: store.city,
      addressCountry: 'IN',
    }),
    // Free text as the seller typed it ("9 AM - 9 PM"); schema.org accepts a plain string here.
    openingHours: store.businessHours,
    currenciesAccepted: 'INR',
    paymentAccepted: store.paymentOptions.join(', '),
    aggregateRating: aggregateRating(store.rating, store.reviewCount),
  });
}

export function productJsonLd(product: ProductSummary, store: { name: string }, url: string, origin: string): JsonLd {
  // The price of what the page preselects: the default variant's, else the product's.
  const choice = (hasVariants(product) ? defaultVariant(product) : null) ?? product;
  const price = choice.discountPrice ?? choice.price;
  return withoutEmpty({
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': url,
    name: product.name,
    description: product.description,
    sku: product.id,
    category: product.category,
    image: product.images.map((image) => absoluteUrl(image, origin)),
    url,
    offers: {
      '@type': 'Offer',
      url,
      priceCurrency: 'INR',
      price: price.toFixed(2),
      availability: totalStock(product) > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
      seller: { '@type': 'Store', name: store.name },
    },
    aggregateRating: aggregateRating(product.rating, product.reviewCount),
  });
}

/** JSON for an inline <script>: `<` escaped so no text can close the script element. */
export const jsonLdText = (value: JsonLd): string => JSON.stringify(value).replace(/</g, '\\u003c');

/** At most `max` characters on a word boundary, for meta descriptions (search engines show ~155). */
export function summary(text: string, max = 155): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:-]+$/, '')}…`;
}
