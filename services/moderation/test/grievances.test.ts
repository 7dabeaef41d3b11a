import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import type { EventEnvelope, Grievance, GrievanceList, Order, Store } from '@haat/contracts';
import { consumeEvents, type App, type ServiceDeps } from '@haat/server-kit';
import { addProduct, caller, createTestEnvironment, eventually, openStore, request, type Caller, type TestEnvironment } from '@haat/server-kit/testing';
// The services a grievance asks (order: is it the buyer's order; catalog: does the store exist), started from their public entries.
import { buildCatalogService, migrations as catalogMigrations, SCHEMA as CATALOG_SCHEMA } from '@haat/catalog';
import { buildOrderService, migrations as orderMigrations, SCHEMA as ORDER_SCHEMA } from '@haat/order';
import { buildModerationService, migrations, SCHEMA } from '../src/index.ts';
import { listAudit } from '../src/audit/audit-repository.ts';
import type { ModerationConfig } from '../src/config.ts';
import type { ModerationDatabase } from '../src/database.ts';

const officer = {
  GRIEVANCE_OFFICER_NAME: 'Meera Iyer',
  GRIEVANCE_OFFICER_DESIGNATION: 'Grievance Officer',
  GRIEVANCE_OFFICER_EMAIL: 'grievance@example.in',
  GRIEVANCE_OFFICER_PHONE: '+91 20 4000 1234',
  GRIEVANCE_OFFICER_ADDRESS: '4 FC Road, Pune 411004',
  GRIEVANCE_OFFICER_HOURS: 'Monday to Friday, 10:00 AM to 6:00 PM',
};

let env: TestEnvironment;
let catalog: App;
let order: App;
let orderDeps: ServiceDeps;
let moderation: App;
let deps: ServiceDeps<ModerationConfig>;
let db: Kysely<ModerationDatabase>;
let seller: Caller;
let store: Store;
let productId: string;
const events: EventEnvelope[] = [];

beforeAll(async () => {
  env = await createTestEnvironment();
  catalog = await buildCatalogService(await env.connect('catalog', CATALOG_SCHEMA, catalogMigrations));
  orderDeps = await env.connect('order', ORDER_SCHEMA, orderMigrations);
  order = await buildOrderService(orderDeps);
  deps = await env.connect<ModerationConfig>('moderation', SCHEMA, migrations, officer);
  db = deps.db as Kysely<ModerationDatabase>;
  moderation = await buildModerationService(deps);
  seller = await caller('seller');
  store = await openStore(catalog, seller, { name: 'Complaint Kirana', city: 'Pune' });
  productId = (await addProduct(catalog, seller, { storeId: store.id, name: 'Atta 5 kg', price: 250, quantity: 500 })).id;
  const consumer = await consumeEvents({
    nc: deps.nc, subjects: deps.subjects, durable: `test-${randomUUID().slice(0, 8)}`, types: ['grievance.updated'], logger: deps.logger,
    handle: async (event) => void events.push(event),
  });
  deps.onStop(() => consumer.stop());
}, 60_000);
afterAll(() => env.cleanup());

const call = (method: string, path: string, body?: unknown, who?: Caller | null) => moderation.request(path, request(method, body, who));
async function json<T>(res: Response | Promise<Response>, status = 200): Promise<T> {
  const response = await res;
  const text = await response.text();
  if (response.status !== status) throw new Error(`expected ${status}, got ${response.status}: ${text}`);
  return JSON.parse(text) as T;
}

async function placeOrder(buyer: Caller): Promise<Order> {
  const body = {
    storeId: store.id, items: [{ productId, quantity: 1 }], paymentMethod: 'Cash on Delivery',
    shippingAddress: { name: 'Asha Buyer', address: 'Flat 3, Karve Road', city: 'Pune', postalCode: '411038', phone: '+919800000001', email: 'asha@example.in' },
  };
  return (await json<{ data: Order }>(order.request('/api/orders', request('POST', body, buyer)), 201)).data;
}

