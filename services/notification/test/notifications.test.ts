import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import type { ChatMessageSentEvent, EventEnvelope, EventType, OrderCreatedEvent, OrderStatusChangedEvent, RealtimePush } from '@haat/contracts';
import { REQUEST_ID_HEADER, requestIdHeaders, type App, type ServiceDeps } from '@haat/server-kit';
import { createTestEnvironment, eventually, signTestToken, type TestEnvironment } from '@haat/server-kit/testing';
import { migrations } from '../src/migrations/index.ts';
import { buildNotificationService, SCHEMA } from '../src/service.ts';
import { handleNotificationJob } from '../src/events/handle-notification-job.ts';
import { NOTIFICATION_CONSUMER } from '../src/events/start-notification-pipeline.ts';
import { deliverNotification } from '../src/notifications/deliver-notification.ts';
import type { NotificationDatabase } from '../src/notifications/notification.table.ts';
import { createUnreadCounts, type UnreadCounts } from '../src/notifications/unread-counts.ts';

let env: TestEnvironment;
let deps: ServiceDeps;
let db: Kysely<NotificationDatabase>;
let app: App;
let unreadCounts: UnreadCounts;

beforeAll(async () => {
  env = await createTestEnvironment();
  deps = await env.connect('notification', SCHEMA, migrations);
  db = deps.db as Kysely<NotificationDatabase>;
  app = await buildNotificationService(deps);
  unreadCounts = createUnreadCounts(db, deps.redis, { prefix: env.prefix, logger: deps.logger });
});
afterAll(() => env.cleanup());

async function signedInUser() {
  const id = randomUUID();
  const { token } = await signTestToken({ id, role: 'buyer', name: 'Asha', email: `${id}@example.in` });
  return { id, headers: { Authorization: `Bearer ${token}` } };
}

/** Collects what is pushed to one user's sockets (the gateway relays `realtime.user.<id>`). */
function watchPushes(userId: string) {
  const pushes: RealtimePush[] = [];
  const sub = deps.nc.subscribe(deps.subjects.realtimeUser(userId), { callback: (_err, msg) => void pushes.push(msg.json<RealtimePush>()) });
  return { pushes, stop: () => sub.unsubscribe() };
}

const until = (what: string, check: () => Promise<boolean> | boolean, timeoutMs = 15_000) => eventually(check, timeoutMs, { intervalMs: 50, what });

const statusChanged = (userId: string, status: OrderStatusChangedEvent['status'] = 'Confirmed'): EventEnvelope<'order.status_changed'> => ({
  id: randomUUID(),
  type: 'order.status_changed',
  occurredAt: new Date().toISOString(),
  payload: { orderId: `${randomUUID().slice(0, 28)}ab12cd34`, userId, storeId: randomUUID(), storeName: 'Sharma Kirana Store', previousStatus: 'Processing', status, changedAt: new Date().toISOString() },
});

const orderCreated = (): EventEnvelope<'order.created'> => ({
  id: randomUUID(), type: 'order.created', occurredAt: new Date().toISOString(),
  payload: {
    orderId: `${randomUUID().slice(0, 28)}5e6f7a8b`, reservationId: randomUUID(), userId: randomUUID(), storeId: randomUUID(), storeName: 'Khan Bakers',
    storeOwnerId: randomUUID(), totalPrice: 340, paymentMethod: 'UPI', createdAt: new Date().toISOString(),
  },
});

async function publish(event: EventEnvelope) {
  // No Nats-Msg-Id on purpose: JetStream keeps both copies, as after a relay crash beyond the duplicate window.
  return deps.js.publish(deps.subjects.event(event.type as EventType), JSON.stringify(event));
}

const rowsOf = (userId: string) => db.selectFrom('notifications').selectAll().where('user_id', '=', userId).execute();

/** Waits until the durable consumer has acked every delivery up to `seq`. */
async function bothAcked(seq: number): Promise<void> {
  const jsm = await deps.js.jetstreamManager();
  await until('both deliveries acked', async () => (await jsm.consumers.info(deps.subjects.eventStream, NOTIFICATION_CONSUMER)).ack_floor.stream_seq >= seq);
}

