import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestRpc } from '@haat/server-kit';
import { MAX_CART_PRODUCTS_REQUEST, type CartProduct, type CartProductsReply, type ReserveStockReply } from '@haat/contracts';
import { cartProducts } from '../src/products/cart-products-rpc.ts';
import { addProduct, caller, openStore, request, startCatalogShop, type CatalogShop } from './helpers.ts';

describe('catalog: cartProducts (the order service\'s cart asks over request-reply)', () => {
  let { world, seller, store } = {} as CatalogShop; // filled in by beforeAll
  beforeAll(async () => void ({ world, seller, store } = await startCatalogShop({ name: 'Cart Source' })));
  afterAll(() => world.env.cleanup());

  const ask = (payload: unknown) => requestRpc<CartProductsReply>(world.deps.nc, world.env.subjects.rpc.cartProducts, payload);
  const productsOf = async (productIds: string[]): Promise<CartProduct[]> => {
    const reply = await ask({ productIds });
    if (!reply.ok) throw new Error(`refused: ${reply.error}`);
    return reply.products;
  };

  it('current name, prices in rupees, stock, variants and store of each known product; unknown ids are absent', async () => {
    const ghee = await addProduct(world.app, seller, {
      storeId: store.id, name: 'Desi Ghee', price: 650.5, discountPrice: 620.25, quantity: 3, image: '/api/images/ghee.webp', variantType: 'Size',
      variants: [{ name: '500 ml', price: 340, quantity: 2 }, { name: '1 l', price: 650, discountPrice: 620, quantity: 0 }],
    });
    const salt = await addProduct(world.app, seller, { storeId: store.id, name: 'Salt', price: 28, quantity: 0 });
    const products = await productsOf([ghee.id, randomUUID(), salt.id, ghee.id]);
    expect(products.toSorted((a, b) => a.name.localeCompare(b.name))).toEqual([
      {
        id: ghee.id, storeId: store.id, storeName: 'Cart Source', name: 'Desi Ghee', image: '/api/images/ghee.webp',
        price: 650.5, discountPrice: 620.25, quantity: 3, variantType: 'Size',
        variants: [{ name: '500 ml', price: 340, discountPrice: null, quantity: 2 }, { name: '1 l', price: 650, discountPrice: 620, quantity: 0 }],
        isActive: true, storeIsOpen: true,
      },
      {
        id: salt.id, storeId: store.id, storeName: 'Cart Source', name: 'Salt', image: '', price: 28, discountPrice: null, quantity: 0,
        variantType: '', variants: [], isActive: true, storeIsOpen: true,
      },
    ]);
    expect(await productsOf([randomUUID()])).toEqual([]);
  });

  it('stock is what checkout can still reserve: units held by a reservation are not offered', async () => {
    const atta = await addProduct(world.app, seller, { storeId: store.id, name: 'Atta', price: 285, quantity: 10, variants: [{ name: '10 kg', price: 500, quantity: 4 }] });
    const reply = await requestRpc<ReserveStockReply>(world.deps.nc, world.env.subjects.rpc.reserveStock, {
      reservationId: randomUUID(), storeId: store.id, items: [{ productId: atta.id, quantity: 3 }, { productId: atta.id, variant: '10 kg', quantity: 1 }],
    });
    expect(reply.ok).toBe(true);
    const [product] = await productsOf([atta.id]);
    expect(product).toMatchObject({ quantity: 7, variants: [{ name: '10 kg', quantity: 3 }] });
  });

  it('says when the store is closed or off the marketplace', async () => {
    const owner = await caller('seller');
    const shop = await openStore(world.app, owner, { name: 'Sometimes Open' });
    const milk = await addProduct(world.app, owner, { storeId: shop.id, name: 'Milk', price: 30, quantity: 5 });
    expect((await world.app.request(`/api/stores/${shop.id}/status`, request('PATCH', { isOpen: false }, owner))).status).toBe(200);
    expect(await productsOf([milk.id])).toMatchObject([{ isActive: true, storeIsOpen: false }]);
    await world.deps.db.updateTable('stores').set({ is_open: true, is_active: false }).where('id', '=', shop.id).execute();
    expect(await productsOf([milk.id])).toMatchObject([{ isActive: false, storeIsOpen: false }]);
  });

  it('business hours close the store too (checked in India\'s time)', async () => {
    const owner = await caller('seller');
    const shop = await openStore(world.app, owner, { name: 'Day Shop' });
    const bread = await addProduct(world.app, owner, { storeId: shop.id, name: 'Bread', price: 40, quantity: 5 });
    await world.deps.db.updateTable('stores').set({ business_hours: '09:00-18:00' }).where('id', '=', shop.id).execute();
    const at = (iso: string) => cartProducts(world.deps.db as Parameters<typeof cartProducts>[0], [bread.id], new Date(iso));
    expect((await at('2026-11-23T06:00:00Z'))[0]?.storeIsOpen).toBe(true); // 11:30 in Kolkata
    expect((await at('2026-11-23T15:00:00Z'))[0]?.storeIsOpen).toBe(false); // 20:30 in Kolkata
  });

  it('a bad request is refused with 400 and says why', async () => {
    for (const payload of [{}, { productIds: [] }, { productIds: ['nope'] }, { productIds: Array.from({ length: MAX_CART_PRODUCTS_REQUEST + 1 }, () => randomUUID()) }]) {
      const reply = await ask(payload);
      expect(reply).toMatchObject({ ok: false, status: 400 });
    }
  });
});
