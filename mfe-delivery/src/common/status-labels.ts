import type { DeliveryStatus } from '@haat/contracts/delivery-rules';
import type messages from './messages.json';

/**
 * What a delivery status is called on the rider's screens: the server's value stays English (it is
 * sent and compared), the words shown come from the catalog. The badges and the next-step buttons
 * read the same words, so a rider finds on the badge what they tapped.
 */
export const DELIVERY_STATUS_LABEL: Record<DeliveryStatus, keyof typeof messages> = {
  Assigned: 'common.statusAssigned',
  'Picked Up': 'common.statusPickedUp',
  'Out for Delivery': 'common.statusOutForDelivery',
  Delivered: 'common.statusDelivered',
  'Failed Attempt': 'common.statusFailedAttempt',
  'Returned to Store': 'common.statusReturnedToStore',
};
