import type { RemoteRoute } from '@haat/web-kit';
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { lazyRemoteRoutes } from '../federation/lazy-remote-routes.ts';
import type { RouteTableEntry } from '../federation/load-manifest.ts';
import { groupByAccess } from './group-by-access.ts';
import { shellRoutes } from './shell-routes.tsx';

const tables: Record<string, RouteTableEntry[]> = {
  mfe_buyer: [
    { path: '/', access: 'home' },
    { path: '/stores', access: 'not-seller' },
    { path: '/stores/:storeId', access: 'not-seller' },
    { path: '/:customSlug', access: 'open' },
    { path: '/cart', access: 'buyer' },
    { path: '/offers', access: 'not-seller' },
  ],
  mfe_seller: [{ path: '/dashboard', access: 'seller' }],
  mfe_delivery: [{ path: '/delivery', access: 'delivery-partner' }, { path: '/delivery/dashboard', access: 'delivery-partner' }],
  mfe_admin: [{ path: '/superadmin-setup', access: 'open' }, { path: '/admin', access: 'superadmin' }, { path: '/admin/reports/:id', access: 'superadmin' }],
};

/** The router's tree as routing/app-routes.tsx builds it, with no remote loaded. */
function tree(): RouteObject[] {
  const remoteRoutes: RemoteRoute[] = Object.entries(tables).flatMap(([remote, table]) =>
    lazyRemoteRoutes(remote, table, { load: async () => null, failedPage: () => null }),
  );
  const groups = groupByAccess([...shellRoutes, ...remoteRoutes]);
  return [{ children: [...groups.map(({ routes }) => ({ children: routes })), { path: '*' }] }];
}

const matched = (pathname: string) => {
  const matches = matchRoutes(tree(), pathname) ?? [];
  return matches.at(-1)?.route.path;
};

describe('the composed router, before any remote loads', () => {
  it("ranks every remote's and the shell's fixed paths above the buyer's /:customSlug", () => {
    for (const page of ['/dashboard', '/delivery', '/superadmin-setup', '/admin', '/login', '/profile', '/stores', '/cart', '/offers']) expect(matched(page), page).toBe(page);
  });

  it('sends other one-segment paths to /:customSlug, and deeper unknown ones to *', () => {
    expect(matched('/sharma-kirana')).toBe('/:customSlug');
    expect(matched('/stores/42')).toBe('/stores/:storeId');
    expect(matched('/delivery/dashboard')).toBe('/delivery/dashboard');
    expect(matched('/no/such/page')).toBe('*');
  });

  it('puts each access rule under one guard, the shell first', () => {
    const groups = groupByAccess([...shellRoutes, ...lazyRemoteRoutes('mfe_buyer', tables['mfe_buyer']!, { load: async () => null, failedPage: () => null })]);
    expect(groups.map((g) => g.access)).toEqual(['open', 'signed-in', 'home', 'not-seller', 'buyer']);
    expect(groups.find((g) => g.access === 'open')?.routes.map((r) => r.path)).toContain('/:customSlug');
    // The access rule stays with the guard, off the route objects.
    expect(groups.flatMap((g) => g.routes).some((r) => 'access' in r)).toBe(false);
  });
});