const file = (buyer: Caller, body: Record<string, unknown>) => call('POST', '/api/grievances', { category: 'Item not delivered', description: 'Nothing arrived.', ...body }, buyer);
const fileOther = async (buyer: Caller, description = 'The app shows the wrong city.') =>
  (await json<{ data: Grievance }>(file(buyer, { subject: 'other', category: 'Other', description }), 201)).data;
const grievanceCount = async () => (await db.selectFrom('grievances').select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow()).n;
/** Moves a complaint's filing time into the past, as if it had waited that long. */
const backdate = (id: string, hours: number) => sql`UPDATE grievances SET created_at = now() - make_interval(hours => ${hours}) WHERE id = ${id}`.execute(db);
const update = (id: string, body: unknown, who: Caller | null) => call('PUT', `/api/admin/grievances/${id}`, body, who);
const HOUR = 3_600_000;

describe('grievances: the officer and filing a complaint', () => {
  it('GET /api/grievances/officer is public and comes from configuration', async () => {
    const reply = await json<{ data: unknown }>(call('GET', '/api/grievances/officer'));
    expect(reply.data).toEqual({
      name: 'Meera Iyer', designation: 'Grievance Officer', email: 'grievance@example.in', phone: '+91 20 4000 1234',
      address: '4 FC Road, Pune 411004', hours: 'Monday to Friday, 10:00 AM to 6:00 PM',
    });
  });

  it('a buyer complains about their own order: 201, a GRV ticket in the message, the order\'s store, both clocks running', async () => {
    const buyer = await caller('buyer');
    const placed = await placeOrder(buyer);
    const before = Date.now();
    const res = await json<{ message: string; data: Grievance }>(file(buyer, { subject: 'order', orderId: placed.id, category: 'Wrong or damaged item', description: '  The atta bag was torn.\nHalf spilled.  ' }), 201);
    const g = res.data;
    const year = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', year: 'numeric' }).format(new Date());
    expect(g.ticketNumber).toMatch(new RegExp(`^GRV-${year}-\\d{6}$`));
    expect(res.message).toBe(`Your complaint has been registered. Ticket number: ${g.ticketNumber}`);
    expect(g).toMatchObject({
      subject: 'order', orderId: placed.id, storeId: store.id, storeName: 'Complaint Kirana', category: 'Wrong or damaged item',
      description: 'The atta bag was torn.\nHalf spilled.', status: 'Open', response: '', buyer: { id: buyer.id, name: 'Test buyer' },
      acknowledgedAt: null, resolvedAt: null, ackOverdue: false, resolveOverdue: false, handledBy: null,
    });
    const created = new Date(g.createdAt).getTime();
    expect(created).toBeGreaterThanOrEqual(before - 5000);
    expect(new Date(g.acknowledgeBy).getTime() - created).toBe(48 * HOUR);
    expect(new Date(g.resolveBy).getTime() - created).toBe(30 * 24 * HOUR);
  });

  it('someone else\'s order, or an order that does not exist, is 404 \'Order not found\' and nothing is stored', async () => {
    const owner = await caller('buyer');
    const placed = await placeOrder(owner);
    const stranger = await caller('buyer');
    const count = await grievanceCount();
    for (const orderId of [placed.id, randomUUID()]) {
      const res = await file(stranger, { subject: 'order', orderId });
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ success: false, error: 'Order not found' });
    }
    expect(await grievanceCount()).toBe(count);
  });

  it('about a store: its name is kept; a store that does not exist is 404 \'Store not found\'', async () => {
    const buyer = await caller('buyer');
    const g = (await json<{ data: Grievance }>(file(buyer, { subject: 'store', storeId: store.id, category: 'Seller behaviour', description: 'Rude on the phone.' }), 201)).data;
    expect(g).toMatchObject({ subject: 'store', storeId: store.id, storeName: 'Complaint Kirana', orderId: null });
    const missing = await file(buyer, { subject: 'store', storeId: randomUUID() });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ error: 'Store not found' });
  });

  it('about something else: no order or store is kept, even when ids are sent', async () => {
    const buyer = await caller('buyer');
    const g = (await json<{ data: Grievance }>(file(buyer, { subject: 'other', orderId: randomUUID(), storeId: randomUUID(), category: 'Account or privacy' }), 201)).data;
    expect(g).toMatchObject({ subject: 'other', orderId: null, storeId: null, storeName: '' });
  });

  it('bad input is a 400 with the contract\'s text, and nothing is stored', async () => {
    const buyer = await caller('buyer');
    const count = await grievanceCount();
    const cases: [Record<string, unknown>, string][] = [
      [{ subject: 'other', description: undefined }, 'Please describe the problem'],
      [{ subject: 'other', description: '   ' }, 'Please describe the problem'],
      [{ subject: 'order' }, 'Please choose the order this is about'],
      [{ subject: 'store' }, 'Please choose the store this is about'],
    ];
    for (const [body, text] of cases) {
      const res = await file(buyer, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(((await res.json()) as { error: string }).error).toBe(text);
    }
    for (const body of [{ subject: 'complaint' }, { subject: 'other', category: 'Bad vibes' }, { subject: 'order', orderId: 'not-an-id' }, { subject: 'other', description: 'x'.repeat(2001) }]) {
      expect((await file(buyer, body)).status, JSON.stringify(body)).toBe(400);
    }
    expect(await grievanceCount()).toBe(count);
  });

  it('signed out is 401; a seller, a rider or an admin cannot file one as a buyer (403)', async () => {
    expect((await file(null as unknown as Caller, { subject: 'other' })).status).toBe(401);
    for (const role of ['seller', 'deliveryPartner', 'superadmin'] as const) {
      expect((await file(await caller(role), { subject: 'other' })).status, role).toBe(403);
    }
  });

  it('50 complaints filed at once get 50 different ticket numbers', async () => {
    const buyers = await Promise.all(Array.from({ length: 50 }, () => caller('buyer')));
    const filed = await Promise.all(buyers.map((buyer, i) => fileOther(buyer, `Complaint number ${i}`)));
    const tickets = new Set(filed.map((g) => g.ticketNumber));
    expect(tickets.size).toBe(50);
    for (const ticket of tickets) expect(ticket).toMatch(/^GRV-\d{4}-\d{6}$/);
  });
});

