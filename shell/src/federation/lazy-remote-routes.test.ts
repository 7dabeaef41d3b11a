import type { RemoteRoute } from '@haat/web-kit';
import { describe, expect, it, vi } from 'vitest';
import { lazyRemoteRoutes, pageFieldsOf, type LoadRemoteRoutes } from './lazy-remote-routes.ts';
import { remoteFailures } from './remote-failures.ts';

const FailedPage = () => null;
const HomePage = () => null;
const StoresPage = () => null;
// Any React node does: a string keeps this test free of JSX.
const redirect = 'to /offers';
const loader = async () => null;
/** The seller remote is down; the buyer's loads. */
const sellerDown: LoadRemoteRoutes = async (remote) => (remote === 'mfe_seller' ? null : buyerRoutes);

const buyerRoutes: RemoteRoute[] = [
  { path: '/', access: 'home', lazy: async () => ({ Component: HomePage }) },
  { path: '/stores', access: 'not-seller', lazy: { Component: async () => StoresPage } },
  { path: '/old-offers', access: 'open', element: redirect },
];

type Lazy = () => Promise<Record<string, unknown>>;
const lazyOf = (route: RemoteRoute | undefined) => route?.lazy as Lazy;

describe('routes made from a remote route table', () => {
  it('keep path and access and load nothing until a page is opened', () => {
    const load = vi.fn<LoadRemoteRoutes>();
    const routes = lazyRemoteRoutes('mfe_buyer', [{ path: '/', access: 'home' }, { path: '/stores', access: 'not-seller' }], { load, failedPage: FailedPage });
    expect(routes.map(({ path, access }) => ({ path, access }))).toEqual([{ path: '/', access: 'home' }, { path: '/stores', access: 'not-seller' }]);
    expect(load).not.toHaveBeenCalled();
  });

  it("resolve to the real route's page when opened, in its function, object or element form", async () => {
    const load = vi.fn<LoadRemoteRoutes>(async () => buyerRoutes);
    const [home, stores, offers] = lazyRemoteRoutes('mfe_buyer', [{ path: '/', access: 'home' }, { path: '/stores', access: 'not-seller' }, { path: '/old-offers', access: 'open' }], { load, failedPage: FailedPage });
    expect(await lazyOf(home)()).toEqual({ Component: HomePage });
    expect(await lazyOf(stores)()).toEqual({ Component: StoresPage });
    expect(await lazyOf(offers)()).toEqual({ element: redirect });
    expect(load).toHaveBeenCalledWith('mfe_buyer');
  });

  it('show the fallback page on every page of a remote that could not be loaded', async () => {
    const [dashboard] = lazyRemoteRoutes('mfe_seller', [{ path: '/dashboard', access: 'seller' }], { load: sellerDown, failedPage: FailedPage });
    const [home] = lazyRemoteRoutes('mfe_buyer', [{ path: '/', access: 'home' }], { load: sellerDown, failedPage: FailedPage });
    expect(await lazyOf(dashboard)()).toEqual({ Component: FailedPage });
    // The other remotes keep working.
    expect(await lazyOf(home)()).toEqual({ Component: HomePage });
  });

  it('show the fallback, and say why, for a page the manifest lists but the remote lacks', async () => {
    const [gone] = lazyRemoteRoutes('mfe_gone', [{ path: '/gone', access: 'open' }], { load: async () => buyerRoutes, failedPage: FailedPage });
    expect(await lazyOf(gone)()).toEqual({ Component: FailedPage });
    expect(remoteFailures()).toContainEqual({ id: 'mfe_gone/routes', reason: 'it has no page at /gone' });
  });

  it("pass on a real route's own fields, never its place in the tree", async () => {
    const fields = await pageFieldsOf({ path: '/x', access: 'open', id: 'x', caseSensitive: true, loader, handle: { crumb: 'X' }, Component: HomePage });
    expect(fields).toEqual({ loader, handle: { crumb: 'X' }, Component: HomePage });
  });
});
