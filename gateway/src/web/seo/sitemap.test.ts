import { describe, expect, it } from 'vitest';
import type { CatalogStore } from './catalog-client.ts';
import { buildSitemap, robotsTxt, SITEMAP_PAGES } from './sitemap.ts';
import { storeLookupOf } from './store-paths.ts';
import { createTtlCache } from './ttl-cache.ts';

const store = (id: string, slug: string | null, over: Partial<CatalogStore> = {}): CatalogStore => ({
  id, slug, name: `Store ${id}`, description: '', address: '', city: 'Pune', category: '', phone: '', email: '', image: '', bannerImage: '',
  businessHours: '', paymentOptions: [], rating: null, reviewCount: 0, updatedAt: '2026-11-20T10:00:00.000Z', ...over,
});

const locs = (xml: string) => [...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => m[1]);

describe('buildSitemap', () => {
  it('lists the public pages, then each store once at its canonical address with its last change', () => {
    const xml = buildSitemap('https://haat.in', [store('a1', 'sharma-kirana'), store('b2', null), store('a1', 'sharma-kirana')]);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(locs(xml)).toEqual([...SITEMAP_PAGES.map((p) => `https://haat.in${p.path}`), 'https://haat.in/sharma-kirana', 'https://haat.in/stores/b2']);
    expect(xml).toContain('<lastmod>2026-11-20</lastmod>');
  });

  it('never lists noindex or private pages', () => {
    const xml = buildSitemap('https://haat.in', []);
    for (const path of ['/login', '/register', '/forgot-password', '/delete-account', '/cart', '/wishlist', '/orders']) expect(xml).not.toContain(`haat.in${path}<`);
  });

  it('encodes ids and slugs in store addresses', () => {
    const xml = buildSitemap('https://haat.in', [store('x&y', null, { updatedAt: 'not a date' })]);
    expect(xml).toContain('<loc>https://haat.in/stores/x%26y</loc>');
    const slugged = buildSitemap('https://haat.in', [store('z', 'दाल-मंडी')]);
    expect(locs(slugged)).toContain(`https://haat.in/${encodeURIComponent('दाल-मंडी')}`);
  });
});

describe('robotsTxt', () => {
  it('points to the sitemap and keeps crawlers off the API and private pages, not off the app scripts', () => {
    const text = robotsTxt('https://haat.in');
    expect(text).toContain('Sitemap: https://haat.in/sitemap.xml');
    expect(text).toContain('Disallow: /api/');
    expect(text).toContain('Disallow: /checkout');
    expect(text).toContain('Disallow: /admin'); // the superadmin's console
    expect(text).not.toContain('Disallow: /mfe');
    expect(text).not.toContain('Disallow: /login');
  });
});

describe('storeLookupOf', () => {
  it('reads store ids and custom slugs, and nothing else', () => {
    expect(storeLookupOf('/stores/5b1d3c1e-0000-4000-8000-000000000001')).toEqual({ by: 'id', id: '5b1d3c1e-0000-4000-8000-000000000001' });
    expect(storeLookupOf('/sharma-kirana')).toEqual({ by: 'slug', slug: 'sharma-kirana' });
    expect(storeLookupOf(`/${encodeURIComponent('दाल-मंडी')}`)).toEqual({ by: 'slug', slug: 'दाल-मंडी' });
    for (const path of ['/', '/login', '/Stores', '/offers', '/main.3f2a1b4c.js', '/favicon.ico', '/stores', '/stores/a/reviews', '/a/b', '/%E0%A4', '/bad slug', '/-x-']) {
      expect(storeLookupOf(path), path).toBeNull();
    }
  });
});

describe('createTtlCache', () => {
  it('forgets entries after their time and drops the least recently used beyond its size', () => {
    let now = 0;
    const cache = createTtlCache<number>({ maxEntries: 2, now: () => now });
    cache.set('a', 1, 100);
    cache.set('b', 2, 100);
    expect(cache.get('a')).toBe(1); // a is now the most recent
    cache.set('c', 3, 100);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    now = 100;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(1);
  });
});
