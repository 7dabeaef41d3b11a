import { DEFAULT_DELIVERY_TIMES } from '@haat/contracts/delivery';
import { translate } from '../i18n.ts';
import messages from './messages.json';

type Text = keyof typeof messages;

// i18n-ignore: the methods as the server and the stores name them; people read the messages.
const PAYMENT_METHOD: Record<string, Text> = { 'Cash on Delivery': 'common.cashOnDelivery', 'UPI Payment': 'common.upiPayment' };

/** A payment method as the server and the store name it ('Cash on Delivery', 'UPI Payment'), in the visitor's language. */
export const paymentMethodText = (method: string): string => {
  const id = PAYMENT_METHOD[method];
  return id ? translate(messages, id) : method;
};

const DELIVERY_TIME: Record<string, Text> = {
  [DEFAULT_DELIVERY_TIMES.local]: 'common.sameDay',
  [DEFAULT_DELIVERY_TIMES.regional]: 'common.days2to5',
  [DEFAULT_DELIVERY_TIMES.nationwide]: 'common.days3to7',
};

/**
 * A store's delivery time: the standard ones ('Same day', '2-5 days', '3-7 days', also what a store that
 * left its own blank shows) in the visitor's language; a time the seller wrote, as written.
 */
export const deliveryTimeText = (time: string): string => {
  const id = DELIVERY_TIME[time.trim()];
  return id ? translate(messages, id) : time;
};
