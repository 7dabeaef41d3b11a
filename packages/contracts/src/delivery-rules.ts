// The delivery flow's rules and texts, zod-free: mfe-delivery, mfe-seller and mfe-buyer import
// this file (`@haat/contracts/delivery-rules`) without pulling the rest of contracts into the browser.

/**
 * A delivery's statuses (the spec leaves them to us; docs/decisions/0091-delivery-statuses.md):
 * Assigned → Picked Up → Out for Delivery → Delivered, or Failed Attempt (with a reason) and from
 * there another Out for Delivery or Returned to Store.
 */
export const deliveryStatuses = ['Assigned', 'Picked Up', 'Out for Delivery', 'Delivered', 'Failed Attempt', 'Returned to Store'] as const;
export type DeliveryStatus = (typeof deliveryStatuses)[number];

/** Where the partner may move a delivery from each status; anything else skips or reverses the flow. */
export const nextDeliveryStatuses: Record<DeliveryStatus, readonly DeliveryStatus[]> = {
  Assigned: ['Picked Up'],
  'Picked Up': ['Out for Delivery'],
  'Out for Delivery': ['Delivered', 'Failed Attempt'],
  'Failed Attempt': ['Out for Delivery', 'Returned to Store'],
  Delivered: [],
  'Returned to Store': [],
};

/** Still with the partner: counted as open, keeps the partner from being removed. */
export const openDeliveryStatuses: readonly DeliveryStatus[] = ['Assigned', 'Picked Up', 'Out for Delivery', 'Failed Attempt'];

export function isOpenDelivery(status: DeliveryStatus): boolean {
  return openDeliveryStatuses.includes(status);
}

/** The seller may hand the order to another partner until it is picked up, and again once it is back at the store. */
export function canReassign(status: DeliveryStatus | null | undefined): boolean {
  return status == null || status === 'Assigned' || status === 'Returned to Store';
}

/** The buyer's delivery code: 4 digits, shown once the order is out for delivery. */
export const DELIVERY_CODE_LENGTH = 4;
/** Wrong codes per delivery before code entry locks (like the phone OTP's 5), and for how long. */
export const DELIVERY_CODE_MAX_ATTEMPTS = 5;
export const DELIVERY_CODE_LOCK_MINUTES = 15;

/** An invitation link works this long; the seller can make a new one. */
export const INVITE_VALID_DAYS = 7;

/** Why a delivery was completed with a photo instead of the buyer's code. Flagged for the seller. */
export const LEFT_AT_DOOR = 'Left at the door';
export const proofReasons = ['Customer could not find the code', 'Handed to a family member or neighbour', LEFT_AT_DOOR] as const;
export type ProofReason = (typeof proofReasons)[number];

/** Reasons the partner picks from when an attempt fails. */
export const failedAttemptReasons = ['Customer not reachable', 'Customer not at the address', 'Address not found', 'Customer refused the order', 'Other'] as const;

export const vehicleTypes = ['Bicycle', 'Motorcycle', 'Scooter', 'Electric scooter', 'Car', 'On foot'] as const;
export type VehicleType = (typeof vehicleTypes)[number];

/** A membership of a partner in a store, as the seller sees it. */
export const partnerStatuses = ['Invited', 'Active', 'Inactive'] as const;
export type PartnerStatus = (typeof partnerStatuses)[number];

export const DELIVERY_TEXTS = {
  partnerNotFound: 'Delivery partner not found',
  invitationNotFound: 'This invitation link is not valid',
  invitationExpired: 'This invitation has expired. Ask the store for a new link.',
  invitationUsed: 'This invitation has already been accepted',
  alreadyMember: 'You already deliver for this store',
  phoneAlreadyInvited: 'A delivery partner with this phone number is already in your list',
  storeRequired: 'Please set up your store first',
  partnerHasOpenDeliveries: (n: number) => `This partner has ${n} open ${n === 1 ? 'delivery' : 'deliveries'}. Reassign or finish ${n === 1 ? 'it' : 'them'} first.`,
  notYourPartner: 'This delivery partner does not work for your store',
  partnerInactive: 'This delivery partner is inactive. Activate them first.',
  partnerNotJoined: 'This delivery partner has not accepted the invitation yet',
  orderClosed: (status: string) => `A ${status.toLowerCase()} order cannot be assigned for delivery`,
  alreadyPickedUp: 'This order has already been picked up and can no longer be reassigned',
  notAssignedToYou: 'Order not found',
  badTransition: (from: DeliveryStatus, to: DeliveryStatus) => `A delivery cannot go from ${from} to ${to}`,
  orderNoLongerOpen: (status: string) => `This order is ${status.toLowerCase()}; its delivery can no longer change`,
  codAmountRequired: 'Please enter the cash amount collected',
  codeOrProofRequired: 'Please enter the delivery code from the customer, or take a photo at the door',
  wrongCode: (left: number) => (left > 0 ? `Incorrect delivery code. ${left} ${left === 1 ? 'attempt' : 'attempts'} remaining.` : 'Too many incorrect codes. Try again later or deliver with a photo.'),
  codeLocked: 'Too many incorrect codes. Try again later or deliver with a photo.',
  proofReasonRequired: 'Please choose why the customer could not give the code',
  leftAtDoorNotForCod: 'A cash on delivery order cannot be left at the door',
  proofPhotoNotYours: 'The proof photo must be a photo you took for this delivery. Please take the photo again.',
  proofPhotoUsed: 'This photo is already the proof of another delivery. Please take a new photo.',
  failedReasonRequired: 'Please choose why the delivery failed',
  assigned: 'Delivery partner assigned successfully',
  statusUpdated: (status: DeliveryStatus) => `Delivery marked ${status}`,
  invited: 'Invitation created. Share the link with your delivery partner.',
  joined: (storeName: string) => `You now deliver for ${storeName}`,
  cashReceived: (amount: string) => `Recorded ${amount} received`,
  noCashToReceive: 'There is no cash to receive from this partner',
  formerStoreDelivery: 'You no longer deliver for this store, so the customer\'s details are not shown.',
} as const;

/** What a status is called on the screens (the buyer's order page and the apps' badges). */
export const deliveryStatusLabels: Record<DeliveryStatus, string> = {
  Assigned: 'Partner assigned',
  'Picked Up': 'Picked up',
  'Out for Delivery': 'Out for delivery',
  Delivered: 'Delivered',
  'Failed Attempt': 'Delivery attempt failed',
  'Returned to Store': 'Returned to store',
};

/** The partner's first name: all the buyer is shown of them. */
export function firstNameOf(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}

/** The `deliveryUpdate` socket event (DeliveryUpdatePush in delivery-partner.ts), read from what the socket delivered; null when it is not one. */
export function readDeliveryUpdatePush(payload: unknown): { orderId: string; status: DeliveryStatus; orderStatus: string; partnerId: string } | null {
  if (typeof payload !== 'object' || payload === null) return null;
  const { orderId, status, orderStatus, partnerId } = payload as Record<string, unknown>;
  if (typeof orderId !== 'string' || typeof orderStatus !== 'string' || typeof partnerId !== 'string') return null;
  if (!deliveryStatuses.includes(status as DeliveryStatus)) return null;
  return { orderId, status: status as DeliveryStatus, orderStatus, partnerId };
}
