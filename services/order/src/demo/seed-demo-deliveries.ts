import type { Kysely } from 'kysely';
import { demoUsers } from '@haat/demo-data';
import { lockForTransaction, type Logger } from '@haat/server-kit';
import type { DeliveryStatus } from '@haat/contracts';
import type { OrderDatabase } from '../database.ts';
import { demoBuyerId, demoOrderPlans, SHARMA_KIRANA } from './demo-orders.ts';
import { demoOrderId, fixedId } from './seed-demo-orders.ts';

const DEEPAK = demoUsers.find((u) => u.email === 'delivery@demo.haat.in')!;
const MEMBERSHIP_ID = fixedId('c', 1);
const INVITED_ID = fixedId('c', 2);
const MINUTE = 60_000;
type DemoStatus = Extract<DeliveryStatus, 'Assigned' | 'Out for Delivery' | 'Delivered'>;
/** How far along the flow each demo status is (1 is Picked Up). */
const flowStep: Record<DemoStatus, number> = { Assigned: 0, 'Out for Delivery': 2, Delivered: 3 };

/** Deepak's work for Sharma Kirana: one order waiting for pickup, one out for delivery to Asha, two delivered (one's cash still with him). */
const demoDeliveries: { order: number; status: DemoStatus; minutesAgo: number; code?: string; cashHandedOver?: boolean }[] = [
  { order: 4, status: 'Assigned', minutesAgo: 30 },
  { order: 5, status: 'Out for Delivery', minutesAgo: 25, code: '4821' },
  { order: 7, status: 'Delivered', minutesAgo: 4 * 24 * 60 },
  { order: 10, status: 'Delivered', minutesAgo: 15 * 24 * 60, cashHandedOver: true },
];

/**
 * The demo delivery partner (delivery@demo.haat.in) works for the demo seller, with orders in
 * several states, and a second rider's invitation waits. Fixed ids: safe on every start and from
 * several instances; written once, after the demo orders.
 */
export async function seedDemoDeliveries(db: Kysely<OrderDatabase>, logger: Logger): Promise<void> {
  const seeded = await db.transaction().execute(async (trx) => {
    await lockForTransaction(trx, 'haat-order-demo-deliveries');
    const existing = await trx.selectFrom('store_delivery_partners').select('id').where('id', '=', MEMBERSHIP_ID).executeTakeFirst();
    if (existing) return false;
    const now = Date.now();
    const store = { store_id: SHARMA_KIRANA.id, store_owner_id: SHARMA_KIRANA.ownerId, store_name: SHARMA_KIRANA.name };
    await trx.insertInto('delivery_partners').values({
      user_id: DEEPAK.id, name: DEEPAK.name, phone: DEEPAK.phone, vehicle_type: 'Motorcycle', vehicle_number: 'MH 12 AB 4821',
    }).onConflict((oc) => oc.doNothing()).execute();
    await trx.insertInto('store_delivery_partners').values([
      {
        id: MEMBERSHIP_ID, ...store, user_id: DEEPAK.id, name: DEEPAK.name, phone: DEEPAK.phone,
        vehicle_type: 'Motorcycle', vehicle_number: 'MH 12 AB 4821', joined_at: new Date(now - 30 * 24 * 60 * MINUTE),
      },
      {
        id: INVITED_ID, ...store, user_id: null, name: 'Suresh Jadhav', phone: '+919800000010', vehicle_type: 'Bicycle', vehicle_number: null,
        invite_code: 'DEMOINVITE01', invite_expires_at: new Date(now + 7 * 24 * 60 * MINUTE),
      },
    ]).onConflict((oc) => oc.doNothing()).execute();
    for (const delivery of demoDeliveries) {
      const orderId = demoOrderId(delivery.order);
      const order = await trx.selectFrom('orders').select(['total_price_paise', 'payment_method', 'user_id']).where('id', '=', orderId).executeTakeFirst();
      if (!order) continue;
      const plan = demoOrderPlans.find((p) => p.n === delivery.order)!;
      const at = (minutesBefore: number) => new Date(now - (delivery.minutesAgo + minutesBefore) * MINUTE);
      const step = flowStep[delivery.status];
      const cashOnDelivery = order.payment_method === 'Cash on Delivery';
      const delivered = delivery.status === 'Delivered';
      await trx.insertInto('order_deliveries').values({
        order_id: orderId, ...store, buyer_id: demoBuyerId(plan.buyer), partner_id: DEEPAK.id, membership_id: MEMBERSHIP_ID,
        partner_name: DEEPAK.name, partner_phone: DEEPAK.phone, vehicle: 'Motorcycle · MH 12 AB 4821',
        status: delivery.status, cash_on_delivery: cashOnDelivery, delivery_code: delivery.code ?? null,
        cod_collected_paise: delivered && cashOnDelivery ? Number(order.total_price_paise) : null,
        cash_handed_over_at: delivery.cashHandedOver ? at(-60) : null,
        assigned_at: at(step > 0 ? 40 : 0),
        picked_up_at: step >= 1 ? at(20) : null,
        out_for_delivery_at: step >= 2 ? at(delivered ? 15 : 0) : null,
        delivered_at: delivered ? at(0) : null,
      }).onConflict((oc) => oc.doNothing()).execute();
      await trx.updateTable('orders').set({ delivery_partner_id: DEEPAK.id }).where('id', '=', orderId).execute();
    }
    return true;
  });
  if (seeded) logger.info(`demo data: ${DEEPAK.name} delivers for ${SHARMA_KIRANA.name} (${demoDeliveries.length} deliveries) and one rider is invited`);
}
