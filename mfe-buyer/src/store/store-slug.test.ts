import { describe, expect, it } from 'vitest';
import { isReservedPath, looksLikeSlug, slugRouteKind, storePath } from './store-slug.ts';

describe('store slugs', () => {
  it("never treats another page's path as a store", () => {
    for (const path of ['dashboard', 'Login', 'offers', 'wishlist', 'manage-store', 'delivery', 'privacy-policy', 'superadmin']) expect(isReservedPath(path)).toBe(true);
    expect(isReservedPath('sharma-kirana-store')).toBe(false);
  });
  it("tells another app's page from a kept name and a store slug", () => {
    expect(slugRouteKind('dashboard')).toBe('other-app');
    expect(slugRouteKind('Manage-Store')).toBe('other-app');
    expect(slugRouteKind('manage')).toBe('reserved');
    expect(slugRouteKind('cart')).toBe('reserved');
    expect(slugRouteKind('sharma-kirana')).toBe('slug');
    expect(slugRouteKind('a.b')).toBe('invalid');
  });
  it('accepts slugs of any script, refuses odd ones', () => {
    expect(looksLikeSlug('sharma-kirana-2')).toBe(true);
    expect(looksLikeSlug('शर्मा-किराना')).toBe(true);
    expect(looksLikeSlug('a--b')).toBe(false);
    expect(looksLikeSlug('-a')).toBe(false);
    expect(looksLikeSlug('a.b')).toBe(false);
  });
  it('links to /{slug} when usable, else /stores/{id}', () => {
    expect(storePath({ id: 'u1', slug: 'sharma' })).toBe('/sharma');
    expect(storePath({ id: 'u1', slug: 'cart' })).toBe('/stores/u1');
    expect(storePath({ id: 'u1', slug: null })).toBe('/stores/u1');
  });
});
