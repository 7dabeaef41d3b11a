import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import type { EventEnvelope, EventPayloads, EventType, OrderItemsCancelledEvent, RealtimePush } from '@haat/contracts';
import type { ServiceDeps } from '@haat/server-kit';
import { createTestEnvironment, type TestEnvironment } from '@haat/server-kit/testing';
import { migrations } from '../src/migrations/index.ts';
import { buildNotificationService, SCHEMA } from '../src/service.ts';
import { handleNotificationJob } from '../src/events/handle-notification-job.ts';
import type { NotificationDatabase } from '../src/notifications/notification.table.ts';
import { createUnreadCounts, type UnreadCounts } from '../src/notifications/unread-counts.ts';

let env: TestEnvironment;
let deps: ServiceDeps;
let db: Kysely<NotificationDatabase>;
let unreadCounts: UnreadCounts;

beforeAll(async () => {
  env = await createTestEnvironment();
  deps = await env.connect('notification', SCHEMA, migrations);
  db = deps.db as Kysely<NotificationDatabase>;
  await buildNotificationService(deps);
  unreadCounts = createUnreadCounts(db, deps.redis, { prefix: env.prefix, logger: deps.logger });
});
afterAll(() => env.cleanup());

const ORDER_ID = `${randomUUID().slice(0, 28)}9f8e7d6c`;
const envelope = <T extends EventType>(type: T, payload: EventPayloads[T]): EventEnvelope<T> => ({ id: randomUUID(), type, occurredAt: new Date().toISOString(), payload });
const publish = (event: EventEnvelope) => deps.js.publish(deps.subjects.event(event.type), JSON.stringify(event));
const rowsOf = (userId: string) => db.selectFrom('notifications').selectAll().where('user_id', '=', userId).execute();
const delivery = () => ({ db, nc: deps.nc, subjects: deps.subjects, unreadCounts });

async function notificationFor(userId: string) {
  for (const started = Date.now(); Date.now() - started < 15_000; await sleep(50)) {
    const rows = await rowsOf(userId);
    if (rows.length > 0) return rows;
  }
  throw new Error('no notification arrived');
}

function itemsCancelled(extra: Partial<OrderItemsCancelledEvent>): EventEnvelope<'order.items_cancelled'> {
  return envelope('order.items_cancelled', {
    orderId: ORDER_ID, reservationId: randomUUID(), userId: randomUUID(), storeId: randomUUID(), storeName: 'Sharma Kirana Store', storeOwnerId: randomUUID(),
    items: [{ orderItemId: randomUUID(), productId: randomUUID(), variant: null, quantity: 2 }, { orderItemId: randomUUID(), productId: randomUUID(), variant: '1 kg', quantity: 1 }],
    wholeOrder: false, cancelledBy: 'store', totalPrice: 1249.5, cancelledAt: new Date().toISOString(), ...extra,
  });
}