describe('order events become notifications', () => {
  it('turns an order.status_changed event on JetStream into a buyer notification pushed live', async () => {
    const buyer = randomUUID();
    const watch = watchPushes(buyer);
    const event = statusChanged(buyer, 'Confirmed');
    await publish(event);
    await until('the pushes', () => watch.pushes.length >= 2);
    watch.stop();

    const rows = await rowsOf(buyer);
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    expect(row).toMatchObject({
      title: 'Order Confirmed',
      message: 'Your order #AB12CD34 from Sharma Kirana Store has been confirmed.',
      type: 'order_confirmed',
      is_read: false,
      source_event_id: event.id,
      data: { orderId: event.payload.orderId, status: 'Confirmed', storeId: event.payload.storeId, link: `/orders/${event.payload.orderId}` },
    });
    expect(watch.pushes).toEqual([
      { event: 'newNotification', payload: { id: row.id, title: row.title, message: row.message, type: 'order_confirmed', timestamp: row.created_at.toISOString(), data: row.data } },
      { event: 'orderStatusUpdate', payload: { orderId: event.payload.orderId, status: 'Confirmed' } },
    ]);
  });

  it('stores and pushes an event delivered twice only once', async () => {
    const buyer = randomUUID();
    const watch = watchPushes(buyer);
    const event = statusChanged(buyer, 'Shipped');
    await publish(event);
    const second = await publish(event);
    // Both copies were delivered and acked by the durable consumer...
    await bothAcked(second.seq);
    await until('the notification', async () => (await rowsOf(buyer)).length === 1);
    await sleep(500);
    watch.stop();
    // ...yet there is one row and one push of each kind.
    const rows = await rowsOf(buyer);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ title: 'Order Shipped', type: 'order_shipped' });
    expect(watch.pushes.map((p) => p.event)).toEqual(['newNotification', 'orderStatusUpdate']);
  });

  it('the job handler writes and pushes nothing when it runs again for the same event', async () => {
    const buyer = randomUUID();
    const watch = watchPushes(buyer);
    const event = statusChanged(buyer, 'Cancelled');
    const delivery = { db, nc: deps.nc, subjects: deps.subjects, unreadCounts };
    const [first] = await handleNotificationJob(delivery, event);
    const again = await handleNotificationJob(delivery, event);
    await deps.nc.flush();
    await sleep(200);
    watch.stop();
    expect(first).toMatchObject({ title: 'Order Cancelled', type: 'order_cancelled' });
    expect(again).toEqual([]);
    expect(await rowsOf(buyer)).toHaveLength(1);
    expect(watch.pushes.map((p) => p.event)).toEqual(['newNotification', 'orderStatusUpdate']);
  });

  it('events that arrive together are stored and pushed each to its user, every push under the request id of its own event', async () => {
    const buyers = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    const pushes: { userId: string; event: string; requestId: string | undefined }[] = [];
    const subs = buyers.map((userId) => deps.nc.subscribe(deps.subjects.realtimeUser(userId), {
      callback: (_err, msg) => void pushes.push({ userId, event: msg.json<RealtimePush>().event, requestId: msg.headers?.get(REQUEST_ID_HEADER) }),
    }));
    const events = buyers.map((buyer) => statusChanged(buyer, 'Delivered'));
    await Promise.all(events.map((event, i) => deps.js.publish(deps.subjects.event('order.status_changed'), JSON.stringify(event), { headers: requestIdHeaders(`req-${i}`) })));
    await until('every push', () => pushes.length >= 2 * buyers.length);
    for (const sub of subs) sub.unsubscribe();

    for (const [i, buyer] of buyers.entries()) {
      expect(await rowsOf(buyer)).toMatchObject([{ type: 'order_delivered', source_event_id: events[i]!.id }]);
      expect(pushes.filter((push) => push.userId === buyer)).toEqual([
        { userId: buyer, event: 'newNotification', requestId: `req-${i}` },
        { userId: buyer, event: 'orderStatusUpdate', requestId: `req-${i}` },
      ]);
    }
  });

  it('maps every order status to the spec notification type', async () => {
    const delivery = { db, nc: deps.nc, subjects: deps.subjects, unreadCounts };
    const expected = { Processing: 'order_processing', Confirmed: 'order_confirmed', Shipped: 'order_shipped', Delivered: 'order_delivered', Cancelled: 'order_cancelled' } as const;
    for (const [status, type] of Object.entries(expected)) {
      const [row] = await handleNotificationJob(delivery, statusChanged(randomUUID(), status as keyof typeof expected));
      expect(row?.type).toBe(type);
    }
  });

  it('tells the store owner about a new order with its total in rupees', async () => {
    const owner = randomUUID();
    const watch = watchPushes(owner);
    const payload: OrderCreatedEvent = {
      orderId: randomUUID(), reservationId: randomUUID(), userId: randomUUID(), storeId: randomUUID(), storeName: 'Khan Bakers',
      storeOwnerId: owner, totalPrice: 1249.5, paymentMethod: 'Cash on Delivery', createdAt: new Date().toISOString(),
    };
    await publish({ id: randomUUID(), type: 'order.created', occurredAt: new Date().toISOString(), payload });
    await until('the push', () => watch.pushes.length >= 1);
    watch.stop();
    const rows = await rowsOf(owner);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ title: 'New Order', type: 'new_order', data: { orderId: payload.orderId, storeId: payload.storeId } });
    expect(rows[0]!.message).toContain('₹1,249.5');
    expect(rows[0]!.message).toContain(`#${payload.orderId.slice(-8).toUpperCase()}`);
    expect(watch.pushes[0]).toMatchObject({ event: 'newNotification', payload: { title: 'New Order', type: 'new_order' } });
  });

  it('placing an order tells the buyer it is placed: one order_processing notification linking the order, pushed live', async () => {
    const event = orderCreated();
    const { orderId, userId: buyer, storeOwnerId } = event.payload;
    const watch = watchPushes(buyer);
    await publish(event);
    await until('the push', () => watch.pushes.length >= 1);
    await until('the store owner\'s notification', async () => (await rowsOf(storeOwnerId)).length === 1);
    watch.stop();
    const rows = await rowsOf(buyer);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      title: 'Order placed',
      message: 'Your order #5E6F7A8B from Khan Bakers is placed. The store will confirm it soon.',
      type: 'order_processing',
      is_read: false,
      data: { orderId, storeId: event.payload.storeId, status: 'Processing', link: `/orders/${orderId}` },
    });
    expect(watch.pushes).toEqual([{ event: 'newNotification', payload: expect.objectContaining({ id: rows[0]!.id, title: 'Order placed', type: 'order_processing' }) }]);
    expect((await rowsOf(storeOwnerId))[0]).toMatchObject({ type: 'new_order', data: { link: `/dashboard/orders/${orderId}` } });
  });

  it('an order.created delivered twice, and its job run again, still gives the buyer one notification and the store owner one', async () => {
    const event = orderCreated();
    const { userId: buyer, storeOwnerId } = event.payload;
    await publish(event);
    const second = await publish(event);
    await bothAcked(second.seq);
    await until('both notifications', async () => (await rowsOf(buyer)).length === 1 && (await rowsOf(storeOwnerId)).length === 1);
    expect(await handleNotificationJob({ db, nc: deps.nc, subjects: deps.subjects, unreadCounts }, event)).toEqual([]);
    await sleep(500);
    expect(await rowsOf(buyer)).toHaveLength(1);
    expect(await rowsOf(storeOwnerId)).toHaveLength(1);
  });

  it('tells an offline chat recipient of a new message (new_message), naming the store to a buyer and the buyer to a seller, each with a link that opens the conversation', async () => {
    const buyer = randomUUID();
    const seller = randomUUID();
    const base = { conversationId: randomUUID(), storeId: randomUUID(), storeName: 'Sharma Kirana Store', sentAt: new Date().toISOString() };
    const toBuyer: ChatMessageSentEvent = { ...base, messageId: randomUUID(), recipientId: buyer, recipientRole: 'buyer', senderName: 'Sharma Kirana Store', preview: 'Yes, fresh stock today.' };
    const toSeller: ChatMessageSentEvent = { ...base, messageId: randomUUID(), recipientId: seller, recipientRole: 'seller', senderName: 'Asha', preview: 'Can you deliver by six?' };
    const watch = watchPushes(buyer);
    await publish({ id: randomUUID(), type: 'chat.message_sent', occurredAt: base.sentAt, payload: toBuyer });
    await publish({ id: randomUUID(), type: 'chat.message_sent', occurredAt: base.sentAt, payload: toSeller });
    await until('the push', () => watch.pushes.length >= 1);
    watch.stop();
    await until('the seller\'s row', async () => (await rowsOf(seller)).length === 1);
    expect(await rowsOf(buyer)).toEqual([expect.objectContaining({
      title: 'New message from Sharma Kirana Store', message: 'Yes, fresh stock today.', type: 'new_message',
      data: { conversationId: base.conversationId, storeId: base.storeId, messageId: toBuyer.messageId, link: `/stores/${base.storeId}?chat=open` },
    })]);
    expect((await rowsOf(seller))[0]).toMatchObject({
      title: 'New message from Asha', message: 'Can you deliver by six?', type: 'new_message',
      data: { conversationId: base.conversationId, link: `/dashboard/messages?store=${base.storeId}&conversation=${base.conversationId}` },
    });
    expect(watch.pushes[0]).toMatchObject({ event: 'newNotification', payload: { type: 'new_message', title: 'New message from Sharma Kirana Store' } });
  });
});

