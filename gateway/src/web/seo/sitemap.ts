import type { CatalogStore } from './catalog-client.ts';
import { escapeHtml, withoutControlChars } from './escape.ts';
import { canonicalStorePath } from './store-paths.ts';

/** The public pages search engines should list (the spec's noindex pages and private pages are not here). */
export const SITEMAP_PAGES = [
  { path: '/', changefreq: 'daily', priority: '1.0' },
  { path: '/stores', changefreq: 'daily', priority: '0.9' },
  { path: '/how-to-use', changefreq: 'monthly', priority: '0.5' },
  { path: '/contact-us', changefreq: 'monthly', priority: '0.4' },
  { path: '/shipping-policy', changefreq: 'yearly', priority: '0.3' },
  { path: '/cancellations-refunds', changefreq: 'yearly', priority: '0.3' },
  { path: '/privacy-policy', changefreq: 'yearly', priority: '0.3' },
] as const;

/** The sitemap protocol's cap per file. */
const SITEMAP_MAX_URLS = 50_000;

const lastmodOf = (updatedAt: string | null): string | null => {
  const time = updatedAt ? Date.parse(updatedAt) : Number.NaN;
  return Number.isNaN(time) ? null : new Date(time).toISOString().slice(0, 10);
};

function urlEntry(loc: string, extra: { lastmod?: string | null; changefreq?: string; priority?: string }): string {
  return [
    '<url>',
    `<loc>${escapeHtml(withoutControlChars(loc))}</loc>`,
    extra.lastmod ? `<lastmod>${extra.lastmod}</lastmod>` : '',
    extra.changefreq ? `<changefreq>${extra.changefreq}</changefreq>` : '',
    extra.priority ? `<priority>${extra.priority}</priority>` : '',
    '</url>',
  ].join('');
}

/** sitemap.xml: the public pages, then every active store at its canonical address (one entry per store). */
export function buildSitemap(origin: string, stores: readonly CatalogStore[]): string {
  const seen = new Set<string>();
  const entries = SITEMAP_PAGES.map((page) => urlEntry(`${origin}${page.path}`, page));
  for (const store of stores) {
    const loc = `${origin}${canonicalStorePath(store)}`;
    if (seen.has(loc) || entries.length >= SITEMAP_MAX_URLS) continue;
    seen.add(loc);
    entries.push(urlEntry(loc, { lastmod: lastmodOf(store.updatedAt), changefreq: 'daily', priority: '0.8' }));
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`;
}

/**
 * Private and per-user pages stay out of crawlers' way. The sign-in pages stay crawlable so their
 * noindex is seen, and /mfe/ too: crawlers that render need the remotes' scripts.
 */
const DISALLOWED = [
  '/api/', '/cart', '/checkout', '/order-confirmation/', '/orders', '/wishlist', '/profile', '/oauth-callback',
  '/dashboard', '/manage-', '/banned-customers', '/delivery', '/delivery-partners', '/superadmin', '/admin',
];

export function robotsTxt(origin: string): string {
  return ['User-agent: *', ...DISALLOWED.map((path) => `Disallow: ${path}`), 'Allow: /', '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}
