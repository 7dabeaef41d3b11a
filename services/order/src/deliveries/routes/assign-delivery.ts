import type { Context } from 'hono';
import { assignDeliveryBodySchema, canReassign, DELIVERY_TEXTS } from '@haat/contracts';
import { badRequest, conflict, readJson, type AppEnv } from '@haat/server-kit';
import type { OrderContext } from '../../context.ts';
import { lockOrderForStore } from '../../orders/order-access.ts';
import { itemsOfOrder, updateOrder } from '../../orders/order-repository.ts';
import { toOrder } from '../../orders/order-mapper.ts';
import type { MembershipRow } from '../../delivery-partners/delivery-partners.table.ts';
import { enqueueDeliveryUpdated } from '../delivery-events.ts';
import { pushDeliveryUpdate } from '../delivery-pushes.ts';
import { findDelivery, findMembershipOfStore, saveAssignment } from '../order-delivery-repository.ts';

/**
 * PUT /api/orders/:id/assign-delivery {deliveryPartnerId}: the store's seller (or a superadmin)
 * hands an open order to one of the store's joined, active riders, named by membership id or by
 * the rider's account id. The seller may hand it to another rider until it is picked up, and again
 * once it is back at the store; a reassignment starts the delivery afresh. The same rider again
 * while still Assigned changes nothing. The order and its delivery are locked together, the change
 * announced (`order.delivery_updated`) in the same transaction and pushed live after commit.
 */
export function assignDelivery(ctx: OrderContext) {
  const { db, relay } = ctx;
  return async (c: Context<AppEnv>) => {
    const user = c.get('user');
    const { deliveryPartnerId } = await readJson(c, assignDeliveryBodySchema);
    const result = await db.transaction().execute(async (trx) => {
      const order = await lockOrderForStore(trx, c.req.param('id'), user, 'assign a delivery partner to this order');
      if (order.status === 'Delivered' || order.status === 'Cancelled') throw badRequest(DELIVERY_TEXTS.orderClosed(order.status));
      const partner = assignable(await findMembershipOfStore(trx, order.store_id, deliveryPartnerId.toLowerCase()));
      const previous = await findDelivery(trx, order.id, { lock: true });
      const items = await itemsOfOrder(trx, order.id);
      if (previous && previous.partner_id === partner.user_id && previous.status === 'Assigned') {
        return { order, items, delivery: previous, previous, changed: false };
      }
      if (previous && !canReassign(previous.status)) throw conflict(DELIVERY_TEXTS.alreadyPickedUp);
      const delivery = await saveAssignment(trx, {
        order_id: order.id,
        store_id: order.store_id,
        store_owner_id: order.store_owner_id,
        store_name: order.store_snapshot.name,
        buyer_id: order.user_id,
        partner_id: partner.user_id,
        membership_id: partner.id,
        partner_name: partner.name,
        partner_phone: partner.phone,
        vehicle: [partner.vehicle_type, partner.vehicle_number].filter(Boolean).join(' · ') || null,
        cash_on_delivery: order.payment_method === 'Cash on Delivery',
      });
      const updated = await updateOrder(trx, order.id, { delivery_partner_id: partner.user_id });
      await enqueueDeliveryUpdated(trx, updated, delivery, previous);
      return { order: updated, items, delivery, previous, changed: true };
    });
    const { order, items, delivery, previous, changed } = result;
    if (changed) {
      relay.kick();
      pushDeliveryUpdate(ctx, order, delivery, [previous?.partner_id]);
    }
    return c.json({ success: true, message: DELIVERY_TEXTS.assigned, data: toOrder(order, items, delivery, user) });
  };
}

/** The membership, if the store may assign to it now: it exists, the rider has joined, and it is active. */
function assignable(partner: MembershipRow | undefined): MembershipRow & { user_id: string } {
  if (!partner) throw badRequest(DELIVERY_TEXTS.notYourPartner);
  const { user_id: userId } = partner;
  if (userId === null || partner.joined_at === null) throw badRequest(DELIVERY_TEXTS.partnerNotJoined);
  if (!partner.is_active) throw badRequest(DELIVERY_TEXTS.partnerInactive);
  return { ...partner, user_id: userId };
}
