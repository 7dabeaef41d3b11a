import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import {
  IMAGE_TYPE_TEXT, MODERATION_TEXTS, REPORT_TEXTS,
  type AuditEntry, type ModerationReportClosedEvent, type Report, type ReportDetail, type ReportList, type ReportStats, type ReportTarget,
} from '@haat/contracts';
import { caller, multipartReport, request, startReportWorld, type Caller, type ReportWorld, type Shop } from './report-world.ts';

const ALREADY = 'You have already reported this item';
const byReport = (x: { reportId: string }, y: { reportId: string }) => x.reportId.localeCompare(y.reportId);

let world: ReportWorld;
let admin: Caller;
beforeAll(async () => {
  world = await startReportWorld();
  admin = await caller('superadmin');
}, 60_000);
afterAll(() => world.cleanup());

const photo = (r: number) => sharp({ create: { width: 640, height: 480, channels: 3, background: { r, g: 90, b: 40 } } }).jpeg().toBuffer();
const report = (who: Caller | null, body: Record<string, unknown>) => world.call<{ data: Report }>('POST', '/api/reports', who, body);
const storeReport = (store: { id: string }, extra: Record<string, unknown> = {}) => ({ reportType: 'store', reportedItem: store.id, reason: 'Fraudulent business', ...extra });
const detail = async (id: string) => (await world.call<{ data: ReportDetail }>('GET', `/api/reports/${id}`, admin)).body.data;
const setStatus = (id: string, status: string, note?: string, who: Caller = admin) => world.call<{ data: Report; changedReports: number }>('PUT', `/api/reports/${id}/status`, who, { status, ...(note === undefined ? {} : { note }) });
const countRows = async (table: 'reports' | 'report_images') => Number((await world.db.selectFrom(table).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

describe('filing a report', () => {
  let shop: Shop;
  beforeAll(async () => {
    shop = await world.openShop('Sharma Test Kirana');
  });

  it('a buyer reports a store: 201 with the Report, the item kept as it was (snapshot)', async () => {
    const buyer = await caller('buyer');
    const { status, body } = await report(buyer, storeReport(shop.store, { description: '  Took money, never delivered.  ' }));
    expect(status).toBe(201);
    expect(body.message).toBe(REPORT_TEXTS.submittedToTeam);
    expect(body.data).toMatchObject({
      _id: body.data.id, reportType: 'store', reportedItem: shop.store.id, reason: 'Fraudulent business', description: 'Took money, never delivered.',
      images: [], status: 'Pending', note: '', reporter: { id: buyer.id, name: 'Test buyer' }, reporterCount: 1,
      itemTitle: 'Sharma Test Kirana', storeName: 'Sharma Test Kirana', reviewedBy: null,
    });
    const row = await world.db.selectFrom('reports').selectAll().where('id', '=', body.data.id).executeTakeFirstOrThrow();
    expect(row.snapshot).toMatchObject({ type: 'store', id: shop.store.id, title: 'Sharma Test Kirana', storeId: shop.store.id, storeOwnerId: shop.seller.id, authorId: null, visible: true } satisfies Partial<ReportTarget>);
    expect(row.store_owner_id).toBe(shop.seller.id);
  });

  it('refuses in the dialog\'s order, storing nothing: reason, type, reason of the type, images, item, own review, own store', async () => {
    const reportsBefore = await countRows('reports');
    const buyer = await caller('buyer');
    const good = await photo(10);
    const text = new TextEncoder().encode('not a picture at all');
    const sixPhotos = Array.from({ length: 6 }, () => ({ bytes: text, type: 'text/plain', name: 'a.txt' }));
    const send = async (fields: Record<string, string>, files: { bytes: Uint8Array; type?: string; name?: string }[], who: Caller | null = buyer) => {
      const res = await world.moderation.request('/api/reports', multipartReport(fields, files, who));
      return { status: res.status, body: (await res.json()) as { error: string; message: string } };
    };
    expect(await send({ reportType: 'bogus', reportedItem: 'nope' }, sixPhotos)).toMatchObject({ status: 400, body: { error: REPORT_TEXTS.reasonRequired } });
    expect(await send({ reportType: 'bogus', reportedItem: 'nope', reason: '   ' }, sixPhotos)).toMatchObject({ status: 400, body: { error: REPORT_TEXTS.reasonRequired } });
    expect(await send({ reportType: 'bogus', reportedItem: 'nope', reason: 'Other' }, sixPhotos)).toMatchObject({ status: 400, body: { error: MODERATION_TEXTS.unknownType } });
    // 'Fake review' is a review's reason, not a store's.
    expect(await send({ reportType: 'store', reportedItem: 'nope', reason: 'Fake review' }, sixPhotos)).toMatchObject({ status: 400, body: { error: MODERATION_TEXTS.unknownReason } });
    expect(await send({ reportType: 'store', reportedItem: 'nope', reason: 'Other' }, sixPhotos)).toMatchObject({ status: 400, body: { error: REPORT_TEXTS.tooManyImages } });
    expect(await send({ reportType: 'store', reportedItem: 'nope', reason: 'Other' }, [{ bytes: good }, { bytes: text, type: 'image/jpeg' }])).toMatchObject({ status: 400, body: { error: IMAGE_TYPE_TEXT } });
    expect(await send({ reportType: 'store', reportedItem: 'nope', reason: 'Other', description: 'x'.repeat(1001) }, [])).toMatchObject({ status: 400, body: { message: expect.stringContaining('description') } });
    // No item at all is the caller's mistake (400), in JSON as in a form; an id that names nothing is not found (404).
    expect(await send({ reportType: 'store', reason: 'Other' }, [{ bytes: good }])).toMatchObject({ status: 400, body: { error: MODERATION_TEXTS.itemRequired } });
    expect(await send({ reportType: 'store', reportedItem: '  ', reason: 'Other' }, [])).toMatchObject({ status: 400, body: { error: MODERATION_TEXTS.itemRequired } });
    for (const body of [{ reportType: 'store', reason: 'Other' }, { reportType: 'review', reportedItem: null, reason: 'Spam content' }, { reportType: 'store', reportedItem: 42, reason: 'Other' }]) {
      const res = await world.moderation.request('/api/reports', request('POST', body, buyer));
      expect({ status: res.status, body: await res.json() }).toMatchObject({ status: 400, body: { error: MODERATION_TEXTS.itemRequired } });
    }
    for (const item of ['nope', randomUUID()]) {
      expect(await send({ reportType: 'store', reportedItem: item, reason: 'Other' }, [{ bytes: good }])).toMatchObject({ status: 404, body: { error: MODERATION_TEXTS.itemNotFound } });
    }
    // A review id as a store, a store id as an offer: not found either.
    expect((await send({ reportType: 'broadcast', reportedItem: shop.store.id, reason: 'Other' }, [])).status).toBe(404);

    const { review, author } = await world.review(shop, 'Own words');
    expect(await send({ reportType: 'review', reportedItem: review.id, reason: 'Fake review' }, [{ bytes: good }], author)).toMatchObject({ status: 403, body: { error: REPORT_TEXTS.ownReview } });
    expect(await send({ reportType: 'store', reportedItem: shop.store.id, reason: 'Other' }, [{ bytes: good }], shop.seller)).toMatchObject({ status: 403, body: { error: MODERATION_TEXTS.ownStore } });
    const offer = await world.offer(shop);
    expect(await send({ reportType: 'broadcast', reportedItem: offer.id, reason: 'False advertising' }, [{ bytes: good }], shop.seller)).toMatchObject({ status: 403, body: { error: MODERATION_TEXTS.ownStore } });
    expect((await send({ reportType: 'store', reportedItem: shop.store.id, reason: 'Other' }, [], null)).status).toBe(401);

    expect(await countRows('reports')).toBe(reportsBefore);
    expect(await countRows('report_images')).toBe(0);
    expect(await filesUnder(world.imageDir)).toEqual([]);
  });

  it('one open report per reporter and item (409 with the text the web client looks for); others may report it too', async () => {
    const buyer = await caller('buyer');
    const first = await report(buyer, storeReport(shop.store, { reason: 'Spam or fake store' }));
    expect(first.status).toBe(201);
    expect(await report(buyer, storeReport(shop.store, { reason: 'Other' }))).toMatchObject({ status: 409, body: { success: false, error: ALREADY } });
    expect((await report(buyer, storeReport(shop.store, { reason: 'Other' }))).body.error).toContain(ALREADY);
    // Anyone signed in but the owner: another seller, a delivery partner.
    expect((await report(await caller('seller'), storeReport(shop.store))).status).toBe(201);
    expect((await report(await caller('deliveryPartner'), storeReport(shop.store))).status).toBe(201);
    // Once the admin team closed it, the same buyer may report the item again.
    expect((await setStatus(first.body.data.id, 'Dismissed', 'Nothing wrong found')).status).toBe(200);
    expect((await report(buyer, storeReport(shop.store, { reason: 'Other' }))).status).toBe(201);
  });

  it('reports an offer and a review through POST /api/reports, with their snapshots', async () => {
    const offer = await world.offer(shop, 'Free delivery above ₹99');
    const buyer = await caller('buyer');
    const onOffer = await report(buyer, { reportType: 'broadcast', reportedItem: offer.id, reason: 'False advertising' });
    expect(onOffer).toMatchObject({ status: 201, body: { data: { reportType: 'broadcast', itemTitle: 'Free delivery above ₹99', storeName: shop.store.name } } });
    const { review, author } = await world.review(shop, 'Terrible, call 98XXXXXX01 instead');
    const onReview = await report(buyer, { reportType: 'review', reportedItem: review.id, reason: 'Personal information shared' });
    expect(onReview).toMatchObject({ status: 201, body: { data: { reportType: 'review', itemTitle: 'Review by Test buyer', storeName: shop.store.name } } });
    expect((await detail(onReview.body.data.id)).snapshot).toMatchObject({ type: 'review', text: 'Terrible, call 98XXXXXX01 instead', rating: 1, authorId: author.id, storeOwnerId: shop.seller.id });
  });
});

describe('POST /api/reviews/:id/report', () => {
  let shop: Shop;
  let reviewId: string;
  let author: Caller;
  beforeAll(async () => {
    shop = await world.openShop();
    ({ review: { id: reviewId }, author } = await world.review(shop));
  });
  const reportReview = (who: Caller | null, body: unknown, id = reviewId) => world.call<{ data: Report }>('POST', `/api/reviews/${id}/report`, who, body);

  it('feeds the same queue: a reason from the review list, once per user, never one\'s own; 404 for unknown reviews', async () => {
    const reporter = await caller('buyer');
    expect(await reportReview(reporter, { reason: 'I do not like it' })).toMatchObject({ status: 400, body: { error: MODERATION_TEXTS.unknownReason } });
    expect(await reportReview(reporter, {})).toMatchObject({ status: 400, body: { error: REPORT_TEXTS.reasonRequired } });
    expect(await reportReview(author, { reason: 'Fake review' })).toMatchObject({ status: 403, body: { error: REPORT_TEXTS.ownReview } });
    expect((await reportReview(null, { reason: 'Fake review' })).status).toBe(401);
    const filed = await reportReview(reporter, { reason: 'Spam content', description: 'Same text everywhere' });
    expect(filed).toMatchObject({
      status: 201,
      body: { success: true, message: REPORT_TEXTS.submittedToCommunity, data: { reportType: 'review', reportedItem: reviewId, reason: 'Spam content', description: 'Same text everywhere', status: 'Pending' } },
    });
    expect(await reportReview(reporter, { reason: 'Other' })).toMatchObject({ status: 409, body: { error: ALREADY } });
    // The store's own seller may flag a review of their store.
    expect((await reportReview(shop.seller, { reason: 'Other' })).status).toBe(201);
    for (const unknown of [randomUUID(), 'nope']) expect(await reportReview(reporter, { reason: 'Other' }, unknown)).toMatchObject({ status: 404, body: { error: 'Review not found' } });
    const queued = await world.call<ReportList>('GET', '/api/reports?type=review&limit=100', admin);
    expect(queued.body.data.filter((r) => r.reportedItem === reviewId).map((r) => r.reporterCount)).toEqual([2, 2]);
  });
});

describe('items buyers cannot see', () => {
  it('are not found: an ended offer, a deactivated store, a review of a deactivated store', async () => {
    const shop = await world.openShop();
    const buyer = await caller('buyer');
    const offer = await world.offer(shop);
    const { review } = await world.review(shop);
    expect((await world.callCatalog('PATCH', `/api/broadcasts/${offer.id}/deactivate`, shop.seller)).status).toBe(200);
    expect(await report(buyer, { reportType: 'broadcast', reportedItem: offer.id, reason: 'Other' })).toMatchObject({ status: 404, body: { error: MODERATION_TEXTS.itemNotFound } });
    expect((await world.callCatalog('PATCH', `/api/stores/${shop.store.id}/status`, admin, { isActive: false })).status).toBe(200);
    expect((await report(buyer, storeReport(shop.store))).status).toBe(404);
    expect((await world.call('POST', `/api/reviews/${review.id}/report`, buyer, { reason: 'Fake review' })).status).toBe(404);
  });
});

describe('many reports at once', () => {
  it('50 buyers reporting the same store at once: 50 reports, each counting 50 reporters', async () => {
    const shop = await world.openShop();
    const buyers = await Promise.all(Array.from({ length: 50 }, () => caller('buyer')));
    const replies = await Promise.all(buyers.map((buyer) => report(buyer, storeReport(shop.store, { reason: 'Spam or fake store' }))));
    expect(replies.map((r) => r.status)).toEqual(Array(50).fill(201));
    const rows = await world.db.selectFrom('reports').select('reporter_id').where('item_id', '=', shop.store.id).execute();
    expect(new Set(rows.map((r) => r.reporter_id))).toEqual(new Set(buyers.map((b) => b.id)));
    expect((await detail(replies[0]!.body.data.id)).reporterCount).toBe(50);
    const list = await world.call<ReportList>('GET', '/api/reports?type=store&status=Pending&sort=reporters&limit=5', admin);
    expect(list.body.data[0]).toMatchObject({ reportedItem: shop.store.id, reporterCount: 50 });
  });

  it('the same buyer firing twice at once: one report and one 409', async () => {
    const shop = await world.openShop();
    const buyer = await caller('buyer');
    const replies = await Promise.all([report(buyer, storeReport(shop.store)), report(buyer, storeReport(shop.store, { reason: 'Other' }))]);
    expect(replies.map((r) => r.status).toSorted()).toEqual([201, 409]);
    expect(replies.find((r) => r.status === 409)!.body.error).toBe(ALREADY);
    expect(await world.db.selectFrom('reports').select('id').where('item_id', '=', shop.store.id).execute()).toHaveLength(1);
  });
});

describe('evidence photos', () => {
  it('are re-encoded, kept privately, and served to superadmins and the reporter only', async () => {
    const shop = await world.openShop();
    const buyer = await caller('buyer');
    const res = await world.moderation.request('/api/reports', multipartReport(
      { reportType: 'store', reportedItem: shop.store.id, reason: 'Inappropriate content', description: 'See the photos' },
      [{ bytes: await photo(200) }, { bytes: await sharp({ create: { width: 300, height: 300, channels: 3, background: '#0a0' } }).png().toBuffer(), type: 'image/png', name: 'b.png' }],
      buyer,
    ));
    expect(res.status).toBe(201);
    const { data } = (await res.json()) as { data: Report };
    expect(data.images).toHaveLength(2);
    for (const url of data.images) expect(url).toMatch(new RegExp(`^/api/reports/${data.id}/images/[0-9a-f]{64}\\.webp$`));

    const get = (url: string, who: Caller | null) => world.moderation.request(url, { headers: who ? { Authorization: `Bearer ${who.token}` } : {} });
    for (const who of [buyer, admin]) {
      const image = await get(data.images[0]!, who);
      expect(image.status).toBe(200);
      expect(image.headers.get('cache-control')).toBe('private, no-store');
      expect(image.headers.get('content-type')).toBe('image/webp');
      expect(await sharp(Buffer.from(await image.arrayBuffer())).metadata()).toMatchObject({ format: 'webp', width: 640, height: 480 });
    }
    for (const who of [null, await caller('buyer'), shop.seller, await caller('deliveryPartner')]) {
      const refused = await get(data.images[1]!, who);
      expect(refused.status, who?.role ?? 'signed out').toBe(404);
      expect(refused.headers.get('cache-control')).not.toBe('public, max-age=31536000, immutable');
    }
    // A key of another report, an unknown key, a malformed one: 404 even for the admin.
    const other = (await report(await caller('buyer'), storeReport(shop.store))).body.data;
    const key = data.images[0]!.split('/').at(-1)!;
    for (const url of [`/api/reports/${other.id}/images/${key}`, `/api/reports/${data.id}/images/${'0'.repeat(64)}.webp`, `/api/reports/${data.id}/images/..%2F..%2Fetc`]) {
      expect((await get(url, admin)).status, url).toBe(404);
    }
    // Stored under moderation's private area only: nothing in public storage.
    const files = await filesUnder(world.imageDir);
    expect(files).toHaveLength(await countRows('report_images')); // two photos, three sizes each (the small one's card and full are one object)
    expect(files.length).toBeGreaterThanOrEqual(5);
    expect(files.every((file) => file.startsWith(path.join(world.imageDir, 'private', 'moderation')))).toBe(true);
    expect(await world.db.selectFrom('report_images').select('uploaded_by').distinct().execute()).toEqual([{ uploaded_by: buyer.id }]);
    // Deleted: gone for everyone.
    expect((await world.call('DELETE', `/api/reports/${data.id}`, admin)).status).toBe(200);
    expect((await get(data.images[0]!, buyer)).status).toBe(404);
  });
});

describe('the admin team\'s calls', () => {
  it('are for superadmins only: 403 for buyers, sellers and delivery partners, 401 signed out', async () => {
    const id = randomUUID();
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/reports'], ['GET', '/api/reports/stats'], ['GET', `/api/reports/${id}`],
      ['PUT', `/api/reports/${id}/status`, { status: 'Reviewing' }], ['DELETE', `/api/reports/${id}`],
    ];
    for (const who of [await caller('buyer'), await caller('seller'), await caller('deliveryPartner')]) {
      for (const [method, url, body] of calls) expect((await world.call(method, url, who, body)).status, `${who.role} ${method} ${url}`).toBe(403);
    }
    for (const [method, url, body] of calls) expect((await world.call(method, url, null, body)).status, `${method} ${url}`).toBe(401);
    for (const [method, url, body] of calls.slice(2)) {
      expect(await world.call(method, url, admin, body)).toMatchObject({ status: 404, body: { error: MODERATION_TEXTS.reportNotFound } });
      expect((await world.call(method, url.replace(id, 'not-an-id'), admin, body)).status).toBe(404);
    }
  });

  it('lists the queue with filters (type, status, reason, India days), sorts and pages', async () => {
    const a = await world.openShop();
    const b = await world.openShop();
    const offer = await world.offer(a);
    const filed: Report[] = [];
    const file = async (body: Record<string, unknown>) => filed.push((await report(await caller('buyer'), body)).body.data);
    await file(storeReport(a.store, { reason: 'Other' }));
    await file(storeReport(a.store, { reason: 'Misleading information' }));
    await file(storeReport(a.store));
    await file(storeReport(b.store));
    await file({ reportType: 'broadcast', reportedItem: offer.id, reason: 'Offensive material' });
    // Spread over three India days of 2025, apart from everything else in this world: 1 March 00:10 IST is still 28 Feb in UTC.
    const days = ['2025-03-01T00:10:00+05:30', '2025-03-01T23:50:00+05:30', '2025-03-02T12:00:00+05:30', '2025-03-03T08:00:00+05:30', '2025-03-03T23:59:00+05:30'];
    for (const [i, one] of filed.entries()) await world.db.updateTable('reports').set({ created_at: new Date(days[i]!) } as never).where('id', '=', one.id).execute();
    const list = async (query: string) => (await world.call<ReportList>('GET', `/api/reports?${query}`, admin)).body;
    const ids = async (query: string) => (await list(query)).data.map((r) => r.id);
    const [s1, s2, s3, s4, o1] = filed.map((r) => r.id);

    expect(await ids('from=2025-03-01&to=2025-03-03&sort=oldest')).toEqual([s1, s2, s3, s4, o1]);
    expect(await ids('from=2025-03-01&to=2025-03-03')).toEqual([o1, s4, s3, s2, s1]);
    expect(await ids('from=2025-03-01&to=2025-03-01&sort=oldest')).toEqual([s1, s2]);
    expect(await ids('from=2025-03-02&to=2025-03-02')).toEqual([s3]);
    expect(await ids('from=2025-03-01&to=2025-03-03&type=broadcast')).toEqual([o1]);
    expect(await ids('from=2025-03-01&to=2025-03-03&reason=Misleading%20information')).toEqual([s2]);
    // Most reporters first: store a's three, then b's and the offer's one each (newest first among equals).
    const byReporters = (await list('from=2025-03-01&to=2025-03-03&sort=reporters')).data;
    expect(byReporters.map((r) => [r.id, r.reporterCount])).toEqual([[s3, 3], [s2, 3], [s1, 3], [o1, 1], [s4, 1]]);
    const page2 = await list('from=2025-03-01&to=2025-03-03&sort=oldest&limit=2&page=2');
    expect(page2.data.map((r) => r.id)).toEqual([s3, s4]);
    expect(page2.pagination).toEqual({ totalCount: 5, currentPage: 2, totalPages: 3, hasNextPage: true });
    expect((await setStatus(s1!, 'Reviewing')).status).toBe(200);
    expect(await ids('from=2025-03-01&to=2025-03-03&status=Reviewing')).toEqual([s1]);
    expect((await world.call('GET', '/api/reports?from=2025-02-30', admin)).status).toBe(400);
    expect((await world.call('GET', '/api/reports?type=product', admin)).status).toBe(400);
  });

  it('shows a report with its snapshot, the item now (null once gone), the other reports on the item and its audit trail', async () => {
    const shop = await world.openShop();
    const { review, author } = await world.review(shop, 'Fake five stars elsewhere');
    const first = (await world.call<{ data: Report }>('POST', `/api/reviews/${review.id}/report`, await caller('buyer'), { reason: 'Fake review' })).body.data;
    const second = (await world.call<{ data: Report }>('POST', `/api/reviews/${review.id}/report`, await caller('buyer'), { reason: 'Spam content' })).body.data;
    await setStatus(first.id, 'Reviewing', 'Looking into it');

    const shown = await detail(first.id);
    expect(shown).toMatchObject({ id: first.id, status: 'Reviewing', note: 'Looking into it', reporterCount: 2, reviewedBy: { id: admin.id, name: 'Test superadmin' } });
    expect(shown.snapshot).toMatchObject({ type: 'review', id: review.id, text: 'Fake five stars elsewhere', authorId: author.id });
    expect(shown.current).toEqual(shown.snapshot);
    expect(shown.otherReports.map((r) => r.id)).toEqual([second.id]);
    expect(shown.audit).toEqual([expect.objectContaining({ what: 'report.status', targetType: 'report', targetId: first.id, reportId: first.id, reason: 'Looking into it', details: { from: 'Pending', to: 'Reviewing' }, admin: { id: admin.id, name: 'Test superadmin' } } satisfies Partial<AuditEntry>)]);

    // The author deletes the review: the report still shows it as it was.
    expect((await world.callCatalog('DELETE', `/api/reviews/${review.id}`, author)).status).toBe(200);
    const after = await detail(first.id);
    expect(after.current).toBeNull();
    expect(after.snapshot).toEqual(shown.snapshot);
  });

  it('moves reports along Pending → Reviewing → Resolved | Dismissed (a closed one back to Reviewing); any other move is a 409', async () => {
    const shop = await world.openShop();
    const filed = (await report(await caller('buyer'), storeReport(shop.store))).body.data;
    expect(await setStatus(filed.id, 'Pending')).toMatchObject({ status: 409, body: { error: 'A Pending report cannot be set to Pending' } });
    expect((await setStatus(filed.id, 'Reviewing')).body.data).toMatchObject({ status: 'Reviewing', reviewedBy: { id: admin.id } });
    expect(await setStatus(filed.id, 'Pending')).toMatchObject({ status: 409, body: { message: 'A Reviewing report can be set to Resolved or Dismissed.' } });
    expect((await setStatus(filed.id, 'Resolved', 'Store warned')).body.data).toMatchObject({ status: 'Resolved', note: 'Store warned' });
    expect((await setStatus(filed.id, 'Dismissed')).status).toBe(409);
    expect((await setStatus(filed.id, 'Reviewing', 'Seller appealed')).body.data).toMatchObject({ status: 'Reviewing', note: 'Seller appealed' });
    expect((await setStatus(filed.id, 'Closed')).status).toBe(400);
    expect((await world.call('PUT', `/api/reports/${filed.id}/status`, admin, {})).status).toBe(400);
    const trail = (await detail(filed.id)).audit.map((entry) => entry.details).toReversed();
    expect(trail).toEqual([{ from: 'Pending', to: 'Reviewing' }, { from: 'Reviewing', to: 'Resolved' }, { from: 'Resolved', to: 'Reviewing' }]);
  });

  it('closing one report closes every open report on the item, each audited and each reporter told', async () => {
    const watcher = await world.watch(['moderation.report_closed']);
    const shop = await world.openShop('Closing Kirana');
    const buyers = await Promise.all([caller('buyer'), caller('buyer'), caller('buyer')]);
    const filed = await Promise.all(buyers.map(async (buyer) => (await report(buyer, storeReport(shop.store))).body.data));
    const elsewhere = (await report(buyers[0]!, storeReport((await world.openShop()).store))).body.data;
    await setStatus(filed[1]!.id, 'Reviewing');

    const closed = await setStatus(filed[0]!.id, 'Resolved', 'Store closed for fraud');
    expect(closed).toMatchObject({ status: 200, body: { changedReports: 3, data: { status: 'Resolved', reporterCount: 0 } } });
    for (const one of filed) expect(await detail(one.id)).toMatchObject({ status: 'Resolved', note: 'Store closed for fraud', reporterCount: 0 });
    expect((await detail(elsewhere.id)).status).toBe('Pending');

    const events = await watcher.waitForMany((e) => filed.some((f) => f.id === (e.payload as ModerationReportClosedEvent).reportId), 3);
    expect(events.map((e) => e.payload as ModerationReportClosedEvent).toSorted(byReport)).toEqual(
      filed.map((f) => ({ reportId: f.id, reporterId: f.reporter.id, reportType: 'store', itemTitle: 'Closing Kirana', status: 'Resolved', note: 'Store closed for fraud', closedAt: expect.any(String) }))
        .toSorted(byReport),
    );
    const audit = (await detail(filed[2]!.id)).audit.filter((e) => e.details['to'] === 'Resolved');
    expect(audit.map((e) => [e.targetId, e.details['from'], e.details['closedWith'] ?? null]).toSorted()).toEqual(
      [[filed[0]!.id, 'Pending', null], [filed[1]!.id, 'Reviewing', filed[0]!.id], [filed[2]!.id, 'Pending', filed[0]!.id]].toSorted(),
    );
    // Reopening brings back that one only; a new report by one of the reporters is its own.
    expect((await setStatus(filed[2]!.id, 'Reviewing')).body.data).toMatchObject({ status: 'Reviewing', reporterCount: 1 });
    expect((await report(buyers[0]!, storeReport(shop.store))).status).toBe(201);
    expect((await report(buyers[2]!, storeReport(shop.store))).status).toBe(409);
    const outbox = await world.db.selectFrom('outbox').select('payload').where('type', '=', 'moderation.report_closed').execute();
    expect(outbox.filter((row) => filed.some((f) => f.id === (row.payload as ModerationReportClosedEvent).reportId))).toHaveLength(3);
  });

  it('two admins closing two reports of one item at once: both done, no deadlock', async () => {
    const shop = await world.openShop();
    const filed = await Promise.all(Array.from({ length: 4 }, async () => (await report(await caller('buyer'), storeReport(shop.store))).body.data));
    const replies = await Promise.all([setStatus(filed[0]!.id, 'Resolved', 'a'), setStatus(filed[3]!.id, 'Dismissed', 'b', await caller('superadmin'))]);
    expect(replies.map((r) => r.status).toSorted()).toEqual([200, 409]); // the second finds its report closed by the first
    const statuses = new Set(await Promise.all(filed.map(async (f) => (await detail(f.id)).status)));
    expect(statuses.size).toBe(1);
  });

  it('deletes a report: gone from the queue and the stats, 404 afterwards, audited', async () => {
    const before = (await world.call<{ data: ReportStats }>('GET', '/api/reports/stats', admin)).body.data;
    const shop = await world.openShop();
    const filed = (await report(await caller('buyer'), storeReport(shop.store))).body.data;
    const stats = async () => (await world.call<{ data: ReportStats }>('GET', '/api/reports/stats', admin)).body.data;
    expect((await stats()).total).toBe(before.total + 1);
    expect(await world.call('DELETE', `/api/reports/${filed.id}`, admin)).toMatchObject({ status: 200, body: { success: true } });
    expect((await world.call('GET', `/api/reports/${filed.id}`, admin)).status).toBe(404);
    expect((await world.call('DELETE', `/api/reports/${filed.id}`, admin)).status).toBe(404);
    expect((await setStatus(filed.id, 'Reviewing')).status).toBe(404);
    expect((await world.call<ReportList>('GET', '/api/reports?limit=100', admin)).body.data.map((r) => r.id)).not.toContain(filed.id);
    expect((await stats()).total).toBe(before.total);
    const entry = await world.db.selectFrom('audit_entries').selectAll().where('report_id', '=', filed.id).executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ what: 'report.deleted', target_type: 'report', target_id: filed.id, admin_id: admin.id });
    expect((await world.db.selectFrom('reports').select('deleted_at').where('id', '=', filed.id).executeTakeFirstOrThrow()).deleted_at).not.toBeNull();
    // The deletion stays in the item's history, shown with the item's next report.
    const next = (await report(await caller('buyer'), storeReport(shop.store))).body.data;
    const { body } = await world.call<{ data: ReportDetail }>('GET', `/api/reports/${next.id}`, admin);
    expect(body.data.audit).toContainEqual(expect.objectContaining({ what: 'report.deleted', reportId: filed.id }));
  });

  it('counts reports by status and type, the oldest open one, and each of the last 7 India days', async () => {
    const stats = async () => (await world.call<{ data: ReportStats }>('GET', '/api/reports/stats', admin)).body.data;
    const before = await stats();
    expect(before.last7Days).toHaveLength(7);
    const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
    expect(before.last7Days.at(-1)!.date).toBe(today);
    const shop = await world.openShop();
    const offer = await world.offer(shop);
    await report(await caller('buyer'), storeReport(shop.store));
    const onOffer = (await report(await caller('buyer'), { reportType: 'broadcast', reportedItem: offer.id, reason: 'Copyright violation' })).body.data;
    await setStatus(onOffer.id, 'Dismissed');
    const after = await stats();
    expect(after.total).toBe(before.total + 2);
    expect(after.open).toBe(before.open + 1);
    expect(after.byStatus).toEqual({ ...before.byStatus, Pending: before.byStatus.Pending + 1, Dismissed: before.byStatus.Dismissed + 1 });
    expect(after.byType).toEqual({ ...before.byType, store: before.byType.store + 1, broadcast: before.byType.broadcast + 1 });
    expect(after.last7Days.at(-1)!.count).toBe(before.last7Days.at(-1)!.count + 2);
    expect(after.total).toBe(Object.values(after.byStatus).reduce((n, x) => n + x, 0));
    expect(after.oldestOpenAt).not.toBeNull();
  });
});
