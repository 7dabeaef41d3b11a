/**
 * Readers of the delivery partner's replies, zod-free for the browser (`@haat/contracts/delivery-partner-reply`);
 * they answer the types replies/order-replies.ts describes.
 */
import type { DeliveryInvitation, DeliveryMetrics, DeliveryProfile } from './delivery-partner.ts';
import { deliveryStatuses, vehicleTypes, type VehicleType } from './delivery-rules.ts';
import { asRecord, readNumber, readText } from './reply-fields.ts';

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