const give = (userId: string, title: string) =>
  deliverNotification({ db, nc: deps.nc, subjects: deps.subjects, unreadCounts }, { userId, title, message: `${title} message`, type: 'order_confirmed', data: { n: title }, sourceEventId: null });

describe('HTTP: a user reads and tidies their own notifications', () => {
  it('needs a token', async () => {
    expect((await app.request('/api/notifications')).status).toBe(401);
    expect((await app.request('/api/notifications/unread-count')).status).toBe(401);
  });

  it('lists newest first with unreadCount, honouring limit', async () => {
    const me = await signedInUser();
    for (const title of ['first', 'second', 'third']) await give(me.id, title);
    await give(randomUUID(), 'someone else');

    const res = await app.request('/api/notifications', { headers: me.headers });
    expect(res.status).toBe(200);
    const reply = (await res.json()) as any;
    expect(reply.success).toBe(true);
    expect(reply.unreadCount).toBe(3);
    expect(reply.data.map((n: any) => n.title)).toEqual(['third', 'second', 'first']);
    const [newest] = reply.data;
    expect(Object.keys(newest).toSorted()).toEqual(['_id', 'createdAt', 'data', 'id', 'isRead', 'message', 'title', 'type']);
    expect(newest).toMatchObject({ _id: newest.id, title: 'third', message: 'third message', type: 'order_confirmed', isRead: false, data: { n: 'third' } });
    expect(new Date(newest.createdAt).toISOString()).toBe(newest.createdAt);

    const limited = (await (await app.request('/api/notifications?limit=2', { headers: me.headers })).json()) as any;
    expect(limited.data.map((n: any) => n.title)).toEqual(['third', 'second']);
    expect(limited.unreadCount).toBe(3);

    const bad = await app.request('/api/notifications?limit=abc', { headers: me.headers });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as any).message).toMatch(/^limit: /);
  });

  it('caps the list at 100', async () => {
    const me = await signedInUser();
    await db.insertInto('notifications').values(Array.from({ length: 105 }, (_, i) => ({
      user_id: me.id, title: `n${i}`, message: 'm', type: 'order_shipped', data: '{}', source_event_id: null,
    }))).execute();
    const reply = (await (await app.request('/api/notifications?limit=500', { headers: me.headers })).json()) as any;
    expect(reply.data).toHaveLength(100);
    expect(reply.unreadCount).toBe(105);
    const byDefault = (await (await app.request('/api/notifications', { headers: me.headers })).json()) as any;
    expect(byDefault.data).toHaveLength(20);
  });

  it('reads, marks read, marks all read, deletes and clears read ones', async () => {
    const me = await signedInUser();
    const a = (await give(me.id, 'a'))!;
    const b = (await give(me.id, 'b'))!;
    await give(me.id, 'c');

    const count = await app.request('/api/notifications/unread-count', { headers: me.headers });
    expect(await count.json()).toEqual({ success: true, data: { unreadCount: 3 }, unreadCount: 3 });

    const read = await app.request(`/api/notifications/${a.id}/read`, { method: 'PUT', headers: me.headers });
    expect(read.status).toBe(200);
    expect(await read.json()).toMatchObject({ success: true, data: { id: a.id, _id: a.id, isRead: true }, unreadCount: 2 });

    const cleared = await app.request('/api/notifications/clear-read', { method: 'DELETE', headers: me.headers });
    expect(await cleared.json()).toMatchObject({ success: true, data: { deletedCount: 1 } });
    expect((await rowsOf(me.id)).map((r) => r.title).toSorted()).toEqual(['b', 'c']);

    const deleted = await app.request(`/api/notifications/${b.id}`, { method: 'DELETE', headers: me.headers });
    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toMatchObject({ success: true, data: { id: b.id }, unreadCount: 1 });

    const all = await app.request('/api/notifications/mark-all-read', { method: 'PUT', headers: me.headers });
    expect(await all.json()).toMatchObject({ success: true, data: { updatedCount: 1 }, unreadCount: 0 });
    const after = (await (await app.request('/api/notifications', { headers: me.headers })).json()) as any;
    expect(after.unreadCount).toBe(0);
    expect(after.data.map((n: any) => [n.title, n.isRead])).toEqual([['c', true]]);

    // The count is cached between writes; a new notification shows at once all the same.
    await give(me.id, 'd');
    const fresh = await app.request('/api/notifications/unread-count', { headers: me.headers });
    expect(await fresh.json()).toMatchObject({ unreadCount: 1 });
  });

  it('answers 404 for another user notification and leaves it untouched', async () => {
    const me = await signedInUser();
    const other = await signedInUser();
    const theirs = (await give(other.id, 'private'))!;
    await give(other.id, 'read one');
    await db.updateTable('notifications').set({ is_read: true }).where('user_id', '=', other.id).where('title', '=', 'read one').execute();

    const read = await app.request(`/api/notifications/${theirs.id}/read`, { method: 'PUT', headers: me.headers });
    expect(read.status).toBe(404);
    expect(await read.json()).toMatchObject({ success: false, error: 'Notification not found' });
    expect((await app.request(`/api/notifications/${theirs.id}`, { method: 'DELETE', headers: me.headers })).status).toBe(404);
    expect((await app.request('/api/notifications/not-a-uuid/read', { method: 'PUT', headers: me.headers })).status).toBe(404);
    await app.request('/api/notifications/mark-all-read', { method: 'PUT', headers: me.headers });
    await app.request('/api/notifications/clear-read', { method: 'DELETE', headers: me.headers });

    const rows = await rowsOf(other.id);
    expect(rows.map((r) => [r.title, r.is_read]).toSorted()).toEqual([['private', false], ['read one', true]]);
  });

  it('POST /api/notifications/test creates one for the caller and pushes it live', async () => {
    const me = await signedInUser();
    const watch = watchPushes(me.id);
    const res = await app.request('/api/notifications/test', { method: 'POST', headers: { ...me.headers, 'Content-Type': 'application/json' }, body: JSON.stringify({ title: 'Hello', type: 'store_broadcast', extra: 'ignored' }) });
    expect(res.status).toBe(201);
    const reply = (await res.json()) as any;
    expect(reply.data).toMatchObject({ title: 'Hello', type: 'store_broadcast', isRead: false });
    await until('the push', () => watch.pushes.length >= 1);
    watch.stop();
    expect(watch.pushes[0]).toMatchObject({ event: 'newNotification', payload: { id: reply.data.id, title: 'Hello' } });

    const empty = await app.request('/api/notifications/test', { method: 'POST', headers: me.headers });
    expect(empty.status).toBe(201);
    expect(((await empty.json()) as any).data.title).toBe('Test Notification');

    const broken = await app.request('/api/notifications/test', { method: 'POST', headers: me.headers, body: '{nope' });
    expect(broken.status).toBe(400);
    const badType = await app.request('/api/notifications/test', { method: 'POST', headers: me.headers, body: JSON.stringify({ type: 'DROP TABLE' }) });
    expect(badType.status).toBe(400);
    expect(((await badType.json()) as any).message).toMatch(/^type: /);
  });
});
