import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import {
  MODERATION_TEXTS, REVIEW_TEXTS, type AuditEntry, type Broadcast, type CanReviewReply, type Grievance, type ModerationAction, type Report, type ReviewList, type Store,
} from '@haat/contracts';
import { bannedUserKey } from '@haat/server-kit';
import { caller, eventually, startActionsWorld, type ActionsWorld, type Caller, type Shop } from './actions-world.ts';

let w: ActionsWorld;
beforeAll(async () => {
  w = await startActionsWorld();
}, 120_000);
afterAll(() => w.cleanup());

const audit = async (query: string) => (await w.call<AuditEntry[]>('GET', `/api/moderation/audit?${query}`, w.admin)).body.data;
const storeReviews = async (storeId: string) => (await w.callCatalog<ReviewList['data']>('GET', `/api/stores/${storeId}/reviews`)).body as unknown as ReviewList;
const storeNow = async (storeId: string, who?: Caller) => w.callCatalog<Store>('GET', `/api/stores/${storeId}`, who);
const listedStores = async (name: string) => (await w.callCatalog<Store[]>('GET', `/api/stores?city=Pune&search=${encodeURIComponent(name)}`)).body.data;
/** Any signed-in call of the account (here its complaints): refused while it is banned. */
const refusedAt = async (who: Caller) => w.call('GET', '/api/grievances/mine', who);
const storeOffers = async (storeId: string) => (await w.callCatalog<Broadcast[]>('GET', `/api/broadcasts/store/${storeId}`)).body.data;

