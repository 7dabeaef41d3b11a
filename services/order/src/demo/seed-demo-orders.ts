import type { Kysely } from 'kysely';
import { toPaise, type OrderStatus } from '@haat/contracts';
import { lockForTransaction, type Logger } from '@haat/server-kit';
import type { OrderDatabase } from '../database.ts';
import { NO_RETURN_REQUEST } from '../orders/order-defaults.ts';
import { DEMO_BAN, demoBuyerId, demoOrderPlans, demoShippingAddress, SHARMA_KIRANA, type DemoOrderPlan } from './demo-orders.ts';

// Fixed ids (variant digits 9/a/b keep them apart from demo-data's users, stores and products).
// The last 12 digits are scrambled (n × the golden ratio's 2^48 multiple), so the 8-character refs the
// screens show (#XXXXXXXX) look like real orders' rather than #00000001.
const SCRAMBLE = 0x9e3779b97f4an;
export const fixedId = (kind: '9' | 'a' | 'b' | 'c' | 'd', n: number) =>
  `00000000-0000-4000-${kind}000-${((BigInt(n) * SCRAMBLE) % (1n << 48n)).toString(16).padStart(12, '0')}`;
export const demoOrderId = (n: number) => fixedId('9', n);
const orderId = demoOrderId;

const FREE_SHIPPING_ABOVE_PAISE = 49_900; // the demo stores' free-shipping threshold (catalog's seed)
const DELIVERY_TIME = 'Same day'; // the demo stores' local delivery time (catalog's default)

/** When an order of `minutesAgo` was placed; today's orders stay on today's date in India, even just after midnight. */
function placedTime(minutesAgo: number, now: number): number {
  const at = now - minutesAgo * 60_000;
  if (minutesAgo >= 24 * 60) return at;
  const IST_MS = 330 * 60_000;
  const startOfToday = Math.floor((now + IST_MS) / 86_400_000) * 86_400_000 - IST_MS;
  return Math.max(at, startOfToday + (24 * 60 - minutesAgo) * 1000); // keeps their order, within today
}

/** The order's rows as checkout would have written them, priced from the demo products. */
function orderRows(plan: DemoOrderPlan, now: number) {
  const store = SHARMA_KIRANA;
  const placedAt = new Date(placedTime(plan.minutesAgo, now));
  const id = orderId(plan.n);
  const items = plan.lines.map((line, i) => {
    const product = store.products[line.product - 1]!;
    return {
      id: fixedId('a', plan.n * 100 + i + 1),
      order_id: id,
      line_no: i + 1,
      product_id: product.id,
      name: product.name,
      image: '',
      unit_price_paise: toPaise(product.discountPrice ?? product.price),
      quantity: line.quantity,
      variant: null,
      cancelled: line.cancelled === true,
      // The demo's cancelled lines are the store's (a buyer cancels a whole order, and only its own).
      cancelled_by: line.cancelled === true ? 'store' as const : null,
    };
  });
  const kept = items.filter((item) => !item.cancelled);
  const itemsPaise = kept.reduce((sum, item) => sum + item.unit_price_paise * item.quantity, 0);
  // Priced as at checkout, then repriced as a cancellation does: nothing left owes nothing.
  const orderedPaise = items.reduce((sum, item) => sum + item.unit_price_paise * item.quantity, 0);
  const shippingPaise = kept.length === 0 || orderedPaise >= FREE_SHIPPING_ABOVE_PAISE ? 0 : toPaise(store.localDeliveryFee);
  const returnRequest = plan.returnRequest
    ? {
      isRequested: true, status: plan.returnRequest.status, reason: plan.returnRequest.reason,
      requestDate: new Date(now - plan.returnRequest.daysAgo * 86_400_000).toISOString(), sellerResponse: null, responseDate: null,
    }
    : NO_RETURN_REQUEST;
  const upiPayment = plan.upi
    ? { transactionId: plan.upi.transactionId, paymentVerified: plan.upi.verified, verifiedAt: plan.upi.verified ? new Date(placedAt.getTime() + 3_600_000).toISOString() : null, screenshotImage: null }
    : null;
  const order = {
    id,
    user_id: demoBuyerId(plan.buyer),
    store_id: store.id,
    store_owner_id: store.ownerId,
    store_snapshot: JSON.stringify({
      name: store.name, image: '', address: store.address, city: store.city,
      deliveryOptions: { estimatedLocalDeliveryTime: DELIVERY_TIME, localDeliveryFeePaise: toPaise(store.localDeliveryFee), freeShippingThresholdPaise: FREE_SHIPPING_ABOVE_PAISE },
      delivery: { kind: 'local', estimatedTime: DELIVERY_TIME },
    }),
    status: plan.status,
    payment_method: plan.paymentMethod,
    is_paid: plan.upi?.verified === true || (plan.status === 'Delivered' && plan.paymentMethod === 'Cash on Delivery'),
    shipping_fee_paise: shippingPaise,
    items_price_paise: itemsPaise,
    total_price_paise: itemsPaise + shippingPaise,
    partial_cancellation: kept.length > 0 && kept.length < items.length,
    shipping_address: JSON.stringify(demoShippingAddress(plan.buyer)),
    upi_payment: upiPayment && JSON.stringify(upiPayment),
    return_request: JSON.stringify(returnRequest),
    reservation_id: fixedId('b', plan.n),
    created_at: placedAt,
    updated_at: new Date(Math.min(now, placedAt.getTime() + 2 * 3_600_000)),
  };
  return { order, items };
}

