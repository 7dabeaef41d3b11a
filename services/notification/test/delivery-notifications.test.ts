import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import type { DeliveryStatus, EventEnvelope, Notification, Order, OrderDeliveryUpdatedEvent, Store } from '@haat/contracts';
import type { App, ServiceDeps } from '@haat/server-kit';
import { addProduct, caller, createTestEnvironment, eventually, openStore, request, type Caller, type TestEnvironment } from '@haat/server-kit/testing';
// The services of a delivery's notifications, each started from its public entry in this one test world.
import { buildCatalogService, migrations as catalogMigrations, SCHEMA as CATALOG_SCHEMA } from '@haat/catalog';
import { buildOrderService, migrations as orderMigrations, SCHEMA as ORDER_SCHEMA } from '@haat/order';
import { buildNotificationService, migrations, SCHEMA } from '../src/index.ts';
import { handleNotificationJob } from '../src/events/handle-notification-job.ts';
import type { NotificationDatabase } from '../src/notifications/notification.table.ts';
import { createUnreadCounts, type UnreadCounts } from '../src/notifications/unread-counts.ts';

let env: TestEnvironment;
let catalog: App;
let order: App;
let notification: App;
let orderDeps: ServiceDeps;
let deps: ServiceDeps;
let db: Kysely<NotificationDatabase>;
let unreadCounts: UnreadCounts;

beforeAll(async () => {
  env = await createTestEnvironment();
  catalog = await buildCatalogService(await env.connect('catalog', CATALOG_SCHEMA, catalogMigrations));
  orderDeps = await env.connect('order', ORDER_SCHEMA, orderMigrations);
  order = await buildOrderService(orderDeps);
  deps = await env.connect('notification', SCHEMA, migrations);
  db = deps.db as Kysely<NotificationDatabase>;
  notification = await buildNotificationService(deps);
  unreadCounts = createUnreadCounts(db, deps.redis, { prefix: env.prefix, logger: deps.logger });
}, 60_000);
afterAll(() => env.cleanup());

const ORDER_ID = `${randomUUID().slice(0, 28)}5a6b7c8d`;
const delivery = () => ({ db, nc: deps.nc, subjects: deps.subjects, unreadCounts });

function deliveryUpdated(status: DeliveryStatus, extra: Partial<OrderDeliveryUpdatedEvent> = {}): EventEnvelope<'order.delivery_updated'> {
  return {
    id: randomUUID(), type: 'order.delivery_updated', occurredAt: new Date().toISOString(),
    payload: {
      orderId: ORDER_ID, userId: randomUUID(), storeId: randomUUID(), storeName: 'Sharma Kirana', storeOwnerId: randomUUID(),
      partnerId: randomUUID(), partnerFirstName: 'Deepak', previousPartnerId: null, previousStatus: null, status,
      failedReason: null, needsReview: false, changedAt: new Date().toISOString(), ...extra,
    },
  };
}

describe('a delivery\'s changes: who is told', () => {
  it('an assignment tells the rider (delivery_assigned), linking the rider\'s page of the order', async () => {
    const event = deliveryUpdated('Assigned');
    expect(await handleNotificationJob(delivery(), event)).toMatchObject([{
      user_id: event.payload.partnerId, title: 'New Delivery', type: 'delivery_assigned', source_event_id: event.id,
      message: 'Order #5A6B7C8D from Sharma Kirana is assigned to you.',
      data: { orderId: ORDER_ID, storeId: event.payload.storeId, status: 'Assigned', link: `/delivery/orders/${ORDER_ID}` },
    }]);
  });

  it('out for delivery tells the buyer, with the rider\'s first name (order_out_for_delivery), linking the order', async () => {
    const event = deliveryUpdated('Out for Delivery', { previousStatus: 'Picked Up' });
    expect(await handleNotificationJob(delivery(), event)).toMatchObject([{
      user_id: event.payload.userId, title: 'Out for Delivery', type: 'order_out_for_delivery',
      message: 'Your order #5A6B7C8D from Sharma Kirana is out for delivery with Deepak.',
      data: { link: `/orders/${ORDER_ID}` },
    }]);
  });

  it('a failed attempt tells the store\'s owner why (delivery_failed)', async () => {
    const event = deliveryUpdated('Failed Attempt', { previousStatus: 'Out for Delivery', failedReason: 'Customer not reachable' });
    const [row, ...more] = await handleNotificationJob(delivery(), event);
    expect(more).toEqual([]);
    expect(row).toMatchObject({ user_id: event.payload.storeOwnerId, type: 'delivery_failed', title: 'Delivery Failed', data: { link: `/dashboard/orders/${ORDER_ID}` } });
    expect(row!.message).toContain('Customer not reachable');
    expect(row!.message).toContain('#5A6B7C8D');
  });

  it('a delivery that needs a look tells the store\'s owner (delivery_needs_review); a plain one tells nobody', async () => {
    const flagged = deliveryUpdated('Delivered', { previousStatus: 'Out for Delivery', needsReview: true });
    expect(await handleNotificationJob(delivery(), flagged)).toMatchObject([{ user_id: flagged.payload.storeOwnerId, type: 'delivery_needs_review', title: 'Delivery Needs Review' }]);
    const plain = deliveryUpdated('Delivered', { previousStatus: 'Out for Delivery' });
    expect(await handleNotificationJob(delivery(), plain)).toEqual([]);
  });

  it('picked up and returned to the store tell nobody', async () => {
    for (const status of ['Picked Up', 'Returned to Store'] as const) {
      const event = deliveryUpdated(status);
      expect(await handleNotificationJob(delivery(), event)).toEqual([]);
      for (const userId of [event.payload.userId, event.payload.storeOwnerId, event.payload.partnerId]) {
        expect(await db.selectFrom('notifications').select('id').where('user_id', '=', userId).execute()).toEqual([]);
      }
    }
  });
});

