import type { Order, OrderStatus } from '@haat/contracts';
import type { DeliveryStatus } from '@haat/contracts/delivery-rules';
import type { Translate } from '@haat/web-kit';
import commonMessages from '../common/messages.json';
import messages from './messages.json';

/**
 * The order page's words: the console's shared ones and its own. The order's statuses and payment
 * method are the server's values; these say them in the language shown, an unknown one as it came.
 */
export const orderMessages = { ...commonMessages, ...messages };
export type OrderT = Translate<typeof orderMessages>;
type Id = keyof typeof messages;

const ORDER_STATUS: Record<OrderStatus, Id> = {
  Processing: 'orders.statusProcessing',
  Confirmed: 'orders.statusConfirmed',
  Shipped: 'orders.statusShipped',
  Delivered: 'orders.statusDelivered',
  Cancelled: 'orders.statusCancelled',
};

const PAYMENT: Record<Order['paymentMethod'], Id> = {
  // i18n-ignore: the server's value, shown through its label
  'Cash on Delivery': 'orders.paymentCod',
  'UPI Payment': 'orders.paymentUpi',
};

// The keys are the server's values (contracts' deliveryStatuses), shown through their labels.
const DELIVERY_STATUS: Record<DeliveryStatus, Id> = {
  Assigned: 'orders.deliveryAssigned',
  'Picked Up': 'orders.deliveryPickedUp', // i18n-ignore
  'Out for Delivery': 'orders.deliveryOutForDelivery', // i18n-ignore
  Delivered: 'orders.deliveryDelivered',
  'Failed Attempt': 'orders.deliveryFailedAttempt', // i18n-ignore
  'Returned to Store': 'orders.deliveryReturnedToStore', // i18n-ignore
};

const RETURN_STATUS: Record<'Pending' | 'Approved' | 'Rejected', Id> = {
  Pending: 'orders.returnPending',
  Approved: 'orders.returnApproved',
  Rejected: 'orders.returnRejected',
};

const say = (table: Record<string, Id>, value: string, t: OrderT): string => (table[value] ? t(table[value]) : value);

export const orderStatusText = (status: string, t: OrderT): string => say(ORDER_STATUS, status, t);
export const paymentText = (method: string, t: OrderT): string => say(PAYMENT, method, t);
export const deliveryStatusText = (status: string, t: OrderT): string => say(DELIVERY_STATUS, status, t);
export const returnStatusText = (status: string, t: OrderT): string => say(RETURN_STATUS, status, t);
