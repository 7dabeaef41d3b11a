import type { Transaction } from 'kysely';
import { firstNameOf } from '@haat/contracts';
import { enqueueEvent } from '@haat/server-kit';
import type { OrderDatabase } from '../database.ts';
import { orderEventRef } from '../orders/order-event-ref.ts';
import type { OrderRow } from '../orders/orders.table.ts';
import type { OrderDeliveryRow } from './order-deliveries.table.ts';

/**
 * `order.delivery_updated` for a change just written, in the same transaction. `previous` is the
 * delivery as it was (none before the first assignment); a reassignment names the previous rider.
 */
export async function enqueueDeliveryUpdated(trx: Transaction<OrderDatabase>, order: OrderRow, delivery: OrderDeliveryRow, previous: OrderDeliveryRow | undefined): Promise<void> {
  await enqueueEvent(trx, 'order.delivery_updated', {
    ...orderEventRef(order),
    storeOwnerId: order.store_owner_id,
    partnerId: delivery.partner_id,
    partnerFirstName: firstNameOf(delivery.partner_name),
    previousPartnerId: previous && previous.partner_id !== delivery.partner_id ? previous.partner_id : null,
    previousStatus: previous?.status ?? null,
    status: delivery.status,
    failedReason: delivery.status === 'Failed Attempt' ? delivery.failed_reason : null,
    needsReview: delivery.needs_review,
    changedAt: delivery.updated_at.toISOString(),
  });
}