/** The rider joins the seller's store through the order service's real calls: invited, then accepting the code. */
async function joinStore(seller: Caller, rider: Caller): Promise<string> {
  const invited = await call(order, 'POST', '/api/delivery-partners', { name: 'Deepak Jadhav', phone: '9812345678' }, seller);
  const { data } = (await invited.json()) as { data: { id: string; inviteCode: string } };
  expect((await call(order, 'POST', `/api/delivery-partners/invitations/${data.inviteCode}/accept`, undefined, rider)).status).toBe(200);
  return data.id;
}

const notificationsOf = async (who: Caller) =>
  ((await (await notification.request('/api/notifications', request('GET', undefined, who))).json()) as { data: Notification[] }).data;
const call = (target: App, method: string, path: string, body: unknown, who: Caller) => target.request(path, request(method, body, who));

describe('from the order service to the people, through the outbox, JetStream and the jobs queue', () => {
  let seller: Caller;
  let store: Store;
  beforeAll(async () => {
    seller = await caller('seller');
    store = await openStore(catalog, seller, { name: 'Sharma Kirana' });
  });

  it('the rider hears of the assignment, the buyer that the order is out for delivery with the rider', async () => {
    const product = await addProduct(catalog, seller, { storeId: store.id, name: 'Toor Dal 1 kg', price: 160, quantity: 20 });
    const buyer = await caller('buyer');
    const rider = await caller('deliveryPartner');
    const membershipId = await joinStore(seller, rider);
    const placed = await call(order, 'POST', '/api/orders', {
      storeId: store.id, items: [{ productId: product.id, quantity: 1 }], paymentMethod: 'Cash on Delivery',
      shippingAddress: { name: 'Asha Buyer', address: 'Flat 3, Karve Road', city: 'Pune', postalCode: '411038', phone: '+919800000001', email: 'asha@example.in' },
    }, buyer);
    expect(placed.status).toBe(201);
    const { id } = ((await placed.json()) as { data: Order }).data;
    const ref = `#${id.slice(-8).toUpperCase()}`;

    expect((await call(order, 'PUT', `/api/orders/${id}/assign-delivery`, { deliveryPartnerId: membershipId }, seller)).status).toBe(200);
    await eventually(async () => {
      expect((await notificationsOf(rider)).map((n) => [n.type, n.title, n.message])).toEqual([
        ['delivery_assigned', 'New Delivery', `Order ${ref} from Sharma Kirana is assigned to you.`],
      ]);
    }, 20_000);

    for (const status of ['Picked Up', 'Out for Delivery']) {
      expect((await call(order, 'PUT', `/api/delivery/orders/${id}/status`, { status }, rider)).status).toBe(200);
    }
    await eventually(async () => {
      const told = (await notificationsOf(buyer)).filter((n) => n.type === 'order_out_for_delivery');
      expect(told.map((n) => [n.title, n.message, n.data['orderId']])).toEqual([
        ['Out for Delivery', `Your order ${ref} from Sharma Kirana is out for delivery with Deepak.`, id],
      ]);
    }, 20_000);
    // Picking up shipped the order: the buyer heard that too, as every status change.
    expect((await notificationsOf(buyer)).map((n) => n.type)).toContain('order_shipped');
  });
});
