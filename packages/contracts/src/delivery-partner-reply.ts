/**
 * Readers of the delivery partner's replies, zod-free for the browser (`@haat/contracts/delivery-partner-reply`);
 * they answer the types replies/order-replies.ts describes.
 */
import type { DeliveryInvitation, DeliveryMetrics, DeliveryPartner, DeliveryProfile } from './delivery-partner.ts';
import { deliveryStatuses, partnerStatuses, vehicleTypes, type VehicleType } from './delivery-rules.ts';
import { asRecord, idOf, readNumber, readText } from './reply-fields.ts';

const invitationStates: readonly DeliveryInvitation['state'][] = ['pending', 'accepted', 'expired'];

const readVehicleType = (value: unknown): VehicleType | null =>
  (vehicleTypes as readonly unknown[]).includes(value) ? (value as VehicleType) : null;

/** GET /delivery/profile's data: the rider and the stores they deliver for. */
export function readDeliveryProfile(value: unknown): DeliveryProfile {
  const profile = asRecord(value);
  const stores = Array.isArray(profile['stores']) ? profile['stores'] : [];
  return {
    userId: readText(profile['userId']),
    name: readText(profile['name']),
    phone: readText(profile['phone']) || null,
    vehicleType: readVehicleType(profile['vehicleType']),
    vehicleNumber: readText(profile['vehicleNumber']) || null,
    isAvailable: profile['isAvailable'] === true,
    stores: stores.map((raw: unknown) => {
      const store = asRecord(raw);
      return {
        storeId: readText(store['storeId']),
        storeName: readText(store['storeName']),
        membershipId: readText(store['membershipId']),
        isActive: store['isActive'] === true,
        joinedAt: readText(store['joinedAt']),
      };
    }),
  };
}

/** GET /delivery/metrics's data: the rider's figures, open deliveries by status and cash to hand over. */
export function readDeliveryMetrics(value: unknown): DeliveryMetrics {
  const metrics = asRecord(value);
  const byStatus = asRecord(metrics['byStatus']);
  const cash = Array.isArray(metrics['cashToHandOver']) ? metrics['cashToHandOver'] : [];
  return {
    deliveredToday: readNumber(metrics['deliveredToday'], 0),
    deliveredThisWeek: readNumber(metrics['deliveredThisWeek'], 0),
    openDeliveries: readNumber(metrics['openDeliveries'], 0),
    byStatus: Object.fromEntries(deliveryStatuses.map((status) => [status, readNumber(byStatus[status], 0)])) as DeliveryMetrics['byStatus'],
    cashToHandOver: cash.map((raw: unknown) => {
      const store = asRecord(raw);
      return { storeId: readText(store['storeId']), storeName: readText(store['storeName']), amount: readNumber(store['amount'], 0), orders: readNumber(store['orders'], 0) };
    }),
    cashToHandOverTotal: readNumber(metrics['cashToHandOverTotal'], 0),
  };
}

/** GET /delivery-partners/invitations/:code's data: what the invited rider sees before accepting. */
export function readDeliveryInvitation(value: unknown): DeliveryInvitation {
  const invitation = asRecord(value);
  const state = invitation['state'];
  return {
    storeId: readText(invitation['storeId']),
    storeName: readText(invitation['storeName']),
    name: readText(invitation['name']),
    phoneEnding: readText(invitation['phoneEnding']),
    state: (invitationStates as readonly unknown[]).includes(state) ? (state as DeliveryInvitation['state']) : 'expired',
    expiresAt: readText(invitation['expiresAt']),
  };
}

const partnerStatusOf = (value: unknown): DeliveryPartner['status'] =>
  (partnerStatuses as readonly unknown[]).includes(value) ? (value as DeliveryPartner['status']) : 'Inactive';

/** A store's delivery partner as the seller sees it (GET /delivery-partners's rows, an invite's or a change's data). */
export function readDeliveryPartner(value: unknown): DeliveryPartner {
  const partner = asRecord(value);
  const id = idOf(partner);
  return {
    _id: id,
    id,
    storeId: readText(partner['storeId']),
    userId: readText(partner['userId']) || null,
    name: readText(partner['name']),
    phone: readText(partner['phone']),
    vehicleType: readVehicleType(partner['vehicleType']),
    vehicleNumber: readText(partner['vehicleNumber']) || null,
    status: partnerStatusOf(partner['status']),
    isActive: partner['isActive'] === true,
    isAvailable: partner['isAvailable'] === true,
    inviteCode: readText(partner['inviteCode']) || null,
    invitePath: readText(partner['invitePath']) || null,
    inviteExpiresAt: readText(partner['inviteExpiresAt']) || null,
    invitedAt: readText(partner['invitedAt']),
    joinedAt: readText(partner['joinedAt']) || null,
    openDeliveries: readNumber(partner['openDeliveries'], 0),
    deliveredToday: readNumber(partner['deliveredToday'], 0),
    cashToCollect: readNumber(partner['cashToCollect'], 0),
  };
}

/** A list of partner replies; entries without an id (nothing to act on) are dropped, anything but a list is []. */
export const readDeliveryPartners = (value: unknown): DeliveryPartner[] =>
  (Array.isArray(value) ? value : []).map(readDeliveryPartner).filter((partner) => partner.id !== '');

/** POST /delivery-partners/:id/cash-handover's data: the cash settled and over how many orders. */
export function readCashHandover(value: unknown): { amount: number; orders: number } {
  const handover = asRecord(value);
  return { amount: readNumber(handover['amount'], 0), orders: readNumber(handover['orders'], 0) };
}