const FORWARD: OrderStatus[] = ['Processing', 'Confirmed', 'Shipped', 'Delivered'];

/** The demo order's status history: each step up to its status, spread from placing to its last change. */
function historyRows(order: { id: string; status: OrderStatus; created_at: Date; updated_at: Date }) {
  const steps = order.status === 'Cancelled' ? ['Processing', 'Cancelled'] as const : FORWARD.slice(0, FORWARD.indexOf(order.status) + 1);
  const from = order.created_at.getTime();
  const span = order.updated_at.getTime() - from;
  return steps.map((status, i) => ({
    order_id: order.id, status, changed_by: 'system' as const,
    changed_at: new Date(steps.length === 1 ? from : from + (span * i) / (steps.length - 1)),
  }));
}

/**
 * First start with HAAT_DEMO_DATA=on: the demo seller's orders in every state and one banned
 * customer. Fixed ids and ON CONFLICT DO NOTHING make it safe to run on every start and from several
 * instances at once; the orders are placed relative to the first start, so "today" is that day.
 * These orders never went through checkout: no stock was reserved for them and no coin was spent.
 */
export async function seedDemoOrders(db: Kysely<OrderDatabase>, logger: Logger): Promise<void> {
  const seeded = await db.transaction().execute(async (trx) => {
    await lockForTransaction(trx, 'haat-order-demo-orders');
    const existing = await trx.selectFrom('orders').select('id').where('id', '=', orderId(demoOrderPlans[0]!.n)).executeTakeFirst();
    if (existing) return 0;
    const now = Date.now();
    for (const plan of demoOrderPlans) {
      const { order, items } = orderRows(plan, now);
      const inserted = await trx.insertInto('orders').values(order).onConflict((oc) => oc.doNothing()).returning('id').executeTakeFirst();
      if (!inserted) continue;
      await trx.insertInto('order_items').values(items).onConflict((oc) => oc.doNothing()).execute();
      await trx.insertInto('order_status_changes').values(historyRows(order)).execute();
    }
    await trx.insertInto('store_bans').values({
      store_id: SHARMA_KIRANA.id, phone: DEMO_BAN.phone, reason: DEMO_BAN.reason, banned_by: SHARMA_KIRANA.ownerId,
    }).onConflict((oc) => oc.doNothing()).execute();
    return demoOrderPlans.length;
  });
  if (seeded > 0) logger.info(`demo data: ${seeded} orders and a banned customer for ${SHARMA_KIRANA.name}`);
}