describe('grievances: the buyer follows their complaints', () => {
  it('GET /api/grievances/mine: only the caller\'s, newest first, paged; signed out 401', async () => {
    const buyer = await caller('buyer');
    const first = await fileOther(buyer, 'First');
    await backdate(first.id, 1); // strictly older than the second
    const second = await fileOther(buyer, 'Second');
    await fileOther(await caller('buyer'), 'Someone else');
    const mine = await json<GrievanceList>(call('GET', '/api/grievances/mine', undefined, buyer));
    expect(mine.data.map((g) => g.id)).toEqual([second.id, first.id]);
    expect(mine.pagination).toEqual({ totalCount: 2, currentPage: 1, totalPages: 1, hasNextPage: false });
    const paged = await json<GrievanceList>(call('GET', '/api/grievances/mine?limit=1&page=2', undefined, buyer));
    expect(paged.data.map((g) => g.id)).toEqual([first.id]);
    expect(paged.pagination).toMatchObject({ totalCount: 2, currentPage: 2, totalPages: 2, hasNextPage: false });
    expect((await call('GET', '/api/grievances/mine')).status).toBe(401);
  });

  it('GET /api/grievances/:ticketNumber: its buyer and a superadmin see it; anyone else, and an unknown ticket, get 404', async () => {
    const buyer = await caller('buyer');
    const g = await fileOther(buyer);
    expect((await json<{ data: Grievance }>(call('GET', `/api/grievances/${g.ticketNumber}`, undefined, buyer))).data.id).toBe(g.id);
    expect((await json<{ data: Grievance }>(call('GET', `/api/grievances/${g.ticketNumber}`, undefined, await caller('superadmin')))).data.id).toBe(g.id);
    for (const [ticket, who] of [[g.ticketNumber, await caller('buyer')], [g.ticketNumber, seller], ['GRV-1999-999999', buyer], ['nonsense', buyer]] as const) {
      const res = await call('GET', `/api/grievances/${ticket}`, undefined, who);
      expect(res.status, `${ticket} ${who.role}`).toBe(404);
      expect(await res.json()).toMatchObject({ error: 'Complaint not found' });
    }
    expect((await call('GET', `/api/grievances/${g.ticketNumber}`)).status).toBe(401);
  });
});

