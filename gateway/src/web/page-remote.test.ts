import { describe, expect, it } from 'vitest';
import { remoteForPage, remoteWithRoute, withRemotePreload } from './page-remote.ts';
import type { ManifestRemote } from './manifest-remote.ts';

const buyer: ManifestRemote = {
  name: 'mfe_buyer', entry: '/mfe/mfe-buyer/remoteEntry.js', version: 'abc123',
  routes: [{ path: '/', access: 'home' }, { path: '/stores', access: 'not-seller' }, { path: '/stores/:storeId', access: 'not-seller' }, { path: '/:customSlug', access: 'open' }],
};
const seller: ManifestRemote = { name: 'mfe_seller', entry: '/mfe/mfe-seller/remoteEntry.js', version: 'def456', routes: [{ path: '/dashboard', access: 'seller' }] };
const identity: ManifestRemote = { name: 'mfe_admin', entry: '/mfe/mfe-admin/remoteEntry.js', version: 'x', routes: [{ path: '/superadmin', access: 'superadmin' }] };

describe('which remote a page belongs to', () => {
  it('ranks fixed paths above the buyer\'s /{slug}, as the shell does', () => {
    const remotes = [buyer, seller, identity];
    expect(remoteForPage(remotes, '/')).toEqual({ remote: buyer, route: '/' });
    expect(remoteForPage(remotes, '/stores/42')).toEqual({ remote: buyer, route: '/stores/:storeId' });
    expect(remoteForPage(remotes, '/stores')).toEqual({ remote: buyer, route: '/stores' });
    expect(remoteForPage(remotes, '/dashboard')?.remote.name).toBe('mfe_seller');
    expect(remoteForPage(remotes, '/superadmin')?.remote.name).toBe('mfe_admin');
    // A slug looks like the shell's own /login or /profile, which the manifest does not list: no guess.
    expect(remoteForPage(remotes, '/sharma-kirana')).toBeNull();
    expect(remoteForPage(remotes, '/login')).toBeNull();
    expect(remoteForPage(remotes, '/a/b/c')).toBeNull();
    expect(remoteForPage([{ ...buyer, routes: undefined }], '/')).toBeNull(); // no tables: nothing to preload
  });

  it('finds the remote of a route the gateway recognised itself (a store\'s slug), by its exact pattern', () => {
    expect(remoteWithRoute([seller, buyer], '/:customSlug')).toEqual({ remote: buyer, route: '/:customSlug' });
    expect(remoteWithRoute([seller, buyer], '/:storeSlug')).toBeNull();
  });

  it('preloads the entry URL the shell will ask for, once, before </head>', () => {
    const html = '<html><head><title>Haat</title></head><body></body></html>';
    expect(withRemotePreload(html, buyer)).toBe('<html><head><title>Haat</title><link rel="preload" as="script" href="/mfe/mfe-buyer/remoteEntry.js?v=abc123" fetchpriority="low"></head><body></body></html>');
    expect(withRemotePreload(html, null)).toBe(html);
    expect(withRemotePreload(html, buyer, ['/mfe/mfe-buyer/1.js', '/mfe/mfe-buyer/2.css'])).toContain(
      '<link rel="preload" as="script" href="/mfe/mfe-buyer/1.js" fetchpriority="low"><link rel="preload" as="style" href="/mfe/mfe-buyer/2.css" fetchpriority="low"></head>');
  });
});
