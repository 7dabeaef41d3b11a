import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveRpc } from '@haat/server-kit';
import { deliveredOrderExistsRequestSchema, notAllowedCharactersText, type SlugAvailability, type Store } from '@haat/contracts';
import { addProduct, caller, markStoreVerified, openStore, request, startCatalog, type Caller, type CatalogWorld } from './helpers.ts';

type Reply = { status: number; body: { success: boolean; error?: string; message?: string; data?: unknown } };

/** A 400 that names the field whose text holds a character that is not allowed. */
function refused(reply: Reply, label: string) {
  expect(reply.status).toBe(400);
  expect(reply.body).toMatchObject({ success: false, error: notAllowedCharactersText(label) });
}

/**
 * Text with NUL (which Postgres refuses, once a 500) or another control character is refused with
 * 400 before anything is read or written, in every text the storefront takes: search words,
 * cities, slugs, store and product names, review comments, categories, tags, broadcasts.
 */
const HOSTILE = ['\u0000', '\u0001'] as const;
const shown = (ch: string) => `U+${ch.charCodeAt(0).toString(16).padStart(4, '0')}`;

describe('catalog: text with control characters', () => {
  let world: CatalogWorld;
  let seller: Caller;
  let store: Store;
  const delivered = new Set<string>();

  beforeAll(async () => {
    world = await startCatalog();
    seller = await caller('seller');
    store = await openStore(world.app, seller, { name: 'Sharma Kirana', city: 'Pune' });
    await markStoreVerified(world.deps.db, store.id); // a broadcast is then refused for its text alone
    await addProduct(world.app, seller, { storeId: store.id, name: 'Basmati Rice 1 kg', price: 120, quantity: 10 });
    // The order service's answer to "was an order delivered?", so a review would get as far as its insert.
    serveRpc(world.deps.nc, {
      subject: world.env.subjects.rpc.deliveredOrderExists, queue: 'order', schema: deliveredOrderExistsRequestSchema, logger: world.deps.logger,
      handle: async ({ userId, storeId }) => ({ ok: true as const, exists: delivered.has(`${userId}:${storeId}`) }),
    });
    await world.deps.nc.flush();
  });
  afterAll(() => world.env.cleanup());

  const call = async (method: string, path: string, who?: Caller | null, body?: unknown): Promise<Reply> => {
    const res = await world.app.request(path, request(method, body, who));
    return { status: res.status, body: (await res.json()) as Reply['body'] };
  };
  const get = (path: string) => call('GET', path);
  const count = async (table: 'stores' | 'products' | 'reviews' | 'broadcasts') =>
    Number((await world.deps.db.selectFrom(table).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);

  describe.each(HOSTILE)('with %j', (ch) => {
    const q = encodeURIComponent(ch);

    it(`refuses ${shown(ch)} in the product search text and its city filter`, async () => {
      refused(await get(`/api/products/search?q=rice${q}`), 'Search text');
      refused(await get(`/api/products/search?q=${q}`), 'Search text');
      refused(await get(`/api/products/search?q=rice&city=Pu${q}ne`), 'City');
      refused(await get(`/api/products?sort=popular&city=Pu${q}ne`), 'City');
      refused(await get(`/api/stores/${store.id}/products?search=ri${q}ce`), 'Search text');
    });

    it(`refuses ${shown(ch)} in the city and search of the store list, the city search and the city's broadcasts`, async () => {
      refused(await get(`/api/stores?city=Pu${q}ne`), 'City');
      refused(await get(`/api/stores?search=Sharma${q}`), 'Search text');
      refused(await get(`/api/cities?search=Pu${q}ne`), 'Search text');
      refused(await get(`/api/locations/cities?search=Pu${q}ne`), 'Search text');
      refused(await get(`/api/broadcasts?city=Pu${q}ne`), 'City');
      refused(await get(`/api/broadcasts/city/Pu${q}ne`), 'City');
    });

    it(`answers a store slug with ${shown(ch)} as no store (by slug) and as an invalid address (check-slug)`, async () => {
      const bySlug = await get(`/api/stores/by-slug/${store.slug}${q}`);
      expect(bySlug.status).toBe(404);
      expect(bySlug.body.error).toBe('Store not found');
      const check = await get(`/api/stores/check-slug/my${q}shop`);
      expect(check.status).toBe(200);
      expect(check.body.data).toMatchObject({ available: false, reason: 'invalid' } satisfies Partial<SlugAvailability>);
    });

    it(`refuses a store with ${shown(ch)} in its name, city, description, tags or delivery text, and opens none`, async () => {
      const newSeller = await caller('seller');
      const before = await count('stores');
      refused(await call('POST', '/api/stores', newSeller, { name: `Ramesh${ch} Stores`, city: 'Pune' }), 'Store name');
      refused(await call('POST', '/api/stores', newSeller, { name: 'Ramesh Stores', city: `Pu${ch}ne` }), 'City');
      refused(await call('POST', '/api/stores', newSeller, { name: 'Ramesh Stores', city: 'Pune', description: `Fresh${ch}` }), 'Description');
      refused(await call('POST', '/api/stores', newSeller, { name: 'Ramesh Stores', city: 'Pune', tags: [`kirana${ch}`] }), 'Tag');
      refused(await call('POST', '/api/stores', newSeller, {
        name: 'Ramesh Stores', city: 'Pune', deliveryOptions: { estimatedLocalDeliveryTime: `1${ch} day` },
      }), 'Local delivery time');
      expect(await count('stores')).toBe(before);
    });

    it(`refuses ${shown(ch)} in a store edit and in a new category, and leaves the store as it was`, async () => {
      refused(await call('PUT', `/api/stores/${store.id}`, seller, { name: `Sharma${ch}` }), 'Store name');
      refused(await call('PUT', `/api/stores/${store.id}`, seller, { address: `4 Law College Road${ch}` }), 'Address');
      refused(await call('POST', `/api/stores/${store.id}/categories`, seller, { name: `Dairy${ch}` }), 'Category name');
      const now = (await get(`/api/stores/${store.id}`)).body.data as Store;
      expect(now).toMatchObject({ name: store.name, address: store.address, categories: store.categories, updatedAt: store.updatedAt });
    });

    it(`refuses a product with ${shown(ch)} in its name, description or variant, and adds none`, async () => {
      const before = await count('products');
      refused(await call('POST', '/api/products', seller, { storeId: store.id, name: `Toor${ch}Dal`, price: 170 }), 'Product name');
      refused(await call('POST', '/api/products', seller, { storeId: store.id, name: 'Toor Dal', description: `1 kg${ch}`, price: 170 }), 'Description');
      refused(await call('POST', '/api/products', seller, {
        storeId: store.id, name: 'Toor Dal', price: 170, variantType: 'Size', variants: [{ name: `1${ch}kg`, price: 170, quantity: 1 }],
      }), 'Variant name');
      expect(await count('products')).toBe(before);
    });

    it(`refuses a review comment with ${shown(ch)} from an eligible buyer, and writes none`, async () => {
      const buyer = await caller('buyer');
      delivered.add(`${buyer.id}:${store.id}`);
      refused(await call('POST', `/api/stores/${store.id}/reviews`, buyer, { rating: 5, comment: `Good rice${ch}` }), 'Comment');
      expect(await count('reviews')).toBe(0);
    });

    it(`refuses a broadcast with ${shown(ch)} in its title or description, and creates none`, async () => {
      refused(await call('POST', '/api/broadcasts', seller, { title: `Diwali${ch}offer` }), 'Title');
      refused(await call('POST', '/api/broadcasts', seller, { title: 'Diwali offer', description: `10% off${ch}` }), 'Description');
      expect(await count('broadcasts')).toBe(0);
    });
  });

  it('answers ids in the path that are not ids (NUL, words) as not found or invalid, never a 500', async () => {
    for (const bad of ['%00', 'not-an-id', `${store.id}%00`]) {
      expect((await get(`/api/stores/${bad}`)).status).toBe(404);
      expect((await get(`/api/products/${bad}`)).status).toBe(404);
      expect((await get(`/api/stores/${bad}/products`)).status).toBe(404);
      expect((await get(`/api/reviews/product/${bad}`)).status).toBe(404);
      expect((await get(`/api/cities/${bad}`)).status).toBe(404);
      expect(await get(`/api/broadcasts/${bad}`)).toMatchObject({ status: 400, body: { error: 'Invalid broadcast ID' } });
      expect((await call('DELETE', `/api/stores/${store.id}/categories/${bad}`, seller)).status).toBe(404);
    }
  });

  it('keeps line breaks and tabs in a multi-line description but not in a store name', async () => {
    const seller2 = await caller('seller');
    refused(await call('POST', '/api/stores', seller2, { name: 'Ramesh\nStores', city: 'Pune' }), 'Store name');
    const opened = await call('POST', '/api/stores', seller2, { name: 'Ramesh Stores', city: 'Pune', description: 'Open daily\r\n\tRing the bell' });
    expect(opened.status).toBe(201);
    expect((opened.body.data as Store).description).toBe('Open daily\n\tRing the bell');
  });

  it('refuses over-long search text and an e-mail longer than RFC 5321 allows', async () => {
    expect((await get(`/api/products/search?q=${'a'.repeat(101)}`)).status).toBe(400);
    const seller3 = await caller('seller');
    const email = `${'a'.repeat(250)}@x.in`;
    const reply = await call('POST', '/api/stores', seller3, { name: 'Long Mail Stores', city: 'Pune', email });
    expect(reply).toMatchObject({ status: 400, body: { error: 'Email must be at most 254 characters' } });
  });
});