describe('grievances: the superadmin\'s queue and its clocks', () => {
  it('only a superadmin may read or change the queue: 401 signed out, 403 for everyone else', async () => {
    const g = await fileOther(await caller('buyer'));
    expect((await call('GET', '/api/admin/grievances')).status).toBe(401);
    expect((await update(g.id, { status: 'Acknowledged' }, null)).status).toBe(401);
    for (const role of ['buyer', 'seller', 'deliveryPartner'] as const) {
      const who = await caller(role);
      expect((await call('GET', '/api/admin/grievances', undefined, who)).status, role).toBe(403);
      expect((await update(g.id, { status: 'Acknowledged' }, who)).status, role).toBe(403);
    }
    const [row] = await db.selectFrom('grievances').select('status').where('id', '=', g.id).execute();
    expect(row!.status).toBe('Open');
  });

  it('oldest first; overdue as of now: 48 hours to acknowledge, 30 days to resolve; filters by status and overdue', async () => {
    const admin = await caller('superadmin');
    const buyer = await caller('buyer');
    const fresh = await fileOther(buyer, 'fresh');
    const unacknowledged = await fileOther(buyer, 'three days, not acknowledged');
    const acknowledgedLate = await fileOther(buyer, 'acknowledged, 31 days');
    const untouched = await fileOther(buyer, 'open, 31 days');
    const resolvedLate = await fileOther(buyer, 'resolved, 31 days');
    const acknowledgedInTime = await fileOther(buyer, 'acknowledged, three days');
    await json(update(acknowledgedLate.id, { status: 'Acknowledged' }, admin));
    await json(update(acknowledgedInTime.id, { status: 'Acknowledged' }, admin));
    await json(update(resolvedLate.id, { status: 'Resolved', response: 'Refunded.' }, admin));
    await backdate(unacknowledged.id, 72);
    await backdate(acknowledgedInTime.id, 71);
    await backdate(acknowledgedLate.id, 31 * 24 + 2);
    await backdate(untouched.id, 31 * 24 + 1);
    await backdate(resolvedLate.id, 31 * 24);
    await backdate(fresh.id, 47); // inside its 48 hours still

    const mine = (list: GrievanceList) => list.data.filter((g) => g.buyer.id === buyer.id);
    const all = mine(await json<GrievanceList>(call('GET', '/api/admin/grievances?limit=100', undefined, admin)));
    expect(all.map((g) => g.description)).toEqual([
      'acknowledged, 31 days', 'open, 31 days', 'resolved, 31 days', 'three days, not acknowledged', 'acknowledged, three days', 'fresh',
    ]);
    const clocks = Object.fromEntries(all.map((g) => [g.description, [g.ackOverdue, g.resolveOverdue]]));
    expect(clocks).toEqual({
      'fresh': [false, false],
      'three days, not acknowledged': [true, false],
      'acknowledged, three days': [false, false],
      'acknowledged, 31 days': [false, true],
      'open, 31 days': [true, true],
      'resolved, 31 days': [false, false],
    });
    for (const g of all) expect(new Date(g.acknowledgeBy).getTime() - new Date(g.createdAt).getTime()).toBe(48 * HOUR);

    const overdue = mine(await json<GrievanceList>(call('GET', '/api/admin/grievances?overdue=true&limit=100', undefined, admin)));
    expect(overdue.map((g) => g.description)).toEqual(['acknowledged, 31 days', 'open, 31 days', 'three days, not acknowledged']);
    const onTime = mine(await json<GrievanceList>(call('GET', '/api/admin/grievances?overdue=false&limit=100', undefined, admin)));
    expect(onTime.map((g) => g.description)).toEqual(['resolved, 31 days', 'acknowledged, three days', 'fresh']);
    const acknowledged = mine(await json<GrievanceList>(call('GET', '/api/admin/grievances?status=Acknowledged&limit=100', undefined, admin)));
    expect(acknowledged.map((g) => g.description)).toEqual(['acknowledged, 31 days', 'acknowledged, three days']);
    const page = await json<GrievanceList>(call('GET', '/api/admin/grievances?status=Acknowledged&overdue=true&limit=1', undefined, admin));
    expect(page.pagination.currentPage).toBe(1);
    expect(page.data.every((g) => g.status === 'Acknowledged' && g.resolveOverdue)).toBe(true);
    expect((await call('GET', '/api/admin/grievances?status=Closed', undefined, admin)).status).toBe(400);
  });
});

