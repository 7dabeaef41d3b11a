import { afterEach, describe, expect, it, vi } from 'vitest';

const STORE_URL = '/api/stores/by-slug/sharma-kirana';
const STORE_REPLY = { success: true, data: { id: 's1', name: 'Sharma Kirana' } };

/** A page whose HTML carries `text` in the first-replies element, and a fresh copy of the module that reads it. */
async function pageWith(text: string | null) {
  vi.resetModules();
  vi.stubGlobal('document', { getElementById: (id: string) => (id === 'haat-first-replies' && text !== null ? { textContent: text } : null) });
  return import('./api-client.ts');
}

afterEach(() => vi.unstubAllGlobals());

describe('replies written into the page', () => {
  it("answer the page's first GET of their URL without a request, once", async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ success: true, data: { id: 's1', name: 'Fresh' } }), { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    const { api } = await pageWith(JSON.stringify({ [STORE_URL]: STORE_REPLY }));
    expect(await api.get('/stores/by-slug/sharma-kirana')).toEqual(STORE_REPLY);
    expect(fetch).not.toHaveBeenCalled();
    expect(await api.get('/stores/by-slug/sharma-kirana')).toEqual({ success: true, data: { id: 's1', name: 'Fresh' } });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('are not used for other calls, for writes, once the page is a minute old, or when malformed', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ ok: 1 }), { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    let { api } = await pageWith(JSON.stringify({ [STORE_URL]: STORE_REPLY }));
    await api.get('/stores/by-slug/other');
    await api.post('/stores/by-slug/sharma-kirana', {});
    expect(fetch).toHaveBeenCalledTimes(2);

    ({ api } = await pageWith(JSON.stringify({ [STORE_URL]: STORE_REPLY })));
    vi.spyOn(performance, 'now').mockReturnValue(60_001);
    expect(await api.get('/stores/by-slug/sharma-kirana')).toEqual({ ok: 1 });
    vi.mocked(performance.now).mockRestore();

    ({ api } = await pageWith('{not json'));
    expect(await api.get('/stores/by-slug/sharma-kirana')).toEqual({ ok: 1 });
    expect(fetch).toHaveBeenCalledTimes(4);
  });

  it('are handed to a query by path and query as the gateway wrote them, once', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ ok: 1 }), { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    const page = { success: true, data: [{ id: 'p1' }], totalCount: 1 };
    const { api } = await pageWith(JSON.stringify({ '/api/stores/s1/products?page=1&limit=50': page }));
    expect(api.written('/stores/s1/products', { query: { page: 1, limit: 50 } })).toEqual(page);
    expect(api.written('/stores/s1/products', { query: { page: 1, limit: 50 } })).toBeUndefined();
    expect(await api.get('/stores/s1/products', { query: { page: 1, limit: 50 } })).toEqual({ ok: 1 });
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
