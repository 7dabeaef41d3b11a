import { formatPrice } from '@haat/web-kit';
import type { Order, OrderDelivery } from '@haat/contracts';
import type { DeliveryStatus } from '@haat/contracts/delivery-rules';
import { orderTotals } from './order-view.ts';
import { translate } from '../i18n.ts';
import messages from './messages.json';

/** contracts' deliveryStatusLabels, in the visitor's language. */
const STATUS_LABEL: Record<DeliveryStatus, keyof typeof messages> = {
  Assigned: 'orders.partnerAssigned',
  // i18n-ignore: delivery statuses as the server sends them (here and below); people read the messages.
  'Picked Up': 'orders.pickedUp',
  'Out for Delivery': 'orders.outForDelivery', // i18n-ignore
  Delivered: 'orders.delivered',
  // i18n-ignore
  'Failed Attempt': 'orders.deliveryFailed',
  'Returned to Store': 'orders.returnedToStore', // i18n-ignore
};
const statusText = (status: DeliveryStatus): string => translate(messages, STATUS_LABEL[status]);

/**
 * The reasons a partner picks when an attempt fails (contracts' failedAttemptReasons, sent in English;
 * delivery-view.test.ts keeps the English here equal), in the visitor's language; any other as written.
 */
export const FAILED_REASON_IDS = ['orders.failNotReachable', 'orders.failNotAtAddress', 'orders.failAddressNotFound', 'orders.failRefused', 'orders.failOther'] as const;
const FAILED_REASONS = new Map<string, (typeof FAILED_REASON_IDS)[number]>(FAILED_REASON_IDS.map((id) => [messages[id], id]));
const failedReasonText = (reason: string): string => {
  const id = FAILED_REASONS.get(reason);
  return id ? translate(messages, id) : reason;
};

/**
 * What the buyer is told of their order's delivery by the store's partner, from the order's fields
 * alone. The server fills `delivery` for the buyer: the partner's first name, their phone and the
 * delivery code only while the order is out for delivery (docs/decisions/0093-who-sees-what-of-a-delivery.md).
 */

/** The steps of the progress, in order; Failed Attempt sits on Out for Delivery, Returned to Store leaves it. */
const STEPS = ['Assigned', 'Picked Up', 'Out for Delivery', 'Delivered'] as const satisfies readonly DeliveryStatus[]; // i18n-ignore
const STEP_OF: Record<DeliveryStatus, number | null> = {
  // i18n-ignore
  Assigned: 0, 'Picked Up': 1, 'Out for Delivery': 2, 'Failed Attempt': 2, Delivered: 3, 'Returned to Store': null,
};

export type DeliveryStep = { label: string; state: 'done' | 'current' | 'todo' };
export type Tone = 'success' | 'info' | 'warning' | 'danger';

export type BuyerDeliveryView = {
  status: string;
  tone: Tone;
  steps: DeliveryStep[] | null;
  partnerLine: string;
  /** The partner's phone, for a tel: link: only while out for delivery. */
  phone: string | null;
  code: { digits: string; hint: string; sentence: string } | null;
  /** Cash on delivery not yet paid, while out for delivery. */
  cashLine: string | null;
  problem: string | null;
};

const toneOf = (status: DeliveryStatus): Tone =>
  // i18n-ignore
  (status === 'Delivered' ? 'success' : status === 'Failed Attempt' ? 'danger' : status === 'Returned to Store' ? 'warning' : 'info');

function stepsOf(status: DeliveryStatus): DeliveryStep[] | null {
  const at = STEP_OF[status];
  if (at === null) return null;
  return STEPS.map((step, i) => ({
    label: statusText(step),
    state: i < at || status === 'Delivered' ? 'done' : i === at ? 'current' : 'todo',
  }));
}

function partnerLineOf(delivery: OrderDelivery): string {
  const name = delivery.partnerName;
  if (delivery.status === 'Delivered') return translate(messages, 'orders.deliveredBy', { name });
  if (delivery.status === 'Returned to Store') return translate(messages, 'orders.backAtStore'); // i18n-ignore
  return translate(messages, 'orders.delivering', { name });
}

export function buyerDeliveryView(order: Pick<Order, 'delivery' | 'paymentMethod' | 'isPaid' | 'items' | 'shippingFee'>): BuyerDeliveryView | null {
  const delivery = order.delivery;
  if (!delivery) return null;
  const outForDelivery = delivery.status === 'Out for Delivery';
  const name = delivery.partnerName;
  const hint = translate(messages, 'orders.shareCode', { name });
  return {
    status: statusText(delivery.status),
    tone: toneOf(delivery.status),
    steps: stepsOf(delivery.status),
    partnerLine: partnerLineOf(delivery),
    phone: outForDelivery ? delivery.partnerPhone : null,
    code: outForDelivery && delivery.deliveryCode
      ? { digits: delivery.deliveryCode, hint, sentence: translate(messages, 'orders.codeSentence', { code: delivery.deliveryCode, name }) }
      : null,
    cashLine: outForDelivery && order.paymentMethod === 'Cash on Delivery' && !order.isPaid ? translate(messages, 'orders.keepReady', { amount: formatPrice(orderTotals(order).total) }) : null,
    problem: delivery.status === 'Failed Attempt'
      ? (delivery.failedReason ? translate(messages, 'orders.attemptFailedBecause', { reason: failedReasonText(delivery.failedReason) }) : translate(messages, 'orders.attemptFailed'))
      : null,
  };
}

/** The line on the order's card in 'Your Orders': "Out for delivery with Deepak". */
export function deliveryCardLine(delivery: Pick<OrderDelivery, 'status' | 'partnerName'> | null): string | null {
  if (!delivery) return null;
  const name = delivery.partnerName;
  switch (delivery.status) {
    case 'Assigned': return translate(messages, 'orders.willDeliver', { name });
    case 'Picked Up': return translate(messages, 'orders.pickedUpBy', { name });
    case 'Out for Delivery': return translate(messages, 'orders.outWith', { name });
    case 'Delivered': return translate(messages, 'orders.deliveredBy', { name });
    case 'Failed Attempt': return translate(messages, 'orders.deliveryFailed');
    case 'Returned to Store': return translate(messages, 'orders.returnedToTheStore');
  }
}
