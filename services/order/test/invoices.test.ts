import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { financialYearOf, invoiceSerial, type Invoice, type Order, type Product, type Store } from '@haat/contracts';
import { grantCoins } from '../src/coins/index.ts';
import { issueInvoice } from '../src/invoices/invoice-repository.ts';
import { addProduct, caller, openStore, orderBody, request, shippingAddress, startOrderWorld, type Caller, type OrderWorld } from './helpers.ts';

const GSTIN_MAHARASHTRA = '27AAPFU0939F1ZV';

describe('order: invoices (GET /api/orders/:id/invoice)', () => {
  let world: OrderWorld;
  let seller: Caller;
  let buyer: Caller;
  let gstStore: Store;
  let plainStore: Store;
  let plainSeller: Caller;
  let biscuits: Product; // 18 %, HSN 1905, pcs
  let rice: Product; // 5 %, HSN 1006, kg
  let plainProduct: Product;
  const fy = financialYearOf(new Date());

  const taxFacts = async (productId: string, facts: { hsn_code: string; gst_rate: number; unit: string }) =>
    world.catalogDeps!.db.updateTable('products' as never).set(facts as never).where('id' as never, '=', productId as never).execute();

  beforeAll(async () => {
    world = await startOrderWorld();
    [seller, plainSeller, buyer] = await Promise.all([caller('seller'), caller('seller'), caller('buyer')]);
    gstStore = await openStore(world.catalog!, seller, { name: 'GST Kirana', city: 'Pune', address: '12 FC Road' });
    plainStore = await openStore(world.catalog!, plainSeller, { name: 'Small Kirana', city: 'Pune' });
    // The GSTIN and tax facts as the store and product settings write them (set here directly: their forms are tested by catalog).
    await world.catalogDeps!.db.updateTable('stores' as never).set({ gstin: GSTIN_MAHARASHTRA } as never).where('id' as never, '=', gstStore.id as never).execute();
    // Deliver everywhere, so a buyer in another state can order.
    await world.catalogDeps!.db.updateTable('stores' as never)
      .set({ delivery_options: JSON.stringify({ localDelivery: true, localDeliveryFeePaise: 3000, nationwide: true, nationwideDeliveryFeePaise: 10000, freeShippingThresholdPaise: 0 }) } as never)
      .where('id' as never, '=', gstStore.id as never).execute().catch(() => undefined);
    biscuits = await addProduct(world.catalog!, seller, { storeId: gstStore.id, name: 'Biscuits', price: 118, quantity: 1000 });
    rice = await addProduct(world.catalog!, seller, { storeId: gstStore.id, name: 'Rice', price: 105, quantity: 1000 });
    plainProduct = await addProduct(world.catalog!, plainSeller, { storeId: plainStore.id, name: 'Matches', price: 2, quantity: 1000 });
    await taxFacts(biscuits.id, { hsn_code: '1905', gst_rate: 18, unit: 'pcs' });
    await taxFacts(rice.id, { hsn_code: '1006', gst_rate: 5, unit: 'kg' });
    await taxFacts(plainProduct.id, { hsn_code: '3605', gst_rate: 12, unit: 'box' });
    await grantCoins(world.orderDeps.db, { sellerId: seller.id, coins: 100 });
  });
  afterAll(() => world.env.cleanup());

  const place = async (storeId: string, items: { productId: string; quantity: number }[], address: Partial<typeof shippingAddress> = {}) => {
    const res = await world.order.request('/api/orders', request('POST', orderBody(storeId, items, { shippingAddress: { ...shippingAddress, ...address } }), buyer));
    if (res.status !== 201) throw new Error(`order not placed: ${res.status} ${await res.text()}`);
    return ((await res.json()) as { data: Order }).data;
  };
  const invoiceOf = async (orderId: string, who: Caller = seller) => {
    const res = await world.order.request(`/api/orders/${orderId}/invoice`, request('GET', undefined, who));
    return { status: res.status, body: (await res.json()) as { data: Invoice; error?: string } };
  };

  it('a store with a GSTIN selling inside its state: a tax invoice with CGST + SGST per line, exact sums, serial 1', async () => {
    const order = await place(gstStore.id, [{ productId: biscuits.id, quantity: 2 }, { productId: rice.id, quantity: 1 }]);
    const { status, body: { data: invoice } } = await invoiceOf(order.id);
    expect(status).toBe(200);
    expect(invoice).toMatchObject({
      kind: 'tax-invoice', title: 'Tax Invoice', serial: invoiceSerial(fy, 1), taxMode: 'intra-state', placeOfSupply: 'Maharashtra',
      orderRef: `#${order.id.slice(-8).toUpperCase()}`,
      supplier: { name: 'GST Kirana', address: '12 FC Road', state: 'Maharashtra', gstin: GSTIN_MAHARASHTRA },
      billTo: { name: shippingAddress.name, city: 'Pune', postalCode: shippingAddress.postalCode, state: 'Maharashtra' },
      cancelledLines: [],
      thanks: 'Thank you for shopping with us!',
    });
    expect(invoice.serial).toMatch(/^[A-Za-z0-9/-]{1,16}$/);
    // Lines keep the order's line order, which follows the stock reservation's (by product id), not the request's.
    expect(invoice.lines.toSorted((a, b) => a.name.localeCompare(b.name))).toEqual([
      expect.objectContaining({ name: 'Biscuits', hsnCode: '1905', quantity: 2, unit: 'pcs', unitPrice: 118, amount: 236, taxableValue: 200, gstRate: 18, cgst: 18, sgst: 18, igst: 0 }),
      expect.objectContaining({ name: 'Rice', hsnCode: '1006', quantity: 1, unit: 'kg', unitPrice: 105, amount: 105, taxableValue: 100, gstRate: 5, cgst: 2.5, sgst: 2.5, igst: 0 }),
    ]);
    expect(invoice.subtotal).toBe(341);
    expect(invoice.total).toBe(order.totalPrice);
    expect(invoice.total).toBe(invoice.subtotal + invoice.shipping);
    const { taxableValue, cgst, sgst, igst } = invoice.taxTotals;
    expect(Math.round((taxableValue + cgst + sgst + igst) * 100)).toBe(Math.round(invoice.total * 100));
    // The same serial and date every time after.
    const again = (await invoiceOf(order.id)).body.data;
    expect([again.serial, again.date]).toEqual([invoice.serial, invoice.date]);
  });

  it('a buyer in another state: IGST (place of supply is the buyer\'s state)', async () => {
    const order = await place(gstStore.id, [{ productId: biscuits.id, quantity: 1 }], { city: 'Bengaluru', postalCode: '560001' });
    const { body: { data: invoice } } = await invoiceOf(order.id);
    expect(invoice).toMatchObject({ kind: 'tax-invoice', taxMode: 'inter-state', placeOfSupply: 'Karnataka', serial: invoiceSerial(fy, 2) });
    expect(invoice.lines[0]).toMatchObject({ taxableValue: 100, gstRate: 18, cgst: 0, sgst: 0, igst: 18 });
    // Delivery is taxed with the goods (composite supply at the principal supply's rate).
    if (invoice.shippingLine) expect(invoice.shippingLine).toMatchObject({ gstRate: 18, cgst: 0, sgst: 0 });
  });

  it('the tax facts are those of the time of sale: later changes to the product or store do not move a placed order\'s invoice', async () => {
    const order = await place(gstStore.id, [{ productId: rice.id, quantity: 2 }]);
    await taxFacts(rice.id, { hsn_code: '10063010', gst_rate: 12, unit: 'pack' });
    const { body: { data: invoice } } = await invoiceOf(order.id);
    expect(invoice.lines[0]).toMatchObject({ hsnCode: '1006', gstRate: 5, unit: 'kg', taxableValue: 200, cgst: 5, sgst: 5 });
    await taxFacts(rice.id, { hsn_code: '1006', gst_rate: 5, unit: 'kg' });
  });

  it('cancelled items are listed apart and left out of every total', async () => {
    const order = await place(gstStore.id, [{ productId: biscuits.id, quantity: 1 }, { productId: rice.id, quantity: 1 }]);
    const riceLine = order.items.find((item) => item.productId === rice.id)!;
    const cancel = await world.order.request(`/api/orders/${order.id}/cancel-items`, request('PUT', { itemIds: [riceLine.id] }, seller));
    expect(cancel.status).toBe(200);
    const { body: { data: invoice } } = await invoiceOf(order.id);
    expect(invoice.lines.map((l) => l.name)).toEqual(['Biscuits']);
    expect(invoice.cancelledLines).toEqual([expect.objectContaining({ name: 'Rice', amount: 105, cgst: 0, sgst: 0, igst: 0 })]);
    expect(invoice.subtotal).toBe(118);
    expect(invoice.total).toBe(((await cancel.json()) as { data: Order }).data.totalPrice);
  });

  it('a store without a GSTIN: a bill of supply with no tax lines, its own series', async () => {
    const order = await place(plainStore.id, [{ productId: plainProduct.id, quantity: 3 }]);
    const { body: { data: invoice } } = await invoiceOf(order.id, plainSeller);
    expect(invoice).toMatchObject({ kind: 'bill-of-supply', title: 'Bill of Supply', taxMode: 'none', serial: invoiceSerial(fy, 1), supplier: { gstin: null } });
    expect(invoice.lines[0]).toMatchObject({ hsnCode: '3605', unit: 'box', quantity: 3, amount: 6, taxableValue: 6, gstRate: null, cgst: 0, sgst: 0, igst: 0 });
    expect(invoice.taxTotals).toEqual({ taxableValue: 6, cgst: 0, sgst: 0, igst: 0 });
  });

  it('an order placed before the tax facts were kept: a bill of supply', async () => {
    const order = await place(gstStore.id, [{ productId: biscuits.id, quantity: 1 }]);
    await world.orderDeps.db.updateTable('orders').set({ supplier_gstin: null, supplier_state: null, place_of_supply: null }).where('id', '=', order.id).execute();
    await world.orderDeps.db.updateTable('order_items').set({ hsn_code: null, gst_rate: null, unit: null }).where('order_id', '=', order.id).execute();
    const { body: { data: invoice } } = await invoiceOf(order.id);
    expect(invoice).toMatchObject({ kind: 'bill-of-supply', taxMode: 'none', placeOfSupply: null });
    expect(invoice.lines[0]).toMatchObject({ hsnCode: null, unit: 'pcs', gstRate: null, cgst: 0, igst: 0, taxableValue: 118 });
  });

  it('only the store\'s seller or a superadmin (the buyer once delivered): another seller 403, unknown 404; a cancelled order gets none', async () => {
    const order = await place(gstStore.id, [{ productId: biscuits.id, quantity: 1 }]);
    expect((await invoiceOf(order.id, plainSeller)).status).toBe(403);
    expect((await invoiceOf(order.id, buyer)).status).toBe(409);
    expect((await invoiceOf(crypto.randomUUID())).status).toBe(404);
    expect((await invoiceOf('not-an-id')).status).toBe(404);
    expect(await world.orderDeps.db.selectFrom('invoices').select('order_id').where('order_id', '=', order.id).execute()).toEqual([]);
    expect((await invoiceOf(order.id, await caller('superadmin'))).status).toBe(200);

    const cancelled = await place(gstStore.id, [{ productId: biscuits.id, quantity: 1 }]);
    await world.order.request(`/api/orders/${cancelled.id}/status`, request('PUT', { status: 'Cancelled' }, seller));
    expect((await invoiceOf(cancelled.id)).status).toBe(409);
  });

  it("the buyer's receipt: their own delivered order's invoice, the one the seller prints; another buyer 404, a rider 403, nothing issued for them", async () => {
    const order = await place(gstStore.id, [{ productId: rice.id, quantity: 2 }]);
    const early = await invoiceOf(order.id, buyer);
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({ message: 'The invoice is ready once the order is delivered.' });
    const delivered = await world.order.request(`/api/orders/${order.id}/status`, request('PUT', { status: 'Delivered' }, seller));
    expect(delivered.status).toBe(200);

    const [otherBuyer, rider] = await Promise.all([caller('buyer'), caller('deliveryPartner')]);
    const strangers = await Promise.all([invoiceOf(order.id, otherBuyer), invoiceOf(order.id, rider)]);
    expect(strangers.map((r) => r.status)).toEqual([404, 403]);
    expect(strangers[0]!.body).toMatchObject({ message: 'Order not found' });
    expect(await world.orderDeps.db.selectFrom('invoices').select('order_id').where('order_id', '=', order.id).execute()).toEqual([]);

    const mine = await invoiceOf(order.id, buyer);
    expect(mine.status).toBe(200);
    expect(mine.body.data).toMatchObject({ orderId: order.id, kind: 'tax-invoice', billTo: { name: shippingAddress.name }, total: order.totalPrice });
    // One invoice, whoever looks first: the seller's print has the serial and date the buyer got.
    const sellers = (await invoiceOf(order.id, seller)).body.data;
    expect([sellers.serial, sellers.date]).toEqual([mine.body.data.serial, mine.body.data.date]);
  });

  it('20 first views at once on 20 orders: serials consecutive and distinct, no gaps; two at once on one order agree', async () => {
    const before = await world.orderDeps.db.selectFrom('invoice_counters').select('last_number')
      .where('store_id', '=', gstStore.id).where('financial_year', '=', fy).executeTakeFirstOrThrow();
    const orders: Order[] = [];
    for (let i = 0; i < 20; i++) orders.push(await place(gstStore.id, [{ productId: rice.id, quantity: 1 }]));
    const replies = await Promise.all(orders.map((order) => invoiceOf(order.id)));
    expect(replies.map((r) => r.status)).toEqual(orders.map(() => 200));
    const serials = replies.map((r) => r.body.data.serial).toSorted();
    expect(serials).toEqual(Array.from({ length: 20 }, (_, i) => invoiceSerial(fy, before.last_number + 1 + i)));

    const one = await place(gstStore.id, [{ productId: rice.id, quantity: 1 }]);
    const twice = await Promise.all([invoiceOf(one.id), invoiceOf(one.id), invoiceOf(one.id)]);
    expect(new Set(twice.map((r) => r.body.data.serial)).size).toBe(1);
    expect(twice[0]!.body.data.serial).toBe(invoiceSerial(fy, before.last_number + 21));
  });

  it('a new financial year (1 April in India) starts the series again at 1', async () => {
    const [a, b, c] = [
      await place(gstStore.id, [{ productId: rice.id, quantity: 1 }]),
      await place(gstStore.id, [{ productId: rice.id, quantity: 1 }]),
      await place(gstStore.id, [{ productId: rice.id, quantity: 1 }]),
    ];
    const db = world.orderDeps.db;
    const storeId = gstStore.id;
    const lastDay = await db.transaction().execute((trx) => issueInvoice(trx, { orderId: a!.id, storeId, at: new Date('2031-03-31T18:29:00Z') }));
    const firstDay = await db.transaction().execute((trx) => issueInvoice(trx, { orderId: b!.id, storeId, at: new Date('2031-03-31T18:30:00Z') }));
    const next = await db.transaction().execute((trx) => issueInvoice(trx, { orderId: c!.id, storeId, at: new Date('2031-04-02T10:00:00Z') }));
    expect([lastDay.serial, firstDay.serial, next.serial]).toEqual(['INV/3031/000001', 'INV/3132/000001', 'INV/3132/000002']);
  });

  it('in Hindi when asked (issue 39): its own words translated, names and numbers as kept', async () => {
    const order = await place(gstStore.id, [{ productId: rice.id, quantity: 1 }]);
    const res = await world.order.request(`/api/orders/${order.id}/invoice`, request('GET', undefined, seller, { 'Accept-Language': 'hi-IN,hi;q=0.9' }));
    const { data: invoice } = (await res.json()) as { data: Invoice };
    expect(invoice).toMatchObject({ title: 'टैक्स इनवॉइस', thanks: 'हमारे साथ खरीदारी करने के लिए धन्यवाद!', supplier: { name: 'GST Kirana' } });
    expect(invoice.lines).toEqual([expect.objectContaining({ name: 'Rice', amount: 105 })]);
    if (invoice.shippingLine) expect(invoice.shippingLine.name).toBe('डिलीवरी शुल्क');
  });
});
