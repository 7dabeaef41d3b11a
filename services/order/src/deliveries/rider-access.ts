import { sql, type RawBuilder } from 'kysely';
import { openDeliveryStatuses, type Order } from '@haat/contracts';
import type { OrderDb } from '../database.ts';
import { orderStillOpen } from './delivery-sql.ts';

/**
 * What a rider may still see of one of their deliveries (docs/decisions/0248-a-rider-who-leaves-a-store-keeps-their-deliveries-as.md):
 * 'full' while they deliver for its store (an active membership), and, once deactivated,
 * for a delivery still open with them on an open order (they may be holding the parcel); 'history'
 * for a delivery they completed for a store they no longer deliver for (removed or deactivated);
 * null, nothing, for the rest.
 */
export type RiderAccess = 'full' | 'history';

const openStatuses = sql.join(openDeliveryStatuses.map((status) => sql`${status}`));

/** The rider's access to the `order_deliveries` row of the surrounding query (its table unaliased). */
export const riderAccess = (): RawBuilder<RiderAccess | null> => sql<RiderAccess | null>`(CASE
  WHEN EXISTS (
    SELECT 1 FROM store_delivery_partners m
     WHERE m.store_id = order_deliveries.store_id AND m.user_id = order_deliveries.partner_id
       AND (m.is_active OR (order_deliveries.status IN (${openStatuses}) AND ${orderStillOpen()})))
  THEN 'full'
  WHEN order_deliveries.status = 'Delivered' THEN 'history'
END)`;

/** The rider still sees the row at all (full or history). */
export const riderSeesDelivery = () => sql<boolean>`${riderAccess()} IS NOT NULL`;

/** The rider delivers `orderId` for a store they still deliver for: they may read its customer and move it. */
export async function riderHasFullAccess(db: OrderDb, orderId: string, partnerId: string): Promise<boolean> {
  const row = await db.selectFrom('order_deliveries').select(riderAccess().as('access'))
    .where('order_id', '=', orderId).where('partner_id', '=', partnerId)
    .executeTakeFirst();
  return row?.access === 'full';
}

/**
 * An order as a rider's history keeps it: its number, dates, amounts, payment method, store and
 * the delivery's times and cash. Nothing of the customer (name, address, phone, e-mail, account,
 * UPI payment, return reason), nor the items or the door photo.
 */
export function historyOnly(order: Order): Order {
  const blank = { name: '', address: '', city: '', postalCode: '', phone: '', email: '' };
  return {
    ...order,
    userId: '',
    items: [],
    shippingAddress: blank,
    upiPayment: null,
    returnRequest: { isRequested: false, status: null, reason: null, requestDate: null, sellerResponse: null, responseDate: null },
    delivery: order.delivery && { ...order.delivery, proofPhoto: null, historyOnly: true },
  };
}
