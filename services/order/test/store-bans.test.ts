import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BannedStoresCheck, Order, Product, Store, StoreBan, StoreBanCheck } from '@haat/contracts';
import { STORE_BAN_TEXTS } from '@haat/contracts';
import {
  addProduct, caller, openStore, orderBody, request, shippingAddress, startOrderWorld, stockOf,
  type Caller, type OrderWorld,
} from './helpers.ts';

type Reply<T> = { status: number; body: { success: boolean; data: T; message: string; error: string; count?: number } };

/** A store bans a customer's phone: the seller's five calls, and the checkout that refuses them. */
describe('store bans', () => {
  let world: OrderWorld;
  let seller: Caller;
  let otherSeller: Caller;
  let superadmin: Caller;
  let store: Store;
  let otherStore: Store;
  let product: Product;
  beforeAll(async () => {
    world = await startOrderWorld();
    seller = await caller('seller');
    otherSeller = await caller('seller');
    superadmin = await caller('superadmin');
    store = await openStore(world.catalog!, seller, { name: 'Ban Test Store' });
    otherStore = await openStore(world.catalog!, otherSeller, { name: 'Other Store' });
    product = await addProduct(world.catalog!, seller, { storeId: store.id, name: 'Poha 1 kg', price: 60, quantity: 100 });
  });
  afterAll(() => world.env.cleanup());

  const call = async <T>(method: string, path: string, who: Caller | null, body?: unknown): Promise<Reply<T>> => {
    const res = await world.order.request(path, request(method, body, who));
    return { status: res.status, body: (await res.json()) as Reply<T>['body'] };
  };
  const ban = (storeId: string, body: unknown, who: Caller = seller) => call<StoreBan>('POST', `/api/stores/${storeId}/ban-customer`, who, body);
  const unban = (storeId: string, phone: string, who: Caller = seller) => call<{ storeId: string; phone: string }>('DELETE', `/api/stores/${storeId}/unban-customer/${encodeURIComponent(phone)}`, who);
  const list = (storeId: string, who: Caller = seller) => call<StoreBan[]>('GET', `/api/stores/${storeId}/banned-customers`, who);
  const check = (storeId: string, phone: string, who: Caller = seller) => call<StoreBanCheck>('GET', `/api/stores/${storeId}/check-ban/${encodeURIComponent(phone)}`, who);
  const bannedCheck = (who: Caller | null, query = '') => call<BannedStoresCheck>('GET', `/api/stores/banned-check${query}`, who);
  const order = (who: Caller, phone: string) =>
    call<Order>('POST', '/api/orders', who, orderBody(store.id, [{ productId: product.id, quantity: 1 }], { shippingAddress: { ...shippingAddress, phone } }));

  describe('POST /api/stores/:id/ban-customer', () => {
    it('bans the phone as its last 10 digits, with the spec\'s success text', async () => {
      const { status, body } = await ban(store.id, { phone: '+91 98000 10001', banReason: '  Refused three deliveries  ' });
      expect(status).toBe(201);
      expect(body).toMatchObject({ success: true, message: 'Customer with phone 9800010001 has been banned from your store' });
      expect(body.data).toEqual({ storeId: store.id, phone: '9800010001', reason: 'Refused three deliveries', bannedBy: seller.id, createdAt: expect.any(String) });
    });

    it('banning the same phone again (any spelling) replaces the reason: 200, still one ban', async () => {
      await ban(store.id, { phone: '9800010002', banReason: 'First reason' });
      const again = await ban(store.id, { phone: '0 98000-10002', banReason: 'Second reason' });
      expect(again.status).toBe(200);
      expect(again.body.data).toMatchObject({ phone: '9800010002', reason: 'Second reason' });
      expect((await list(store.id)).body.data.filter((b) => b.phone === '9800010002')).toHaveLength(1);
    });

    it('needs a phone, a store and a reason, with the spec\'s texts', async () => {
      const cases: [string, unknown, string][] = [
        [store.id, { banReason: 'x' }, STORE_BAN_TEXTS.missingPhoneOrStore],
        [store.id, { phone: '  ', banReason: 'x' }, STORE_BAN_TEXTS.missingPhoneOrStore],
        ['undefined', { phone: '9800010003', banReason: 'x' }, STORE_BAN_TEXTS.missingPhoneOrStore],
        [store.id, { phone: '9800010003' }, STORE_BAN_TEXTS.reasonRequired],
        [store.id, { phone: '9800010003', banReason: '   ' }, STORE_BAN_TEXTS.reasonRequired],
        [store.id, { phone: '12345', banReason: 'x' }, STORE_BAN_TEXTS.invalidPhone],
        [store.id, { phone: 'call 9800010003', banReason: 'x' }, STORE_BAN_TEXTS.invalidPhone],
        [store.id, { phone: '1234567800010003', banReason: 'x' }, STORE_BAN_TEXTS.invalidPhone],
        [store.id, { phone: '+1 415 980 0010003', banReason: 'x' }, STORE_BAN_TEXTS.invalidPhone],
        [store.id, { phone: 12345, banReason: 'x' }, STORE_BAN_TEXTS.missingPhoneOrStore],
        [store.id, { phone: '9800010003', banReason: 'x'.repeat(501) }, STORE_BAN_TEXTS.reasonTooLong],
      ];
      for (const [storeId, body, text] of cases) {
        const reply = await ban(storeId, body);
        expect({ status: reply.status, error: reply.body.error }, JSON.stringify(body)).toEqual({ status: 400, error: text });
      }
      expect((await check(store.id, '9800010003')).body.data.isBanned).toBe(false);
    });

    it('only the store\'s owner or a superadmin; never a 403 text with "banned" in it', async () => {
      const byOther = await ban(store.id, { phone: '9800010004', banReason: 'x' }, otherSeller);
      expect(byOther.status).toBe(403);
      expect(byOther.body.error).toBe(STORE_BAN_TEXTS.notStoreOwner);
      expect(byOther.body.error.toLowerCase()).not.toContain('banned');
      const byBuyer = await ban(store.id, { phone: '9800010004', banReason: 'x' }, await caller('buyer'));
      expect(byBuyer.status).toBe(403);
      expect(byBuyer.body.error.toLowerCase()).not.toContain('banned');
      expect((await ban(store.id, { phone: '9800010004', banReason: 'x' }, null as unknown as Caller)).status).toBe(401);
      expect((await ban(crypto.randomUUID(), { phone: '9800010004', banReason: 'x' })).status).toBe(404);
      expect((await check(store.id, '9800010004')).body.data.isBanned).toBe(false);
      const bySuperadmin = await ban(store.id, { phone: '9800010004', banReason: 'Abusive calls' }, superadmin);
      expect(bySuperadmin.status).toBe(201);
      expect(bySuperadmin.body.data.bannedBy).toBe(superadmin.id);
    });
  });

  describe('the seller\'s other calls', () => {
    it('GET banned-customers lists the store\'s bans newest first; only its owner or a superadmin', async () => {
      await ban(otherStore.id, { phone: '9800020001', banReason: 'Other store only' }, otherSeller);
      await ban(store.id, { phone: '9800020002', banReason: 'Older' });
      await ban(store.id, { phone: '9800020003', banReason: 'Newer' });
      const { status, body } = await list(store.id);
      expect(status).toBe(200);
      expect(body.success).toBe(true);
      expect(body.count).toBe(body.data.length);
      expect(body.data.every((b) => b.storeId === store.id)).toBe(true);
      expect(body.data.map((b) => b.phone).slice(0, 2)).toEqual(['9800020003', '9800020002']);
      const times = body.data.map((b) => b.createdAt);
      expect(times).toEqual(times.toSorted().toReversed());
      expect((await list(store.id, superadmin)).body.data).toEqual(body.data);
      expect((await list(store.id, otherSeller)).status).toBe(403);
      expect((await list(store.id, await caller('buyer'))).status).toBe(403);
      expect((await list('not-a-store')).status).toBe(404);
    });

    it('GET check-ban tells whether a phone (any spelling) is banned, and why', async () => {
      await ban(store.id, { phone: '9800030001', banReason: 'Fake address' });
      expect((await check(store.id, '+919800030001')).body).toEqual({ success: true, data: { isBanned: true, reason: 'Fake address' } });
      expect((await check(store.id, '09800030001')).body.data).toEqual({ isBanned: true, reason: 'Fake address' });
      expect((await check(store.id, '9800030999')).body.data).toEqual({ isBanned: false, reason: null });
      expect((await check(otherStore.id, '9800030001', otherSeller)).body.data.isBanned).toBe(false);
      const invalid = await check(store.id, '12');
      expect(invalid.status).toBe(400);
      expect(invalid.body.error).toBe(STORE_BAN_TEXTS.invalidPhone);
      expect((await check(store.id, '9800030001', otherSeller)).status).toBe(403);
      expect((await check(store.id, '9800030001', await caller('buyer'))).status).toBe(403);
    });

    it('DELETE unban-customer lifts a ban; a phone not banned is 404; only the owner or a superadmin', async () => {
      await ban(store.id, { phone: '9800040001', banReason: 'Mistake' });
      expect((await unban(store.id, '9800040001', otherSeller)).status).toBe(403);
      expect((await check(store.id, '9800040001')).body.data.isBanned).toBe(true);
      const { status, body } = await unban(store.id, '+91 98000 40001');
      expect(status).toBe(200);
      expect(body).toMatchObject({ success: true, data: { storeId: store.id, phone: '9800040001' } });
      expect((await check(store.id, '9800040001')).body.data.isBanned).toBe(false);
      const again = await unban(store.id, '9800040001');
      expect(again.status).toBe(404);
      expect(again.body.error).toBe(STORE_BAN_TEXTS.noSuchBan);
      expect((await unban(store.id, 'abc')).status).toBe(400);
      await ban(store.id, { phone: '9800040002', banReason: 'x' });
      expect((await unban(store.id, '9800040002', superadmin)).status).toBe(200);
    });
  });

  describe('checkout and the buyer\'s banned-check', () => {
    it('refuses a banned shipping phone with 403 and the seller\'s reason, never the word "banned"; nothing is reserved', async () => {
      await ban(store.id, { phone: '9800050001', banReason: 'Banned for fake orders' });
      const before = await stockOf(world.catalog!, product.id);
      const { status, body } = await order(await caller('buyer'), '+91-98000-50001');
      expect(status).toBe(403);
      expect(body.error).toBe('This store is not accepting orders from you. Reason from the seller: blocked for fake orders');
      expect(`${body.error} ${body.message}`.toLowerCase()).not.toContain('banned');
      expect(await stockOf(world.catalog!, product.id)).toBe(before);
    });

    it('refuses a buyer whose earlier order at the store used a banned phone, whatever phone they give now; unban lets them order', async () => {
      const buyer = await caller('buyer');
      expect((await order(buyer, '9800060001')).status).toBe(201);
      await ban(store.id, { phone: '9800060001', banReason: 'Never paid' });
      const refused = await order(buyer, '9800060099');
      expect(refused.status).toBe(403);
      expect(refused.body.error).toBe('This store is not accepting orders from you. Reason from the seller: Never paid');
      // Another store is not affected.
      expect((await ban(otherStore.id, { phone: '9800069999', banReason: 'x' }, otherSeller)).status).toBe(201);
      await unban(store.id, '9800060001');
      expect((await order(buyer, '9800060099')).status).toBe(201);
    });

    it('GET banned-check: the stores banning any phone of the buyer\'s orders, or ?phone=', async () => {
      const buyer = await caller('buyer');
      expect((await order(buyer, '9800070001')).status).toBe(201);
      expect((await bannedCheck(buyer)).body).toEqual({ success: true, data: { bannedStores: [] } });
      await ban(store.id, { phone: '9800070001', banReason: 'Rude to the rider' });
      expect((await bannedCheck(buyer)).body.data).toEqual({ bannedStores: [{ storeId: store.id, reason: 'Rude to the rider' }] });
      await ban(otherStore.id, { phone: '9800070002', banReason: 'Chargebacks' }, otherSeller);
      const withPhone = await bannedCheck(buyer, '?phone=%2B919800070002');
      expect(withPhone.body.data.bannedStores.toSorted((a, b) => a.storeId.localeCompare(b.storeId)))
        .toEqual([{ storeId: store.id, reason: 'Rude to the rider' }, { storeId: otherStore.id, reason: 'Chargebacks' }].toSorted((a, b) => a.storeId.localeCompare(b.storeId)));
      expect((await bannedCheck(await caller('buyer'))).body.data.bannedStores).toEqual([]);
      const invalid = await bannedCheck(buyer, '?phone=123');
      expect(invalid.status).toBe(400);
      expect(invalid.body.error).toBe(STORE_BAN_TEXTS.invalidPhone);
      expect((await bannedCheck(null)).status).toBe(401);
    });
  });
});
