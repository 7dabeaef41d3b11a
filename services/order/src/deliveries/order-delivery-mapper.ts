import { firstNameOf, toRupees, type OrderDelivery } from '@haat/contracts';
import type { AuthUser } from '@haat/server-kit';
import type { OrderDeliveryRow } from './order-deliveries.table.ts';

/** Who asks for an order: the delivery in it is filled for them (docs/decisions/0093-who-sees-what-of-a-delivery.md). */
export type Viewer = Pick<AuthUser, 'id' | 'role'>;

/**
 * The order's delivery as `viewer` may see it. The store's owner and a superadmin see the rider in
 * full and never the code; the rider sees themselves, never the code; the buyer sees the rider's
 * first name, and their phone and the code only while the order is out for delivery. Anyone else
 * (no route lets them read the order) is shown what the buyer sees outside that window.
 */
export function toOrderDelivery(row: OrderDeliveryRow, viewer: Viewer): OrderDelivery {
  const outForDelivery = row.status === 'Out for Delivery';
  const staff = viewer.role === 'superadmin' || viewer.id === row.store_owner_id;
  const rider = viewer.id === row.partner_id;
  const buyer = viewer.id === row.buyer_id;
  const full = staff || rider;
  return {
    status: row.status,
    partnerId: row.partner_id,
    partnerName: full ? row.partner_name : firstNameOf(row.partner_name),
    partnerPhone: full || (buyer && outForDelivery) ? row.partner_phone : null,
    vehicle: row.vehicle,
    assignedAt: row.assigned_at.toISOString(),
    pickedUpAt: row.picked_up_at?.toISOString() ?? null,
    outForDeliveryAt: row.out_for_delivery_at?.toISOString() ?? null,
    deliveredAt: row.delivered_at?.toISOString() ?? null,
    deliveryCode: buyer && !full && outForDelivery ? row.delivery_code : null,
    codAmountCollected: row.cod_collected_paise === null ? null : toRupees(Number(row.cod_collected_paise)),
    proofPhoto: row.proof_photo,
    proofReason: row.proof_reason,
    failedReason: row.failed_reason,
    attempts: row.attempts,
    needsReview: row.needs_review,
    cashHandedOver: row.cash_handed_over_at !== null,
  };
}
