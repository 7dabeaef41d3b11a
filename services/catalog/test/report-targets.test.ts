import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestRpc } from '@haat/server-kit';
import { MODERATION_TEXTS, type Broadcast, type ReportTargetReply, type ReportType } from '@haat/contracts';
import { caller, markStoreVerified, request, startCatalogShop, type CatalogShop } from './helpers.ts';

/** rpc.reportTarget: moderation's question "what is this reported item, as it is now?" (reviews: see moderation's tests). */
describe('catalog: report targets', () => {
  let shop: CatalogShop;
  let offer: Broadcast;
  beforeAll(async () => {
    shop = await startCatalogShop({ name: 'Target Kirana', description: 'Staples and more' });
    await markStoreVerified(shop.world.deps.db, shop.store.id);
    const res = await shop.world.app.request('/api/broadcasts', request('POST', { title: 'Atta at ₹199', description: 'This week only' }, shop.seller));
    offer = ((await res.json()) as { data: Broadcast }).data;
  });
  afterAll(() => shop.world.env.cleanup());
  const ask = (type: ReportType, id: string) => requestRpc<ReportTargetReply>(shop.world.deps.nc, shop.world.env.subjects.rpc.reportTarget, { type, id });

  it('answers a store and an offer with their seller, text and whether buyers see them', async () => {
    expect(await ask('store', shop.store.id)).toMatchObject({
      ok: true,
      target: {
        type: 'store', id: shop.store.id, title: 'Target Kirana', text: 'Staples and more', images: [], rating: null,
        storeId: shop.store.id, storeName: 'Target Kirana', storeOwnerId: shop.seller.id, authorId: null, authorName: null, visible: true, createdAt: expect.any(String),
      },
    });
    expect(await ask('broadcast', offer.id)).toMatchObject({ ok: true, target: { type: 'broadcast', title: 'Atta at ₹199', text: 'This week only', storeId: shop.store.id, storeOwnerId: shop.seller.id, visible: true } });
  });

  it('still finds a deactivated offer and store, not visible; a 404 failure for what does not exist', async () => {
    const app = shop.world.app;
    expect((await app.request(`/api/broadcasts/${offer.id}/deactivate`, request('PATCH', undefined, shop.seller))).status).toBe(200);
    expect(await ask('broadcast', offer.id)).toMatchObject({ ok: true, target: { visible: false } });
    expect((await app.request(`/api/stores/${shop.store.id}/status`, request('PATCH', { isActive: false }, await caller('superadmin')))).status).toBe(200);
    expect(await ask('store', shop.store.id)).toMatchObject({ ok: true, target: { visible: false } });
    for (const type of ['store', 'broadcast', 'review'] as const) {
      expect(await ask(type, randomUUID())).toEqual({ ok: false, status: 404, error: MODERATION_TEXTS.itemNotFound, message: MODERATION_TEXTS.itemNotFound });
    }
    expect(await ask('broadcast', shop.store.id)).toMatchObject({ ok: false, status: 404 });
    expect(await ask('store', 'not-an-id' as string)).toMatchObject({ ok: false, status: 400 });
  });
});