describe('who may act, and on what', () => {
  it('a guest 401; a buyer, a seller or a delivery partner 403; nothing is recorded', async () => {
    const body = { action: 'close_store', targetId: randomUUID(), reason: 'Fake store' };
    expect((await w.act(body, null)).status).toBe(401);
    for (const role of ['buyer', 'seller', 'deliveryPartner'] as const) {
      expect((await w.act(body, await caller(role))).status, role).toBe(403);
      expect((await w.call('GET', '/api/moderation/actions', await caller(role))).status).toBe(403);
      expect((await w.call('GET', '/api/moderation/audit', await caller(role))).status).toBe(403);
    }
    expect((await w.db.selectFrom('moderation_actions').select('id').where('target_id', '=', body.targetId).execute())).toEqual([]);
  });

  it('a reason is required and the action must be one of the list (400)', async () => {
    const shop = await w.openShop();
    const noReason = await w.act({ action: 'close_store', targetId: shop.store.id, reason: '   ' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.error).toBe(MODERATION_TEXTS.reasonRequired);
    expect((await w.act({ action: 'delete_store', targetId: shop.store.id, reason: 'x' })).status).toBe(400);
    expect((await w.act({ action: 'close_store', targetId: 'not-an-id', reason: 'x' })).status).toBe(400);
  });

  it('an item that does not exist is a 404, for every kind of item', async () => {
    for (const action of ['hide_review', 'deactivate_broadcast', 'close_store']) {
      const reply = await w.act({ action, targetId: randomUUID(), reason: 'Spam' });
      expect(reply.status, action).toBe(404);
      expect(reply.body.error).toBe(MODERATION_TEXTS.itemNotFound);
    }
    const user = await w.act({ action: 'ban_user', targetId: randomUUID(), reason: 'Spam' });
    expect(user.status).toBe(404);
    expect(user.body.error).toBe('User not found');
    const report = await w.act({ action: 'close_store', targetId: (await w.openShop()).store.id, reason: 'Spam', reportId: randomUUID() });
    expect(report.status).toBe(404);
    expect(report.body.error).toBe(MODERATION_TEXTS.reportNotFound);
  });
});

describe('hide and restore a review', () => {
  let shop: Shop;
  let bad: Awaited<ReturnType<ActionsWorld['review']>>;
  beforeAll(async () => {
    shop = await w.openShop('Review Moderation Kirana');
    bad = await w.review(shop, 1, 'Call 98xxxxxx for cheaper atta!!!');
    await w.review(shop, 5, 'Fresh atta, quick delivery.');
  });

  it('hides: 201 with the action; gone from the list, the counts and the rating once catalog applies it; the author is told why', async () => {
    expect(await storeReviews(shop.store.id)).toMatchObject({ reviewCount: 2, rating: 3, totalCount: 2 });
    const reply = await w.act({ action: 'hide_review', targetId: bad.review.id, reason: 'Spam: advertises another seller' });
    expect(reply.status).toBe(201);
    expect(reply.body.data).toMatchObject({
      action: 'hide_review', targetType: 'review', targetId: bad.review.id, reason: 'Spam: advertises another seller', reportId: null,
      admin: { id: w.admin.id, name: 'Test superadmin' }, id: expect.any(String), createdAt: expect.any(String),
    } satisfies Partial<ModerationAction>);

    await eventually(async () => {
      const list = await storeReviews(shop.store.id);
      expect(list.data.map((r) => r.id)).not.toContain(bad.review.id);
      expect(list).toMatchObject({ reviewCount: 1, rating: 5, totalCount: 1, distribution: { 1: 0, 5: 1 } });
    });
    expect((await storeNow(shop.store.id)).body.data).toMatchObject({ rating: 5, reviewCount: 1 });
    // Its author cannot edit it, nor write another in its place.
    const canReview = await w.callCatalog<never>('GET', `/api/stores/${shop.store.id}/reviews/can-review`, bad.author);
    expect(canReview.body).toMatchObject({ canReview: false, reason: REVIEW_TEXTS.hiddenByModeration, reviewId: null } satisfies Partial<CanReviewReply>);
    expect((await w.callCatalog('PUT', `/api/reviews/${bad.review.id}`, bad.author, { comment: 'edited' })).status).toBe(404);

    await eventually(async () => {
      const [told] = await w.notificationsOf(bad.author.id, 'moderation_action');
      expect(told).toMatchObject({
        title: 'Review hidden',
        message: "Our moderation team hid your review of Review Moderation Kirana. It no longer shows on the store's page. Reason: Spam: advertises another seller",
        data: { action: 'hide_review', link: `/stores/${shop.store.id}` },
      });
    });
  });

  it('the same action twice is a 409 at once, before or after the catalog applied it; lifting what is not in force is a 409', async () => {
    const other = await w.review(shop, 2, 'Meh.');
    const [first, second] = [await w.act({ action: 'hide_review', targetId: other.review.id, reason: 'Rude' }), await w.act({ action: 'hide_review', targetId: other.review.id, reason: 'Rude' })];
    expect(first.status).toBe(201);
    expect(second.status).toBe(409);
    expect(second.body.error).toBe(MODERATION_TEXTS.alreadyApplied);
    expect((await w.act({ action: 'hide_review', targetId: bad.review.id, reason: 'again' })).status).toBe(409);
    const fresh = await w.review(shop, 4, 'Good.');
    const undo = await w.act({ action: 'restore_review', targetId: fresh.review.id, reason: 'Nothing to undo' });
    expect(undo.status).toBe(409);
    expect(undo.body.error).toBe(MODERATION_TEXTS.notApplied);
    // Concurrent identical actions: one wins.
    const racing = await w.review(shop, 3, 'Okay.');
    const statuses = (await Promise.all([1, 2, 3].map(() => w.act({ action: 'hide_review', targetId: racing.review.id, reason: 'Race' })))).map((r) => r.status).toSorted();
    expect(statuses).toEqual([201, 409, 409]);
    expect(await w.db.selectFrom('moderation_actions').select('id').where('target_id', '=', racing.review.id).execute()).toHaveLength(1);
  });

  it('restores: back in the list and the rating; restoring twice is a 409', async () => {
    expect((await w.act({ action: 'restore_review', targetId: bad.review.id, reason: 'Appeal accepted' })).status).toBe(201);
    expect((await w.act({ action: 'restore_review', targetId: bad.review.id, reason: 'Appeal accepted' })).status).toBe(409);
    await eventually(async () => expect((await storeReviews(shop.store.id)).data.map((r) => r.id)).toContain(bad.review.id));
  });

  it('every action is in the audit log, per item and per admin, and listed per item', async () => {
    const entries = await audit(`targetType=review&targetId=${bad.review.id}`);
    expect(entries.map((e) => e.what)).toEqual(['restore_review', 'hide_review']);
    expect(entries[1]).toMatchObject({ admin: { id: w.admin.id }, targetType: 'review', targetId: bad.review.id, reason: 'Spam: advertises another seller', details: { itemTitle: 'your review of Review Moderation Kirana' } });
    const mine = await audit(`adminId=${w.admin.id}&limit=100`);
    expect(mine.length).toBeGreaterThanOrEqual(3);
    expect(mine.every((e) => e.admin.id === w.admin.id)).toBe(true);
    const listed = await w.call<ModerationAction[]>('GET', `/api/moderation/actions?targetId=${bad.review.id}`, w.admin);
    expect(listed.body.data.map((a) => a.action)).toEqual(['restore_review', 'hide_review']);
  });
});

describe('deactivate an offer', () => {
  it('the offer leaves the store\'s offers, its seller cannot switch it on again, and is told why; twice is a 409', async () => {
    const shop = await w.openShop('Offer Moderation Kirana');
    const offer = await w.offer(shop, 'Free gold coin with every order');
    expect((await storeOffers(shop.store.id)).map((b) => b.id)).toContain(offer.id);
    expect((await w.act({ action: 'deactivate_broadcast', targetId: offer.id, reason: 'Misleading offer' })).status).toBe(201);
    expect((await w.act({ action: 'deactivate_broadcast', targetId: offer.id, reason: 'Misleading offer' })).status).toBe(409);
    await eventually(async () => expect((await storeOffers(shop.store.id)).map((b) => b.id)).not.toContain(offer.id));
    const again = await w.callCatalog('PATCH', `/api/broadcasts/${offer.id}/activate`, shop.seller);
    expect(again.status).toBe(409);
    expect((await w.callCatalog('PUT', `/api/broadcasts/${offer.id}`, shop.seller, { isActive: true })).status).toBe(409);
    await eventually(async () => {
      const [told] = await w.notificationsOf(shop.seller.id, 'moderation_action');
      expect(told).toMatchObject({ title: 'Offer deactivated', data: { link: '/dashboard/broadcasts' } });
      expect(told!.message).toBe('Our moderation team deactivated your offer "Free gold coin with every order". Buyers no longer see it. Reason: Misleading offer');
    });
  });

  it('an offer its seller already switched off is a 409', async () => {
    const shop = await w.openShop();
    const offer = await w.offer(shop);
    expect((await w.callCatalog('PATCH', `/api/broadcasts/${offer.id}/deactivate`, shop.seller)).status).toBe(200);
    expect((await w.act({ action: 'deactivate_broadcast', targetId: offer.id, reason: 'Spam' })).status).toBe(409);
  });
});

describe('close and reopen a store', () => {
  let shop: Shop;
  beforeAll(async () => {
    shop = await w.openShop('Closing Time Kirana');
  });

  it('closes: gone from the lists and its page for buyers, checkout refuses it, its seller still sees it with the reason and is told', async () => {
    expect((await listedStores('Closing Time')).map((s) => s.id)).toEqual([shop.store.id]);
    expect((await w.act({ action: 'close_store', targetId: shop.store.id, reason: 'Sells counterfeit goods' })).status).toBe(201);
    const twice = await w.act({ action: 'close_store', targetId: shop.store.id, reason: 'Sells counterfeit goods' });
    expect(twice.status).toBe(409);
    expect(twice.body.error).toBe(MODERATION_TEXTS.alreadyApplied);
    await eventually(async () => expect(await listedStores('Closing Time')).toEqual([]));
    expect((await storeNow(shop.store.id)).status).toBe(404);
    expect((await storeNow(shop.store.id, await caller('buyer'))).status).toBe(404);
    expect((await storeNow(shop.store.id, shop.seller)).body.data).toMatchObject({ isActive: false, closedReason: 'Sells counterfeit goods', closedAt: expect.any(String) });
    const checkout = await w.placeOrder(shop, await caller('buyer'));
    expect(checkout.status).toBe(404);
    expect(checkout.body.error).toBe('Store not found');
    // Only a moderation action reopens it.
    expect((await w.callCatalog('PATCH', `/api/stores/${shop.store.id}/status`, w.admin, { isActive: true })).status).toBe(409);
    await eventually(async () => {
      const [told] = await w.notificationsOf(shop.seller.id, 'moderation_action');
      expect(told).toMatchObject({
        title: 'Store closed',
        message: 'Our moderation team closed your store Closing Time Kirana. Buyers cannot see it or order from it. Reason: Sells counterfeit goods',
        data: { action: 'close_store', storeId: shop.store.id, link: '/dashboard' },
      });
    });
  });

  it('reopens: back in the lists and taking orders; reopening an open store is a 409', async () => {
    expect((await w.act({ action: 'reopen_store', targetId: shop.store.id, reason: 'Documents checked' })).status).toBe(201);
    const twice = await w.act({ action: 'reopen_store', targetId: shop.store.id, reason: 'Documents checked' });
    expect(twice.status).toBe(409);
    expect(twice.body.error).toBe(MODERATION_TEXTS.notApplied);
    await eventually(async () => expect((await listedStores('Closing Time')).map((s) => s.id)).toEqual([shop.store.id]));
    expect((await storeNow(shop.store.id, shop.seller)).body.data).toMatchObject({ isActive: true, closedReason: '', closedAt: null });
    expect((await w.placeOrder(shop, await caller('buyer'))).status).toBe(201);
  });
});

describe('ban and unban a user', () => {

  it('never oneself nor a superadmin (400)', async () => {
    const self = await w.act({ action: 'ban_user', targetId: w.admin.id, reason: 'oops' });
    expect(self.status).toBe(400);
    expect(self.body.error).toBe('You cannot ban your own account');
    const other = await w.person('superadmin', 'Other Admin');
    const superadmin = await w.act({ action: 'ban_user', targetId: other.id, reason: 'oops' });
    expect(superadmin.status).toBe(400);
    expect(superadmin.body.error).toBe('A superadmin cannot be banned');
  });

  it('bans through identity\'s ban path: every call of the account is refused; unban lets it in again; each twice is a 409', async () => {
    const buyer = await w.person('buyer', 'Ravi Spammer');
    expect((await refusedAt(buyer)).status).toBe(200);
    const ban = await w.act({ action: 'ban_user', targetId: buyer.id, reason: 'Fake orders' });
    expect(ban.status).toBe(201);
    expect(ban.body.data.targetType).toBe('user');
    expect((await w.act({ action: 'ban_user', targetId: buyer.id, reason: 'Fake orders' })).status).toBe(409);
    await eventually(async () => {
      expect(await w.identityDeps.redis.get(bannedUserKey(w.env.prefix, buyer.id))).toBe('Fake orders');
      const refused = await refusedAt(buyer);
      expect(refused.status).toBe(403);
      expect(refused.body.error).toBe('Your account has been banned. Reason: Fake orders');
      // Redis is told inside identity's transaction, so the row may commit a moment after the key appears.
      const row = await w.identityDeps.db.selectFrom('users').select(['is_banned', 'ban_reason']).where('id', '=', buyer.id).executeTakeFirst();
      expect(row).toEqual({ is_banned: true, ban_reason: 'Fake orders' });
    });

    expect((await w.act({ action: 'unban_user', targetId: buyer.id, reason: 'Appeal' })).status).toBe(201);
    expect((await w.act({ action: 'unban_user', targetId: buyer.id, reason: 'Appeal' })).status).toBe(409);
    await eventually(async () => expect((await refusedAt(buyer)).status).toBe(200));
    // Audited once each, with the action (identity's ban_changed events carry the action id and add nothing).
    await eventually(async () => {
      const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM outbox WHERE type = 'user.ban_changed' AND payload->>'userId' = ${buyer.id} AND published_at IS NOT NULL`.execute(w.identityDeps.db);
      expect(rows[0]!.n).toBe(2);
    });
    expect((await audit(`targetType=user&targetId=${buyer.id}`)).map((e) => e.what)).toEqual(['unban_user', 'ban_user']);
  });

  it('a ban on the users page is audited from identity\'s event, and moderation\'s record follows it', async () => {
    const seller = await w.person('seller', 'Page Banned Seller');
    const banned = await w.callIdentity('PUT', `/api/users/${seller.id}`, w.admin, { isBanned: true, banReason: 'Abusive chat' });
    expect(banned.status).toBe(200);
    await eventually(async () => {
      const [entry] = await audit(`targetType=user&targetId=${seller.id}`);
      expect(entry).toMatchObject({ what: 'user.banned', reason: 'Abusive chat', admin: { id: w.admin.id, name: 'Test superadmin' }, details: { userName: 'Page Banned Seller' } });
    });
    expect((await w.act({ action: 'ban_user', targetId: seller.id, reason: 'again' })).status).toBe(409);
    expect((await w.act({ action: 'unban_user', targetId: seller.id, reason: 'Reviewed' })).status).toBe(201);
  });
});

describe('events from the owning services', () => {
  it('a verification decision is audited once, and its seller is told with a link to the dashboard', async () => {
    const shop = await w.openShop('Verified Kirana');
    await sql`UPDATE users SET phone_verified = true WHERE id = ${shop.seller.id}`.execute(w.identityDeps.db);
    const document = await w.uploadDocument(shop.seller);
    expect((await w.callCatalog('POST', '/api/stores/me/submit-verification', shop.seller, { documents: [document], note: 'Aadhaar card' })).status).toBe(201);
    const decided = await w.callCatalog('PUT', `/api/admin/verifications/${shop.store.id}`, w.admin, { decision: 'reject', reason: 'The document is blurred' });
    expect(decided.status).toBe(200);
    await eventually(async () => {
      const entries = await audit(`targetType=store&targetId=${shop.store.id}`);
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({ what: 'verification.rejected', reason: 'The document is blurred', admin: { id: w.admin.id }, details: { storeName: 'Verified Kirana' } });
    });
    await eventually(async () => {
      const told = await w.notificationsOf(shop.seller.id, 'store_verification');
      expect(told).toHaveLength(1);
      expect(told[0]).toMatchObject({
        title: 'Verification rejected',
        message: 'We could not verify your store Verified Kirana. You can fix it and submit again from your store settings. Reason: The document is blurred',
        data: { link: '/dashboard', status: 'rejected' },
      });
    });
  });
});

describe('grievances', () => {
  it('each step of a complaint tells its buyer, with the ticket number, the response and a link to /contact-us', async () => {
    const buyer = await w.person('buyer', 'Kiran Buyer');
    const filed = await w.call<Grievance>('POST', '/api/grievances', buyer, { subject: 'other', category: 'Other', description: 'The app shows the wrong city.' });
    expect(filed.status).toBe(201);
    const { id, ticketNumber } = filed.body.data;
    expect((await w.call('PUT', `/api/admin/grievances/${id}`, w.admin, { status: 'Acknowledged', response: 'Looking into it.' })).status).toBe(200);
    expect((await w.call('PUT', `/api/admin/grievances/${id}`, w.admin, { status: 'Resolved', response: 'Fixed the city list.' })).status).toBe(200);
    await eventually(async () => {
      const told = await w.notificationsOf(buyer.id, 'grievance_update');
      expect(told.map((n) => n.title).toSorted()).toEqual(['Complaint acknowledged', 'Complaint resolved']);
      expect(told.find((n) => n.title === 'Complaint resolved')).toMatchObject({
        message: `Your complaint ${ticketNumber} has been resolved. Response: Fixed the city list.`,
        data: { ticketNumber, status: 'Resolved', link: '/contact-us' },
      });
    });
  });
});

describe('an action while the catalog is down', () => {
  it('is taken from what moderation knows of the item, refused twice at once, and applied exactly once when the catalog is back', async () => {
    const shop = await w.openShop('Downtime Kirana');
    const { review, author } = await w.review(shop, 1, 'Scam store, never buy.');
    const fine = await w.review(shop, 5, 'Great service.');
    const reporter = await w.person('buyer', 'Meera Reporter');
    const filed = await w.call<Report>('POST', `/api/reviews/${review.id}/report`, reporter, { reason: 'Spam content' });
    expect(filed.status).toBe(201);

    await w.stopCatalog();
    const body = { action: 'hide_review', targetId: review.id, reason: 'Spam', reportId: filed.body.data.id };
    const hide = await w.act(body);
    expect(hide.status).toBe(201);
    expect((await w.act(body)).status).toBe(409);
    // An item moderation has never seen cannot be checked while its owner is silent.
    expect((await w.act({ action: 'close_store', targetId: randomUUID(), reason: 'Spam' })).status).toBe(503);
    // The report is resolved meanwhile: its reporter hears of it, its author of the action, without the catalog.
    expect((await w.call('PUT', `/api/reports/${filed.body.data.id}/status`, w.admin, { status: 'Resolved', note: 'The review was removed.' })).status).toBe(200);
    await eventually(async () => {
      const [told] = await w.notificationsOf(reporter.id, 'report_update');
      expect(told).toMatchObject({
        title: 'Report resolved',
        message: 'Thanks for your report. We reviewed "Review by Test buyer" and took action. Note: The review was removed.',
        data: { reportId: filed.body.data.id, status: 'Resolved' },
      });
      expect(await w.notificationsOf(author.id, 'moderation_action')).toHaveLength(1);
    });

    await w.startCatalog();
    const reviews = w.catalogDeps.db.withTables<{ reviews: { id: string; hidden_at: Date | null } }>();
    const hiddenAt = async () => (await reviews.selectFrom('reviews').select('hidden_at').where('id', '=', review.id).executeTakeFirstOrThrow()).hidden_at;
    await eventually(async () => {
      expect(await hiddenAt()).not.toBeNull();
      expect(await storeReviews(shop.store.id)).toMatchObject({ reviewCount: 1, rating: 5 });
    }, 15_000);
    const firstHiddenAt = await hiddenAt();

    // Delivered again (another message id): the claim holds, nothing changes. A later action shows the duplicate was handled.
    const { rows: [event] } = await sql<{ id: string; type: string; payload: unknown; occurred_at: Date }>`
      SELECT id, type, payload, occurred_at FROM outbox WHERE type = 'moderation.action_taken' AND payload->>'actionId' = ${hide.body.data.id}`.execute(w.db);
    await w.deps.js.publish(w.env.subjects.event('moderation.action_taken'), JSON.stringify({ id: event!.id, type: event!.type, occurredAt: event!.occurred_at.toISOString(), payload: event!.payload }), { msgID: randomUUID() });
    expect((await w.act({ action: 'hide_review', targetId: fine.review.id, reason: 'Later' })).status).toBe(201);
    await eventually(async () => expect(await storeReviews(shop.store.id)).toMatchObject({ reviewCount: 0 }), 15_000);
    expect(await hiddenAt()).toEqual(firstHiddenAt);
    const claims = await sql<{ n: number }>`SELECT count(*)::int AS n FROM processed_events WHERE consumer = 'catalog-moderation' AND event_id = ${event!.id}`.execute(w.catalogDeps.db);
    expect(claims.rows[0]!.n).toBe(1);
  });
});