describe('order life events become notifications (through JetStream and the jobs queue)', () => {
  it('items cancelled by the store: the buyer hears it (order_cancelled) with the new total, pushed live', async () => {
    const event = itemsCancelled({});
    const pushes: RealtimePush[] = [];
    const sub = deps.nc.subscribe(deps.subjects.realtimeUser(event.payload.userId), { callback: (_err, msg) => void pushes.push(msg.json<RealtimePush>()) });
    await publish(event);
    const [row] = await notificationFor(event.payload.userId);
    expect(row).toMatchObject({
      title: 'Items Cancelled',
      message: '2 items of your order #9F8E7D6C from Sharma Kirana Store have been cancelled. Your new total is ₹1,249.5.',
      type: 'order_cancelled',
      source_event_id: event.id,
      data: { orderId: ORDER_ID, storeId: event.payload.storeId, itemCount: 2, wholeOrder: false, totalPrice: 1249.5, link: `/orders/${ORDER_ID}` },
    });
    for (const started = Date.now(); pushes.length === 0 && Date.now() - started < 5000;) await sleep(25);
    sub.unsubscribe();
    expect(pushes[0]).toMatchObject({ event: 'newNotification', payload: { id: row!.id, type: 'order_cancelled', title: 'Items Cancelled' } });
  });

  it('a return request: the store owner hears it with the reason', async () => {
    const event = envelope('order.return_requested', {
      orderId: ORDER_ID, userId: randomUUID(), storeId: randomUUID(), storeName: 'Khan Bakers', storeOwnerId: randomUUID(), reason: 'Bread was stale', requestedAt: new Date().toISOString(),
    });
    await publish(event);
    const [row] = await notificationFor(event.payload.storeOwnerId);
    expect(row).toMatchObject({
      title: 'Return Requested', type: 'return_requested', source_event_id: event.id,
      message: 'A return was requested for order #9F8E7D6C at Khan Bakers. Reason: Bread was stale',
      data: { orderId: ORDER_ID, storeId: event.payload.storeId, link: `/dashboard/orders/${ORDER_ID}` },
    });
    expect(await rowsOf(event.payload.userId)).toEqual([]);
  });

  it('a processed return: the buyer hears the decision, with the store\'s reason when rejected', async () => {
    const rejected = envelope('order.return_processed', {
      orderId: ORDER_ID, userId: randomUUID(), storeId: randomUUID(), storeName: 'Khan Bakers', decision: 'Rejected', response: 'Packet was opened', processedAt: new Date().toISOString(),
    });
    const approved = envelope('order.return_processed', { ...rejected.payload, userId: randomUUID(), decision: 'Approved', response: '' });
    await publish(rejected);
    await publish(approved);
    expect((await notificationFor(rejected.payload.userId))[0]).toMatchObject({
      title: 'Return Rejected', type: 'return_rejected', data: { orderId: ORDER_ID, decision: 'Rejected', link: `/orders/${ORDER_ID}` },
      message: 'Your return request for order #9F8E7D6C from Khan Bakers has been rejected. Reason: Packet was opened',
    });
    expect((await notificationFor(approved.payload.userId))[0]).toMatchObject({
      title: 'Return Approved', type: 'return_approved',
      message: 'Your return request for order #9F8E7D6C from Khan Bakers has been approved.',
    });
  });

  it('a verified UPI payment: the buyer hears it (payment_success)', async () => {
    const event = envelope('order.payment_verified', {
      orderId: ORDER_ID, userId: randomUUID(), storeId: randomUUID(), storeName: 'Sharma Kirana Store', verifiedAt: new Date().toISOString(),
    });
    await publish(event);
    expect((await notificationFor(event.payload.userId))[0]).toMatchObject({
      title: 'Payment Verified', type: 'payment_success', source_event_id: event.id, data: { link: `/orders/${ORDER_ID}` },
      message: 'Your UPI payment for order #9F8E7D6C from Sharma Kirana Store has been verified.',
    });
  });
});

describe('who hears about cancelled items', () => {
  it('the store cancelling the whole order tells nobody here (its status change already told the buyer)', async () => {
    const event = itemsCancelled({ wholeOrder: true, totalPrice: 0 });
    expect(await handleNotificationJob(delivery(), event)).toEqual([]);
    expect(await rowsOf(event.payload.userId)).toEqual([]);
    expect(await rowsOf(event.payload.storeOwnerId)).toEqual([]);
  });

  it('the buyer cancelling tells the store owner: some lines, or the whole order', async () => {
    const some = itemsCancelled({ cancelledBy: 'buyer', items: [{ orderItemId: randomUUID(), productId: randomUUID(), variant: null, quantity: 1 }], totalPrice: 340 });
    expect(await handleNotificationJob(delivery(), some)).toMatchObject([{
      user_id: some.payload.storeOwnerId, title: 'Items Cancelled by Customer', type: 'order_cancelled',
      message: 'The customer cancelled 1 item of order #9F8E7D6C at Sharma Kirana Store. The new total is ₹340.',
      data: { link: `/dashboard/orders/${ORDER_ID}` },
    }]);
    const whole = itemsCancelled({ cancelledBy: 'buyer', wholeOrder: true, totalPrice: 0 });
    expect(await handleNotificationJob(delivery(), whole)).toMatchObject([{
      user_id: whole.payload.storeOwnerId, title: 'Order Cancelled by Customer', type: 'order_cancelled',
      message: 'The customer cancelled order #9F8E7D6C at Sharma Kirana Store.',
    }]);
    expect(await rowsOf(some.payload.userId)).toEqual([]);
    // Run again for the same event: nothing new.
    expect(await handleNotificationJob(delivery(), some)).toEqual([]);
    expect(await rowsOf(some.payload.storeOwnerId)).toHaveLength(1);
  });
});
