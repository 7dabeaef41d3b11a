import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestRpc } from '@haat/server-kit';
import type { CreateProductBody, PageInfo, ProductWithStore, ReservationReply, ReserveStockReply, Store } from '@haat/contracts';
import { addProduct, caller, openStore, request, startCatalog, type Caller, type CatalogWorld } from './helpers.ts';

type SearchPage = { success: boolean; data: ProductWithStore[] } & PageInfo;
type ProductList = { success: boolean; sort: string; data: ProductWithStore[] };

describe('catalog: product search and cross-store lists', () => {
  let world: CatalogWorld;
  let puneSeller: Caller;
  let pune: Store;
  let mumbai: Store;
  let closed: Store;
  const ids: Record<string, string> = {};

  const add = async (seller: Caller, store: Store, body: Omit<CreateProductBody, 'storeId'>) => {
    const product = await addProduct(world.app, seller, { storeId: store.id, ...body });
    ids[body.name] = product.id;
    return product;
  };

  beforeAll(async () => {
    world = await startCatalog();
    puneSeller = await caller('seller');
    pune = await openStore(world.app, puneSeller, { name: 'Sharma Kirana', city: 'Pune' });
    const mumbaiSeller = await caller('seller');
    mumbai = await openStore(world.app, mumbaiSeller, { name: 'Bombay Provisions', city: 'Mumbai' });
    const closedSeller = await caller('seller');
    closed = await openStore(world.app, closedSeller, { name: 'Gone Store', city: 'Pune' });

    await add(puneSeller, pune, { name: 'India Gate Basmati Rice 1 kg', category: 'Staples', price: 180, quantity: 20 });
    await add(puneSeller, pune, { name: 'Aashirvaad Whole Wheat Atta 5 kg', category: 'Staples', price: 285, quantity: 10 });
    await add(puneSeller, pune, { name: 'Toor Dal 1 kg', category: 'Pulses', price: 170, quantity: 10 });
    await add(puneSeller, pune, { name: 'Amul Pure Ghee 1 L', category: 'Dairy', price: 650, quantity: 5 });
    await add(puneSeller, pune, { name: 'Poha 500 g', category: 'Breakfast', description: 'Flattened rice flakes for kanda poha', price: 45, quantity: 8 });
    await add(puneSeller, pune, { name: 'Kashmiri Red Chilli Powder', category: 'Spices', price: 90, quantity: 0 });
    await add(mumbaiSeller, mumbai, { name: 'Sona Masoori Chawal 5 kg', category: 'Staples', price: 420, quantity: 9 });
    await add(mumbaiSeller, mumbai, { name: 'Basmati Rice Premium 5 kg', category: 'Staples', price: 900, quantity: 4 });
    await add(closedSeller, closed, { name: 'Basmati Rice Hidden', category: 'Staples', price: 100, quantity: 4 });
    await world.deps.db.updateTable('stores').set({ is_active: false }).where('id', '=', closed.id).execute();
  });
  afterAll(() => world.env.cleanup());

  const search = async (query: string) => {
    const res = await world.app.request(`/api/products/search?${query}`);
    return { status: res.status, body: (await res.json()) as SearchPage };
  };
  const names = async (query: string) => (await search(query)).body.data.map((p) => p.name);
  const storePage = async (query: string) => ((await (await world.app.request(`/api/stores/${pune.id}/products?${query}`)).json()) as SearchPage).data.map((p) => p.name);
  const list = async (query: string) => {
    const res = await world.app.request(`/api/products${query}`);
    return { status: res.status, body: (await res.json()) as ProductList };
  };
  const sell = async (productId: string, quantity: number, { confirm }: { confirm: boolean }) => {
    const reservationId = randomUUID();
    const store = (await world.deps.db.selectFrom('products').select('store_id').where('id', '=', productId).executeTakeFirstOrThrow()).store_id;
    const reply = await requestRpc<ReserveStockReply>(world.deps.nc, world.env.subjects.rpc.reserveStock, { reservationId, storeId: store, items: [{ productId, quantity }] });
    expect(reply.ok).toBe(true);
    if (confirm) expect(await requestRpc<ReservationReply>(world.deps.nc, world.env.subjects.rpc.confirmReservation, { reservationId })).toMatchObject({ ok: true });
  };
  const rate = (name: string, rating: number, reviewCount: number) =>
    world.deps.db.updateTable('products').set({ rating, review_count: reviewCount }).where('id', '=', ids[name]!).execute();

  it('finds products by any word of name, category or description, best match first, with their store', async () => {
    const { status, body } = await search('q=basmati+rice');
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, totalCount: 2, currentPage: 1, totalPages: 1, hasNextPage: false });
    expect(body.data.map((p) => p.name).toSorted()).toEqual(['Basmati Rice Premium 5 kg', 'India Gate Basmati Rice 1 kg']);
    expect(body.data.find((p) => p.storeId === pune.id)).toMatchObject({
      _id: ids['India Gate Basmati Rice 1 kg'], price: 180, quantity: 20, variants: [],
      store: { _id: pune.id, id: pune.id, name: 'Sharma Kirana', city: 'Pune', isOpen: true },
    });
    // The word as typed in the name ranks first, then in the description, then a synonym (chawal).
    const rice = await names('q=rice');
    expect(rice.slice(0, 2).toSorted()).toEqual(['Basmati Rice Premium 5 kg', 'India Gate Basmati Rice 1 kg']);
    expect(rice.slice(2)).toEqual(['Poha 500 g', 'Sona Masoori Chawal 5 kg']);
    // Prefixes match while typing.
    expect(await names('q=basm')).toHaveLength(2);
  });

  it('forgives typos and doubled letters: basmatti and basmito find basmati', async () => {
    expect(await names('q=basmatti&city=Pune')).toEqual(['India Gate Basmati Rice 1 kg']);
    expect(await names('q=basmito&city=Pune')).toEqual(['India Gate Basmati Rice 1 kg']);
    expect(await names('q=kashmri')).toEqual(['Kashmiri Red Chilli Powder']);
  });

  it('treats Hindi transliterations alike: aata/atta, daal/dal, ghi/ghee, chaval/chawal, and chawal finds rice', async () => {
    expect(await names('q=aata')).toEqual(['Aashirvaad Whole Wheat Atta 5 kg']);
    expect(await names('q=toor+daal')).toEqual(['Toor Dal 1 kg']);
    expect(await names('q=tur+dal')).toEqual(['Toor Dal 1 kg']);
    expect(await names('q=ghi')).toEqual(['Amul Pure Ghee 1 L']);
    expect(await names('q=chaval&city=Mumbai')).toEqual(['Sona Masoori Chawal 5 kg', 'Basmati Rice Premium 5 kg']);
    expect(await names('q=mirchi')).toEqual(['Kashmiri Red Chilli Powder']);
  });

  it('filters by city and category, never shows inactive stores, and pages in a stable order', async () => {
    // chawal is rice (synonyms), below the product that says rice in its name.
    expect(await names('q=rice&city=mumbai')).toEqual(['Basmati Rice Premium 5 kg', 'Sona Masoori Chawal 5 kg']);
    expect(await names('q=rice&city=All+Cities')).toHaveLength(4);
    expect(await names('q=rice&category=breakfast')).toEqual(['Poha 500 g']);
    expect(await names('q=hidden')).toEqual([]);
    const all = await names('q=rice');
    const first = await search('q=rice&limit=3');
    const second = await search('q=rice&limit=3&page=2');
    expect(first.body).toMatchObject({ totalCount: 4, totalPages: 2, hasNextPage: true });
    expect(second.body).toMatchObject({ totalCount: 4, currentPage: 2, hasNextPage: false });
    expect([...first.body.data, ...second.body.data].map((p) => p.name)).toEqual(all);
  });

  it('refuses a missing query or a bad page size with 400 naming the field', async () => {
    expect((await search('')).body).toMatchObject({ success: false, error: 'Search text is required' });
    expect((await search('q=%20%20')).status).toBe(400);
    expect((await search('q=rice&limit=101')).status).toBe(400);
    expect((await search('q=rice&page=0')).status).toBe(400);
    // Text that is only punctuation or stop words matches nothing rather than failing.
    expect((await search("q=%27%22%26%7C!():*")).body).toMatchObject({ success: true, data: [], totalCount: 0 });
    expect((await search('q=the')).body.totalCount).toBe(0);
  });

  it('follows edits at once: a renamed product is found by its new name, also with a typo', async () => {
    const res = await world.app.request(`/api/products/${ids['Poha 500 g']}`, request('PUT', { name: 'Nagpur Santra Barfi', description: 'Orange fudge' }, puneSeller));
    expect(res.status).toBe(200);
    expect(await names('q=santra')).toEqual(['Nagpur Santra Barfi']);
    expect(await names('q=barfee')).toEqual(['Nagpur Santra Barfi']);
    expect(await names('q=poha')).toEqual([]);
  });

  it('the store page search box matches the same spellings as well as name substrings', async () => {
    expect(await storePage('search=aata')).toEqual(['Aashirvaad Whole Wheat Atta 5 kg']);
    expect(await storePage('search=ghi')).toEqual(['Amul Pure Ghee 1 L']);
    expect(await storePage('search=eat+A')).toEqual(['Aashirvaad Whole Wheat Atta 5 kg']); // substring
    expect(await storePage('search=basmatti&category=staples')).toEqual(['India Gate Basmati Rice 1 kg']);
  });

  describe('GET /api/products?sort=', () => {
    beforeAll(async () => {
      // Enough products for the default sizes to show.
      for (let i = 1; i <= 12; i++) await add(puneSeller, pune, { name: `Filler ${i}`, category: 'Misc', price: 10, quantity: 5 });
      await rate('Amul Pure Ghee 1 L', 4.8, 20);
      await rate('Toor Dal 1 kg', 4.2, 50);
      await rate('Kashmiri Red Chilli Powder', 5, 3); // out of stock: never featured
    });

    it('defaults: featured 8, popular 10, trending 6; ?featured=true is the featured list', async () => {
      for (const [query, sort, size] of [['', 'featured', 8], ['?sort=featured', 'featured', 8], ['?featured=true', 'featured', 8], ['?sort=popular', 'popular', 10], ['?sort=trending', 'trending', 6], ['?sort=newest', 'newest', 20]] as const) {
        const { status, body } = await list(query);
        expect(status, query).toBe(200);
        expect(body.sort).toBe(sort);
        expect(body.data.length, query).toBe(Math.min(size, 22));
      }
      expect((await list('?sort=popular&limit=3')).body.data).toHaveLength(3);
      expect((await list('?sort=cheapest')).status).toBe(400);
      expect((await list('?limit=51')).status).toBe(400);
    });

    it('featured: best rated products in stock, then most reviewed, newest', async () => {
      const { body } = await list('?sort=featured&limit=3');
      expect(body.data.map((p) => p.name)).toEqual(['Amul Pure Ghee 1 L', 'Toor Dal 1 kg', 'Filler 12']);
      expect(body.data[0]).toMatchObject({ rating: 4.8, reviewCount: 20, store: { name: 'Sharma Kirana', city: 'Pune' } });
      expect((await list('?sort=featured&city=Mumbai&limit=50')).body.data.map((p) => p.store.city)).toEqual(['Mumbai', 'Mumbai']);
      expect((await list('?sort=featured&category=pulses')).body.data.map((p) => p.name)).toEqual(['Toor Dal 1 kg']);
    });

    it('popular: units sold in placed orders over 30 days, then most reviewed; trending: units ordered over 3 days, then newest', async () => {
      await sell(ids['Sona Masoori Chawal 5 kg']!, 3, { confirm: true });
      await sell(ids['Aashirvaad Whole Wheat Atta 5 kg']!, 5, { confirm: true });
      await sell(ids['Basmati Rice Premium 5 kg']!, 4, { confirm: false }); // held, not yet an order
      const popular = (await list('?sort=popular&limit=4')).body.data.map((p) => p.name);
      expect(popular).toEqual(['Aashirvaad Whole Wheat Atta 5 kg', 'Sona Masoori Chawal 5 kg', 'Toor Dal 1 kg', 'Amul Pure Ghee 1 L']);
      const trending = (await list('?sort=trending&limit=4')).body.data.map((p) => p.name);
      expect(trending).toEqual(['Aashirvaad Whole Wheat Atta 5 kg', 'Basmati Rice Premium 5 kg', 'Sona Masoori Chawal 5 kg', 'Filler 12']);
      expect((await list('?sort=popular&city=Mumbai&limit=1')).body.data.map((p) => p.name)).toEqual(['Sona Masoori Chawal 5 kg']);
    });
  });
});
