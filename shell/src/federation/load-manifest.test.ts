import { afterEach, describe, expect, it, vi } from 'vitest';
import { versionedEntry } from '@haat/contracts/mfe-entry';
import { loadManifest, parseManifest } from './load-manifest.ts';

const buyer = { name: 'mfe_buyer', entry: '/mfe/mfe-buyer/remoteEntry.js', version: 'b1' };

describe('the remote manifest', () => {
  it('keeps each remote with its route table', () => {
    const routes = [{ path: '/', access: 'home' }, { path: '/:customSlug', access: 'open' }];
    expect(parseManifest({ remotes: [{ ...buyer, routes }] })).toEqual([{ ...buyer, routes }]);
  });

  it('reads a manifest from before route tables (or a rollback file) as remotes to load at start', () => {
    expect(parseManifest({ remotes: [buyer] })).toEqual([buyer]);
    expect(parseManifest({ remotes: [{ name: 'mfe_admin', entry: '/mfe/mfe-admin/remoteEntry.js' }] })).toEqual([{ name: 'mfe_admin', entry: '/mfe/mfe-admin/remoteEntry.js' }]);
  });

  it('drops a route table the guards could not apply, keeping the remote', () => {
    for (const routes of [[{ path: '/admin', access: 'moderator' }], [{ path: 'stores', access: 'open' }], [{ path: '/stores' }], 'all', [null]]) {
      expect(parseManifest({ remotes: [{ ...buyer, routes }] }), JSON.stringify(routes)).toEqual([buyer]);
    }
  });

  it('leaves out remotes without a usable name or entry, and reads junk as no remotes', () => {
    expect(parseManifest({ remotes: [{ ...buyer, name: 'mfe-buyer' }, { name: 'mfe_seller' }, null, buyer] })).toEqual([buyer]);
    for (const body of [null, {}, { remotes: 'x' }, []]) expect(parseManifest(body)).toEqual([]);
  });

  it('ignores a version that is not text', () => {
    expect(parseManifest({ remotes: [{ ...buyer, version: 3 }] })).toEqual([{ name: buyer.name, entry: buyer.entry }]);
  });
});

describe('a versioned entry', () => {
  it('carries the version so a new deployment is never served from a stale cache', () => {
    expect(versionedEntry(buyer)).toBe('/mfe/mfe-buyer/remoteEntry.js?v=b1');
    expect(versionedEntry({ ...buyer, version: undefined })).toBe('/mfe/mfe-buyer/remoteEntry.js');
    expect(versionedEntry({ ...buyer, entry: '/e.js?x=1' })).toBe('/e.js?x=1');
  });
});

/** A page whose HTML carries `text` as its manifest (none for null). */
const pageWith = (text: string | null) =>
  vi.stubGlobal('document', { getElementById: (id: string) => (id === 'haat-manifest' && text !== null ? { textContent: text } : null) });

describe('where the manifest is read', () => {
  afterEach(() => vi.unstubAllGlobals());
  const served = { remotes: [{ ...buyer, version: 'served' }] };

  it("is the page's own copy when the gateway wrote one, without a request", async () => {
    const fetch = vi.fn(async () => Response.json(served));
    vi.stubGlobal('fetch', fetch);
    pageWith(JSON.stringify({ remotes: [buyer] }));
    expect(await loadManifest()).toEqual([buyer]);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('is /mfe-manifest.json when the page has none (a canary running), or an empty or malformed one', async () => {
    const fetch = vi.fn(async () => Response.json(served));
    vi.stubGlobal('fetch', fetch);
    for (const text of [null, '{"remotes":[]}', '{oops']) {
      pageWith(text);
      expect(await loadManifest(), String(text)).toEqual(served.remotes);
    }
    expect(fetch).toHaveBeenCalledTimes(3);
  });
});
