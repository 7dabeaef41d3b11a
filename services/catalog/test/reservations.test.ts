import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { sql } from 'kysely';
import { requestRpc, serveRpc } from '@haat/server-kit';
import type { EventEnvelope, Product, ReservationReply, ReserveStockReply, StoreOwnerReply } from '@haat/contracts';
import { createReservationExpiryHandler, createReservationSweep } from '../src/reservations/index.ts';
import { createListingCache } from '../src/products/listing-cache.ts';
import { confirmPlacedOrderReservations } from '../src/reservations/settle-reservation.ts';
import { addProduct, caller, openStore, startCatalogShop, type CatalogShop } from './helpers.ts';

const hh = (h: number) => String(h).padStart(2, '0');

describe('catalog: stock reservations for checkout (NATS request-reply)', () => {
  let { world, seller, store } = {} as CatalogShop; // filled in by beforeAll
  beforeAll(async () => void ({ world, seller, store } = await startCatalogShop({ name: 'Reservation Store', deliveryOptions: { localDeliveryFee: 30, freeShippingThreshold: 499 } })));
  afterAll(() => world.env.cleanup());

  const rpc = <R>(subject: string, payload: unknown) => requestRpc<R>(world.deps.nc, subject, payload);
  const reserve = (items: { productId: string; quantity: number; variant?: string | null }[], reservationId = randomUUID(), storeId = store.id) =>
    rpc<ReserveStockReply>(world.env.subjects.rpc.reserveStock, { reservationId, storeId, items });
  const release = (reservationId: string) => rpc<ReservationReply>(world.env.subjects.rpc.releaseReservation, { reservationId });
  const confirm = (reservationId: string) => rpc<ReservationReply>(world.env.subjects.rpc.confirmReservation, { reservationId });
  const stock = async (productId: string) => {
    const res = await world.app.request(`/api/products/${productId}`);
    const { data } = (await res.json()) as { data: Product };
    return { quantity: data.quantity, variants: Object.fromEntries(data.variants.map((v) => [v.name, v.quantity])) };
  };
  const reservationState = async (id: string) =>
    (await world.deps.db.selectFrom('reservations').select('state').where('id', '=', id).executeTakeFirst())?.state;
  const product = (name: string, quantity: number, extra: Partial<Parameters<typeof addProduct>[2]> = {}) =>
    addProduct(world.app, seller, { storeId: store.id, name, price: 100, discountPrice: 90, quantity, ...extra });

  it('reserving takes the stock, prices lines from the database (discount first) and snapshots the store', async () => {
    const atta = await product('Atta 5 kg', 10, { price: 285, discountPrice: 259.5 });
    const salt = await product('Salt', 4, { price: 28, discountPrice: null });
    const reply = await reserve([{ productId: atta.id, quantity: 2 }, { productId: salt.id, quantity: 1 }, { productId: atta.id, quantity: 1 }]);
    expect(reply.ok).toBe(true);
    if (!reply.ok) return;
    expect(reply.lines.find((l) => l.productId === atta.id)).toEqual({ productId: atta.id, variant: null, quantity: 3, name: 'Atta 5 kg', image: '', unitPricePaise: 25950, hsnCode: '', gstRate: 0, unit: 'pcs' });
    expect(reply.lines.find((l) => l.productId === salt.id)).toMatchObject({ quantity: 1, unitPricePaise: 2800 });
    expect(reply.store).toMatchObject({
      id: store.id, ownerId: seller.id, name: 'Reservation Store', isOpen: true, paymentOptions: ['Cash on Delivery'],
      deliveryOptions: { localDeliveryFee: 30, freeShippingThreshold: 499, estimatedLocalDeliveryTime: 'Same day' },
    });
    expect((await stock(atta.id)).quantity).toBe(7);
    expect((await stock(salt.id)).quantity).toBe(3);
  });

  it('the reply carries the tax facts of the sale: each line\'s HSN, GST rate and unit; the GSTIN, the store\'s state and the buyer\'s', async () => {
    const ghee = await product('Ghee 1 l', 10);
    const db = world.deps.db;
    await db.updateTable('products').set({ hsn_code: '0405', gst_rate: 12, unit: 'l' }).where('id', '=', ghee.id).execute();
    const at = (shippingCity?: string) => rpc<ReserveStockReply>(world.env.subjects.rpc.reserveStock, { reservationId: randomUUID(), storeId: store.id, items: [{ productId: ghee.id, quantity: 1 }], shippingCity });

    const plain = await at('pune');
    expect(plain.ok && plain.lines[0]).toMatchObject({ hsnCode: '0405', gstRate: 12, unit: 'l' });
    expect(plain.ok && plain.store).toMatchObject({ gstin: '', state: 'Maharashtra', placeOfSupply: 'Maharashtra' });

    await db.updateTable('stores').set({ gstin: '27AAPFU0939F1ZV' }).where('id', '=', store.id).execute();
    try {
      // The state comes from the GSTIN's code; the buyer's city by name or another name ('Bangalore').
      for (const city of ['Bengaluru', 'Bangalore']) {
        expect(await at(city)).toMatchObject({ store: { gstin: '27AAPFU0939F1ZV', state: 'Maharashtra', placeOfSupply: 'Karnataka' } });
      }
      // An unknown city, or none: the store's own state.
      for (const city of ['Nowhereville', undefined]) expect(await at(city)).toMatchObject({ store: { placeOfSupply: 'Maharashtra' } });
    } finally {
      await db.updateTable('stores').set({ gstin: '' }).where('id', '=', store.id).execute();
    }
  });

  it('a repeated reservationId returns the first reply and takes nothing more', async () => {
    const dal = await product('Moong Dal', 5);
    const id = randomUUID();
    const first = await reserve([{ productId: dal.id, quantity: 2 }], id);
    const repeat = await reserve([{ productId: dal.id, quantity: 2 }], id);
    expect(repeat).toEqual(first);
    expect((await stock(dal.id)).quantity).toBe(3);
    // No job per reservation: the expiry sweep settles it if it is ever left unconfirmed.
    expect(await world.deps.redis.exists(`${world.env.prefix}:bull:reservation-expiry:${id}`)).toBe(0);
  });

  it('more than the stock is refused with the spec\'s texts, and no line of the request keeps its stock', async () => {
    const butter = await product('Amul Butter 500 g', 3);
    const milk = await product('Amul Taaza Milk 1 L', 0);
    const bread = await product('Brown Bread', 10);
    expect(await reserve([{ productId: bread.id, quantity: 2 }, { productId: butter.id, quantity: 4 }]))
      .toEqual({ ok: false, status: 409, error: 'Only 3 units of Amul Butter 500 g are available.', message: 'Only 3 units of Amul Butter 500 g are available.' });
    expect(await reserve([{ productId: bread.id, quantity: 1 }, { productId: milk.id, quantity: 1 }]))
      .toEqual({ ok: false, status: 409, error: 'Amul Taaza Milk 1 L is currently out of stock.', message: 'Amul Taaza Milk 1 L is currently out of stock.' });
    expect(await reserve([{ productId: randomUUID(), quantity: 1 }])).toMatchObject({ ok: false, status: 404, error: 'Product not found' });
    expect((await stock(bread.id)).quantity).toBe(10);
    expect((await stock(butter.id)).quantity).toBe(3);
  });

  it('a product of another store, an unknown store and a closed store are refused', async () => {
    const otherSeller = await caller('seller');
    const otherStore = await openStore(world.app, otherSeller, { name: 'Other Store' });
    const foreign = await addProduct(world.app, otherSeller, { storeId: otherStore.id, name: 'Foreign', price: 5, quantity: 5 });
    expect(await reserve([{ productId: foreign.id, quantity: 1 }])).toMatchObject({ ok: false, status: 404, error: 'Product not found' });
    expect(await reserve([{ productId: foreign.id, quantity: 1 }], randomUUID(), randomUUID())).toMatchObject({ ok: false, status: 404, error: 'Store not found' });
    await world.deps.db.updateTable('stores').set({ is_open: false }).where('id', '=', otherStore.id).execute();
    expect(await reserve([{ productId: foreign.id, quantity: 1 }], randomUUID(), otherStore.id)).toMatchObject({
      ok: false, status: 409, error: 'This store is currently closed and is not accepting orders.',
    });
    expect((await stock(foreign.id)).quantity).toBe(5);
  });

  it('a store outside its business hours (India time) refuses checkout though its seller left it open', async () => {
    const nightSeller = await caller('seller');
    const nightStore = await openStore(world.app, nightSeller, { name: 'Night Store' });
    const item = await addProduct(world.app, nightSeller, { storeId: nightStore.id, name: 'Milk', price: 30, quantity: 5 });
    // A one-hour window twelve hours from now in Asia/Kolkata: certainly closed at this moment.
    const hour = (Number(new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata', hour: '2-digit', hourCycle: 'h23' }).format(new Date())) + 12) % 24;
    await world.deps.db.updateTable('stores').set({ business_hours: `${hh(hour)}:00-${hh((hour + 1) % 24)}:00` }).where('id', '=', nightStore.id).execute();
    expect(await reserve([{ productId: item.id, quantity: 1 }], randomUUID(), nightStore.id)).toMatchObject({
      ok: false, status: 409, error: 'This store is currently closed and is not accepting orders.',
    });
    expect((await stock(item.id)).quantity).toBe(5);
  });

  it('a variant line takes the variant\'s own stock at the variant\'s price', async () => {
    const rice = await product('Basmati Rice', 50, {
      variantType: 'Pack', variants: [{ name: '1 kg', price: 180, discountPrice: 165, quantity: 2 }, { name: '5 kg', price: 850, quantity: 1 }],
    });
    const reply = await reserve([{ productId: rice.id, variant: '1 kg', quantity: 2 }]);
    expect(reply).toMatchObject({ ok: true, lines: [{ variant: '1 kg', quantity: 2, unitPricePaise: 16500, name: 'Basmati Rice (1 kg)' }] });
    expect(await stock(rice.id)).toEqual({ quantity: 50, variants: { '1 kg': 0, '5 kg': 1 } });
    expect(await reserve([{ productId: rice.id, variant: '1 kg', quantity: 1 }])).toMatchObject({ status: 409, error: 'Basmati Rice (1 kg) is currently out of stock.' });
  });

  it('plain and variant lines of one checkout each take their own row; a short line gives every line back; a release returns them all', async () => {
    const dal = await product('Toor Dal', 10);
    const rice = await product('Kolam Rice', 50, {
      variantType: 'Pack', variants: [{ name: '1 kg', price: 70, discountPrice: 65, quantity: 4 }, { name: '5 kg', price: 330, quantity: 2 }],
    });
    const items = [{ productId: rice.id, variant: '5 kg', quantity: 1 }, { productId: dal.id, quantity: 3 }, { productId: rice.id, variant: '1 kg', quantity: 2 }];
    const id = randomUUID();
    const reply = await reserve(items, id);
    expect(reply.ok).toBe(true);
    if (!reply.ok) return;
    // Merged order (product id, then variant), each line priced from its own row.
    const expected = [
      { productId: dal.id, variant: null, quantity: 3, name: 'Toor Dal', unitPricePaise: 9000 },
      { productId: rice.id, variant: '1 kg', quantity: 2, name: 'Kolam Rice (1 kg)', unitPricePaise: 6500 },
      { productId: rice.id, variant: '5 kg', quantity: 1, name: 'Kolam Rice (5 kg)', unitPricePaise: 33000 },
    ].toSorted((a, b) => (a.productId < b.productId ? -1 : a.productId > b.productId ? 1 : 0));
    expect(reply.lines).toMatchObject(expected);
    const recorded = await world.deps.db.selectFrom('reservation_lines').select(['line_no', 'product_id', 'variant', 'quantity', 'unit_price_paise'])
      .where('reservation_id', '=', id).orderBy('line_no').execute();
    expect(recorded).toEqual(expected.map((line, i) => ({ line_no: i + 1, product_id: line.productId, variant: line.variant, quantity: line.quantity, unit_price_paise: line.unitPricePaise })));
    expect(await stock(dal.id)).toEqual({ quantity: 7, variants: {} });
    expect(await stock(rice.id)).toEqual({ quantity: 50, variants: { '1 kg': 2, '5 kg': 1 } });

    expect(await reserve([{ productId: dal.id, quantity: 1 }, { productId: rice.id, variant: '5 kg', quantity: 2 }, { productId: rice.id, variant: '1 kg', quantity: 1 }]))
      .toMatchObject({ ok: false, status: 409, error: 'Only 1 unit of Kolam Rice (5 kg) is available.' });
    expect(await stock(dal.id)).toEqual({ quantity: 7, variants: {} });
    expect(await stock(rice.id)).toEqual({ quantity: 50, variants: { '1 kg': 2, '5 kg': 1 } });

    expect(await release(id)).toEqual({ ok: true, state: 'released' });
    expect(await stock(dal.id)).toEqual({ quantity: 10, variants: {} });
    expect(await stock(rice.id)).toEqual({ quantity: 50, variants: { '1 kg': 4, '5 kg': 2 } });
  });

  it('20 checkouts racing for the last 5 units: exactly 5 succeed and stock ends at exactly 0', async () => {
    const mango = await product('Alphonso Mangoes', 5);
    const replies = await Promise.all(Array.from({ length: 20 }, () => reserve([{ productId: mango.id, quantity: 1 }])));
    expect(replies.filter((r) => r.ok)).toHaveLength(5);
    expect(replies.filter((r) => !r.ok).every((r) => !r.ok && r.status === 409)).toBe(true);
    expect((await stock(mango.id)).quantity).toBe(0);
  });

  it('releasing gives the stock back once; a confirmed reservation cannot be released', async () => {
    const tea = await product('Tata Tea Gold', 6);
    const id = randomUUID();
    await reserve([{ productId: tea.id, quantity: 4 }], id);
    expect(await release(id)).toEqual({ ok: true, state: 'released' });
    expect(await release(id)).toEqual({ ok: true, state: 'released' });
    expect((await stock(tea.id)).quantity).toBe(6);
    expect(await confirm(id)).toMatchObject({ ok: false, status: 409 });

    const sold = randomUUID();
    await reserve([{ productId: tea.id, quantity: 1 }], sold);
    expect(await confirm(sold)).toEqual({ ok: true, state: 'confirmed' });
    expect(await confirm(sold)).toEqual({ ok: true, state: 'confirmed' });
    expect(await release(sold)).toMatchObject({ ok: false, status: 409 });
    expect((await stock(tea.id)).quantity).toBe(5);
    expect(await confirm(randomUUID())).toEqual({ ok: true, state: 'unknown' });
  });

  it('releasing an unknown id leaves a tombstone: a late reserve with that id is refused and takes nothing', async () => {
    const coffee = await product('Bru Coffee', 9);
    const id = randomUUID();
    expect(await release(id)).toEqual({ ok: true, state: 'released' });
    expect(await reserve([{ productId: coffee.id, quantity: 2 }], id)).toMatchObject({ ok: false, status: 409 });
    expect((await stock(coffee.id)).quantity).toBe(9);
  });

  it('the expiry handler releases a reservation with no order, confirms one with an order, and retries when order is silent', async () => {
    const bhujia = await product('Haldiram Bhujia', 8);
    const listings = createListingCache(world.deps.redis, { prefix: world.env.prefix, logger: world.deps.logger });
    const expire = createReservationExpiryHandler({ db: world.deps.db, nc: world.deps.nc, subjects: world.env.subjects, logger: world.deps.logger, listings });
    const abandoned = randomUUID();
    const ordered = randomUUID();
    await reserve([{ productId: bhujia.id, quantity: 3 }], abandoned);
    await reserve([{ productId: bhujia.id, quantity: 2 }], ordered);
    expect((await stock(bhujia.id)).quantity).toBe(3);

    // Nobody answers for the order service: the job must fail (and be retried), changing nothing.
    await expect(expire(abandoned)).rejects.toMatchObject({ status: 503 });
    expect(await reservationState(abandoned)).toBe('reserved');

    const orderService = serveRpc(world.deps.nc, {
      subject: world.env.subjects.rpc.reservationStatus, queue: 'order', logger: world.deps.logger,
      schema: z.object({ reservationId: z.string() }),
      handle: async ({ reservationId }) => ({ ok: true, orderExists: reservationId === ordered }),
    });
    try {
      expect(await expire(abandoned)).toBe('released');
      expect(await expire(ordered)).toBe('confirmed');
      expect(await expire(abandoned)).toBe('settled-before');
    } finally {
      orderService.unsubscribe();
    }
    expect(await reservationState(abandoned)).toBe('released');
    expect(await reservationState(ordered)).toBe('confirmed');
    expect((await stock(bhujia.id)).quantity).toBe(6);
  });

  it('the sweep settles only reservations past their expiry, and leaves one the order service cannot tell about for the next sweep', async () => {
    const poha = await product('Poha 1 kg', 9);
    const listings = createListingCache(world.deps.redis, { prefix: world.env.prefix, logger: world.deps.logger });
    const sweep = createReservationSweep({ db: world.deps.db, nc: world.deps.nc, subjects: world.env.subjects, logger: world.deps.logger, listings });
    const [overdue, ordered, current] = [randomUUID(), randomUUID(), randomUUID()];
    for (const id of [overdue, ordered, current]) await reserve([{ productId: poha.id, quantity: 2 }], id);
    await world.deps.db.updateTable('reservations').set({ expires_at: sql<Date>`now() - interval '1 second'` }).where('id', 'in', [overdue, ordered]).execute();

    // Nobody answers for the order service: nothing is settled, nothing fails.
    await sweep();
    expect([await reservationState(overdue), await reservationState(ordered)]).toEqual(['reserved', 'reserved']);

    const orderService = serveRpc(world.deps.nc, {
      subject: world.env.subjects.rpc.reservationStatus, queue: 'order', logger: world.deps.logger,
      schema: z.object({ reservationId: z.string() }),
      handle: async ({ reservationId }) => ({ ok: true, orderExists: reservationId === ordered }),
    });
    try {
      await sweep();
    } finally {
      orderService.unsubscribe();
    }
    expect([await reservationState(overdue), await reservationState(ordered), await reservationState(current)]).toEqual(['released', 'confirmed', 'reserved']);
    expect((await stock(poha.id)).quantity).toBe(5);
  });

  it('the cached store listing follows every stock change: a new product, a reservation, its release', async () => {
    const listed = async (productId: string) => {
      const res = await world.app.request(`/api/stores/${store.id}/products?page=1&limit=50`);
      const { data } = (await res.json()) as { data: Product[] };
      return data.find((p) => p.id === productId)?.quantity;
    };
    const jaggery = await product('Jaggery 1 kg', 7);
    expect(await listed(jaggery.id)).toBe(7); // the product created after earlier listings shows up
    expect(await listed(jaggery.id)).toBe(7); // now answered from the cache
    const id = randomUUID();
    await reserve([{ productId: jaggery.id, quantity: 5 }], id);
    expect(await listed(jaggery.id)).toBe(2);
    await release(id);
    expect(await listed(jaggery.id)).toBe(7);
    await sleep(100); // the cache is filled after the reply
    const cached = await world.deps.redis.hkeys(`${world.env.prefix}:catalog:listing:${store.id}`);
    expect(cached).toContain('1:50:');
  });

  it('an order.created event confirms its reservation (the durable path), once', async () => {
    const ghee = await product('Ghee 1 L', 4);
    const id = randomUUID();
    await reserve([{ productId: ghee.id, quantity: 1 }], id);
    const event: EventEnvelope<'order.created'> = {
      id: randomUUID(), type: 'order.created', occurredAt: new Date().toISOString(),
      payload: { orderId: randomUUID(), reservationId: id, userId: randomUUID(), storeId: store.id, storeName: store.name, storeOwnerId: seller.id, totalPrice: 90, paymentMethod: 'Cash on Delivery', createdAt: new Date().toISOString() },
    };
    await world.deps.js.publish(world.env.subjects.event('order.created'), JSON.stringify(event), { msgID: event.id });
    for (let i = 0; i < 100 && (await reservationState(id)) !== 'confirmed'; i++) await sleep(50);
    expect(await reservationState(id)).toBe('confirmed');
    expect(await release(id)).toMatchObject({ ok: false, status: 409 });
  });

  it('order.created events that arrive together confirm their reservations in one statement, and say which were released or unknown', async () => {
    const tea = await product('Tea 250 g', 10);
    const [first, second, released, unknown] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    for (const id of [first, second, released]) await reserve([{ productId: tea.id, quantity: 1 }], id);
    await release(released);
    const outcomes = await confirmPlacedOrderReservations(world.deps.db, [second, released, first, unknown, first]);
    expect(Object.fromEntries(outcomes)).toEqual({ [first]: 'confirmed', [second]: 'confirmed', [released]: 'released', [unknown]: 'unknown' });
    expect([await reservationState(first), await reservationState(second), await reservationState(released)]).toEqual(['confirmed', 'confirmed', 'released']);
    // Again, as a redelivered batch: nothing changes.
    expect(Object.fromEntries(await confirmPlacedOrderReservations(world.deps.db, [first, second]))).toEqual({ [first]: 'confirmed', [second]: 'confirmed' });
  });

  it('tells the order service who owns a store', async () => {
    expect(await rpc<StoreOwnerReply>(world.env.subjects.rpc.storeOwner, { storeId: store.id })).toEqual({ ok: true, ownerId: seller.id, name: 'Reservation Store' });
    expect(await rpc<StoreOwnerReply>(world.env.subjects.rpc.storeOwner, { storeId: randomUUID() })).toMatchObject({ ok: false, status: 404, error: 'Store not found' });
  });
});