describe('grievances: the superadmin answers', () => {
  let admin: Caller;
  beforeAll(async () => { admin = await caller('superadmin'); });

  it('Open → Acknowledged → Resolved: each change audited and told to the buyer (grievance.updated)', async () => {
    const buyer = await caller('buyer');
    const g = await fileOther(buyer);
    const acknowledged = (await json<{ data: Grievance }>(update(g.id, { status: 'Acknowledged' }, admin))).data;
    expect(acknowledged).toMatchObject({ status: 'Acknowledged', response: '', handledBy: { id: admin.id, name: 'Test superadmin' }, resolvedAt: null, ackOverdue: false });
    expect(acknowledged.acknowledgedAt).not.toBeNull();

    const noResponse = await update(g.id, { status: 'Resolved' }, admin);
    expect(noResponse.status).toBe(400);
    expect(await noResponse.json()).toMatchObject({ error: 'Please write a response for the buyer' });
    expect((await update(g.id, { status: 'Resolved', response: '   ' }, admin)).status).toBe(400);

    const resolved = (await json<{ data: Grievance }>(update(g.id, { status: 'Resolved', response: 'The store refunded ₹250 on 2 December.' }, admin))).data;
    expect(resolved).toMatchObject({ status: 'Resolved', response: 'The store refunded ₹250 on 2 December.', acknowledgedAt: acknowledged.acknowledgedAt });
    expect(resolved.resolvedAt).not.toBeNull();
    // The buyer sees the answer.
    const seen = (await json<{ data: Grievance }>(call('GET', `/api/grievances/${g.ticketNumber}`, undefined, buyer))).data;
    expect(seen).toMatchObject({ status: 'Resolved', response: 'The store refunded ₹250 on 2 December.' });

    await eventually(() => events.filter((e) => (e.payload as { grievanceId: string }).grievanceId === g.id).length === 2, 10_000, { what: 'two grievance.updated events' });
    const payloads = events.filter((e) => (e.payload as { grievanceId: string }).grievanceId === g.id).map((e) => e.payload);
    expect(payloads).toEqual([
      expect.objectContaining({ grievanceId: g.id, ticketNumber: g.ticketNumber, buyerId: buyer.id, status: 'Acknowledged', response: '' }),
      expect.objectContaining({ grievanceId: g.id, ticketNumber: g.ticketNumber, buyerId: buyer.id, status: 'Resolved', response: 'The store refunded ₹250 on 2 December.' }),
    ]);

    const { entries } = await listAudit(db, { targetType: 'grievance', targetId: g.id }, { limit: 10, offset: 0 });
    expect(entries.map((e) => [e.what, e.details, e.admin, e.reason])).toEqual([
      ['grievance.resolved', { ticketNumber: g.ticketNumber, from: 'Acknowledged', to: 'Resolved' }, { id: admin.id, name: 'Test superadmin' }, 'The store refunded ₹250 on 2 December.'],
      ['grievance.acknowledged', { ticketNumber: g.ticketNumber, from: 'Open', to: 'Acknowledged' }, { id: admin.id, name: 'Test superadmin' }, ''],
    ]);
  });

  it('Open straight to Rejected (with the reason for the buyer) acknowledges it too', async () => {
    const g = await fileOther(await caller('buyer'));
    const rejected = (await json<{ data: Grievance }>(update(g.id, { status: 'Rejected', response: 'This is about another website.' }, admin))).data;
    expect(rejected).toMatchObject({ status: 'Rejected', response: 'This is about another website.', ackOverdue: false, resolveOverdue: false });
    expect(rejected.acknowledgedAt).toBe(rejected.resolvedAt);
  });

  it('any other move is a 409 and changes nothing; no event, no audit entry', async () => {
    const g = await fileOther(await caller('buyer'));
    await json(update(g.id, { status: 'Acknowledged' }, admin));
    const again = await update(g.id, { status: 'Acknowledged' }, admin);
    expect(again.status).toBe(409);
    expect(((await again.json()) as { error: string }).error).toBe('This complaint is Acknowledged: it cannot be marked Acknowledged');
    await json(update(g.id, { status: 'Resolved', response: 'Done.' }, admin));
    for (const body of [{ status: 'Rejected', response: 'No.' }, { status: 'Acknowledged' }, { status: 'Resolved', response: 'Again.' }]) {
      expect((await update(g.id, body, admin)).status, body.status).toBe(409);
    }
    expect((await update(g.id, { status: 'Open' }, admin)).status).toBe(400); // not a status one can set
    const row = await db.selectFrom('grievances').selectAll().where('id', '=', g.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'Resolved', response: 'Done.' });
    expect((await listAudit(db, { targetType: 'grievance', targetId: g.id }, { limit: 10, offset: 0 })).total).toBe(2);
    const outbox = await db.selectFrom('outbox').select('id').where('type', '=', 'grievance.updated').where(sql<boolean>`payload->>'grievanceId' = ${g.id}`).execute();
    expect(outbox).toHaveLength(2);
  });

  it('two admins answering at once: one wins, the other gets 409', async () => {
    const g = await fileOther(await caller('buyer'));
    const other = await caller('superadmin');
    const results = await Promise.all([
      update(g.id, { status: 'Resolved', response: 'Refunded.' }, admin),
      update(g.id, { status: 'Rejected', response: 'Not ours.' }, other),
    ]);
    expect(results.map((r) => r.status).toSorted()).toEqual([200, 409]);
    expect((await listAudit(db, { targetType: 'grievance', targetId: g.id }, { limit: 10, offset: 0 })).total).toBe(1);
  });

  it('an unknown or malformed id is 404', async () => {
    for (const id of [randomUUID(), 'nope']) {
      const res = await update(id, { status: 'Acknowledged' }, admin);
      expect(res.status, id).toBe(404);
      expect(await res.json()).toMatchObject({ error: 'Complaint not found' });
    }
  });
});

// Last: it stops the order service of this world.
describe('grievances: when the order service is not answering', () => {
  it('a complaint about an order is a 503 to try again, and nothing is stored; other complaints still go through', async () => {
    const buyer = await caller('buyer');
    const placed = await placeOrder(buyer);
    await orderDeps.stop();
    const count = await grievanceCount();
    const res = await file(buyer, { subject: 'order', orderId: placed.id });
    expect(res.status).toBe(503);
    expect(await grievanceCount()).toBe(count);
    await fileOther(buyer);
  }, 20_000);
});
