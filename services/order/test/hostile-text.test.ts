import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notAllowedCharactersText, type Order, type Product } from '@haat/contracts';
import { addProduct, caller, orderBody, request, shippingAddress, startShopWorld, type Caller, type ShopWorld } from './helpers.ts';

type Reply = { status: number; body: { success: boolean; error?: string; message?: string; data?: unknown } };

/** A 400 that names the field whose text holds a character that is not allowed. */
function refused(reply: Reply, label: string) {
  expect(reply.status).toBe(400);
  expect(reply.body).toMatchObject({ success: false, error: notAllowedCharactersText(label) });
}

/**
 * Text with NUL (which Postgres refuses, once a 500) or another control character is refused with
 * 400 before anything is written: the checkout's shipping address, cart variants, return reasons
 * and the seller's answer, and a store's reason for blocking a customer.
 */
describe('order: text with control characters', () => {
  let { world, seller, store } = {} as ShopWorld; // filled in by beforeAll
  let product: Product;

  beforeAll(async () => {
    ({ world, seller, store } = await startShopWorld({ name: 'Hostile Text Store' }));
    product = await addProduct(world.catalog!, seller, { storeId: store.id, name: 'Poha 1 kg', price: 60, quantity: 100 });
  });
  afterAll(() => world.env.cleanup());

  const call = async (method: string, path: string, who: Caller, body?: unknown): Promise<Reply> => {
    const res = await world.order.request(path, request(method, body, who));
    return { status: res.status, body: (await res.json()) as Reply['body'] };
  };
  const rows = async (table: 'orders' | 'store_bans' | 'cart_lines') =>
    Number((await world.orderDeps.db.selectFrom(table).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);
  const place = (buyer: Caller, address: Record<string, string> = shippingAddress) =>
    call('POST', '/api/orders', buyer, orderBody(store.id, [{ productId: product.id, quantity: 1 }], { shippingAddress: address as typeof shippingAddress }));
  const stock = async () => ((await (await world.catalog!.request(`/api/products/${product.id}`)).json()) as { data: Product }).data.quantity;

  describe.each(['\u0000', '\u0001'])('with %j', (ch) => {
    it('refuses a checkout whose shipping name, address or city holds it: no order, no stock taken', async () => {
      const buyer = await caller('buyer');
      const [ordersBefore, stockBefore] = [await rows('orders'), await stock()];
      refused(await place(buyer, { ...shippingAddress, name: `Asha${ch}` }), 'Name');
      refused(await place(buyer, { ...shippingAddress, address: `Flat 3${ch}Karve Road` }), 'Address');
      refused(await place(buyer, { ...shippingAddress, city: `Pu${ch}ne` }), 'City');
      expect(await rows('orders')).toBe(ordersBefore);
      expect(await stock()).toBe(stockBefore);
    });

    it('refuses a cart line whose variant holds it, and adds nothing', async () => {
      const buyer = await caller('buyer');
      refused(await call('POST', '/api/cart/item', buyer, { productId: product.id, storeId: store.id, variant: `1${ch}kg` }), 'Variant');
      expect(await rows('cart_lines')).toBe(0);
    });

    it('refuses a return reason or a seller\'s response that holds it, and leaves the return as it was', async () => {
      const buyer = await caller('buyer');
      const placed = await place(buyer);
      expect(placed.status).toBe(201);
      const order = placed.body.data as Order;
      expect((await call('PUT', `/api/orders/${order.id}/status`, seller, { status: 'Delivered' })).status).toBe(200);

      refused(await call('POST', `/api/orders/${order.id}/request-return`, buyer, { reason: `Torn${ch}bag` }), 'Reason');
      expect(((await call('GET', `/api/orders/${order.id}`, buyer)).body.data as Order).returnRequest.isRequested).toBe(false);

      expect((await call('POST', `/api/orders/${order.id}/request-return`, buyer, { reason: 'Torn bag' })).status).toBe(200);
      refused(await call('PUT', `/api/orders/${order.id}/process-return`, seller, { decision: 'Rejected', response: `Opened${ch}` }), 'Response');
      expect(((await call('GET', `/api/orders/${order.id}`, buyer)).body.data as Order).returnRequest).toMatchObject({ status: 'Pending', sellerResponse: null });
    });

    it('refuses a customer block whose reason holds it, and a ban check of such a phone; blocks nobody', async () => {
      refused(await call('POST', `/api/stores/${store.id}/ban-customer`, seller, { phone: '9800010001', banReason: `Refused${ch}deliveries` }), 'Reason');
      refused(await call('GET', `/api/stores/banned-check?phone=98000${encodeURIComponent(ch)}10001`, await caller('buyer')), 'Phone');
      expect(await rows('store_bans')).toBe(0);
    });
  });

  it('answers order and cart ids in the path that are not ids (NUL, words) as not found, never a 500', async () => {
    const buyer = await caller('buyer');
    for (const bad of ['%00', 'not-an-id']) {
      expect((await call('GET', `/api/orders/${bad}`, buyer)).status).toBe(404);
      expect((await call('PUT', `/api/orders/${bad}/status`, seller, { status: 'Confirmed' })).status).toBe(404);
      expect((await call('POST', `/api/orders/${bad}/request-return`, buyer, { reason: 'Torn bag' })).status).toBe(404);
      expect((await call('PATCH', `/api/cart/item/${bad}`, buyer, { quantity: 1 })).status).toBe(404);
      expect((await call('DELETE', `/api/cart/item/${bad}`, buyer)).status).toBe(404);
    }
  });

  it('keeps line breaks in a return reason and a shipping address, not in the shipping name', async () => {
    const buyer = await caller('buyer');
    refused(await place(buyer, { ...shippingAddress, name: 'Asha\nBuyer' }), 'Name');
    const placed = await place(buyer, { ...shippingAddress, address: 'Flat 3\r\nKarve Road' });
    expect(placed.status).toBe(201);
    const order = placed.body.data as Order;
    expect(order.shippingAddress.address).toBe('Flat 3\nKarve Road');
    await call('PUT', `/api/orders/${order.id}/status`, seller, { status: 'Delivered' });
    const returned = await call('POST', `/api/orders/${order.id}/request-return`, buyer, { reason: 'Torn bag\n\tand wet' });
    expect((returned.body.data as Order).returnRequest.reason).toBe('Torn bag\n\tand wet');
  });
});
