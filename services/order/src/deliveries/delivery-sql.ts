import { sql, type RawBuilder } from 'kysely';

/**
 * The order of a delivery row (`orderId` names its column under any alias) is neither cancelled
 * nor delivered by the store's own hand: a delivery left open on such an order can no longer move
 * (the rider gets 409), so it is not the rider's work any more, nor does it keep them from being removed.
 */
export const orderStillOpen = (orderId: RawBuilder<unknown> = sql.ref('order_deliveries.order_id')) =>
  sql<boolean>`NOT EXISTS (SELECT 1 FROM orders o WHERE o.id = ${orderId} AND o.status IN ('Cancelled', 'Delivered'))`;

/** Midnight of today, and of this week's Monday, in India, as timestamps: bounds an index range can use. */
export const startOfTodayInIndia = sql<Date>`(date_trunc('day', now() AT TIME ZONE 'Asia/Kolkata') AT TIME ZONE 'Asia/Kolkata')`;
export const startOfWeekInIndia = sql<Date>`(date_trunc('week', now() AT TIME ZONE 'Asia/Kolkata') AT TIME ZONE 'Asia/Kolkata')`;
