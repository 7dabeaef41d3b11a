import type { Order, OrderItem, OrderStatus, OrderStatusStep } from './order.ts';
import type { OrderDelivery } from './delivery-partner.ts';
import { deliveryStatuses, type DeliveryStatus } from './delivery-rules.ts';
import { itemCancellers, orderStatuses, returnRequestStatuses } from './order-rules.ts';
import { asRecord, idOf, readNumber, readText, readTextOrNumber, refIdOf } from './reply-fields.ts';
import { readOneOf, readTextOrNull } from './reply-values.ts';

/** The order statuses (order-rules.ts's orderStatuses: zod-free, so the browser reads them without zod). */
export const KNOWN_ORDER_STATUSES: readonly OrderStatus[] = orderStatuses;

/** The payment methods an order names (store.ts's paymentOptions; order-reply.test.ts keeps them equal). */
export const KNOWN_PAYMENT_METHODS: readonly Order['paymentMethod'][] = ['Cash on Delivery', 'UPI Payment'];

const isOrderStatus = (value: string): value is OrderStatus => (KNOWN_ORDER_STATUSES as readonly string[]).includes(value);

const numberOrNull = (value: unknown): number | null => readNumber(value, null);

/**
 * An order reply's `statusHistory`, oldest first: only well-formed steps (a known status and a
 * date); [] from a server that sends none (lists, older servers).
 */
export function readStatusHistory(value: unknown): OrderStatusStep[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((raw: unknown) => {
    const step = asRecord(raw);
    const status = readText(step['status']);
    const at = readText(step['at']);
    return isOrderStatus(status) && at && !Number.isNaN(Date.parse(at)) ? [{ status, at }] : [];
  });
}

/** One line of an order; a line without `cancelledBy` (an older server) was cancelled by the store, if at all. */
export function readOrderItem(value: unknown): OrderItem {
  const item = asRecord(value);
  const cancelled = item['cancelled'] === true;
  return {
    _id: idOf(item),
    id: idOf(item),
    productId: refIdOf(item['productId']),
    name: readText(item['name']),
    image: readText(item['image']),
    price: readNumber(item['price'], 0),
    quantity: readNumber(item['quantity'], 0),
    variant: readTextOrNull(item['variant']),
    cancelled,
    cancelledBy: cancelled ? readOneOf(itemCancellers, item['cancelledBy'], 'store') : null,
  };
}

/** An order's delivery, or null while none is assigned. */
export function readOrderDelivery(value: unknown): OrderDelivery | null {
  if (!value || typeof value !== 'object') return null;
  const delivery = asRecord(value);
  return {
    status: readOneOf<DeliveryStatus, DeliveryStatus>(deliveryStatuses, delivery['status'], 'Assigned'),
    partnerId: readText(delivery['partnerId']),
    partnerName: readText(delivery['partnerName']),
    partnerPhone: readTextOrNull(delivery['partnerPhone']),
    vehicle: readTextOrNull(delivery['vehicle']),
    assignedAt: readText(delivery['assignedAt']),
    pickedUpAt: readTextOrNull(delivery['pickedUpAt']),
    outForDeliveryAt: readTextOrNull(delivery['outForDeliveryAt']),
    deliveredAt: readTextOrNull(delivery['deliveredAt']),
    deliveryCode: readTextOrNull(delivery['deliveryCode']),
    codAmountCollected: numberOrNull(delivery['codAmountCollected']),
    proofPhoto: readTextOrNull(delivery['proofPhoto']),
    proofReason: readTextOrNull(delivery['proofReason']),
    failedReason: readTextOrNull(delivery['failedReason']),
    attempts: readNumber(delivery['attempts'], 0),
    needsReview: delivery['needsReview'] === true,
    cashHandedOver: delivery['cashHandedOver'] === true,
    ...(delivery['historyOnly'] === true ? { historyOnly: true as const } : {}),
  };
}

/** An order as the order service replies with it (its `data`); the status history only when sent. */
export function readOrder(value: unknown): Order {
  const order = asRecord(value);
  const address = asRecord(order['shippingAddress']);
  const store = asRecord(order['storeId']);
  const storeDelivery = asRecord(store['deliveryOptions']);
  const upi = order['upiPayment'] && typeof order['upiPayment'] === 'object' ? asRecord(order['upiPayment']) : null;
  const returns = asRecord(order['returnRequest']);
  return {
    _id: idOf(order),
    id: idOf(order),
    userId: readText(order['userId']),
    status: readOneOf(KNOWN_ORDER_STATUSES, order['status'], 'Processing'),
    paymentMethod: readOneOf(KNOWN_PAYMENT_METHODS, order['paymentMethod'], 'Cash on Delivery'),
    isPaid: order['isPaid'] === true,
    createdAt: readText(order['createdAt']),
    updatedAt: readText(order['updatedAt']),
    shippingFee: readNumber(order['shippingFee'], 0),
    itemsPrice: readNumber(order['itemsPrice'], 0),
    totalPrice: readNumber(order['totalPrice'], 0),
    partialCancellation: order['partialCancellation'] === true,
    items: Array.isArray(order['items']) ? order['items'].map(readOrderItem) : [],
    shippingAddress: {
      name: readText(address['name']),
      address: readText(address['address']),
      city: readText(address['city']),
      postalCode: readTextOrNumber(address['postalCode']),
      phone: readTextOrNumber(address['phone']),
      email: readText(address['email']),
    },
    storeId: {
      _id: refIdOf(order['storeId']),
      id: refIdOf(order['storeId']),
      name: readText(store['name']),
      image: readText(store['image']),
      address: readText(store['address']),
      deliveryOptions: {
        estimatedLocalDeliveryTime: readText(storeDelivery['estimatedLocalDeliveryTime']),
        freeShippingThreshold: readNumber(storeDelivery['freeShippingThreshold'], 0),
      },
    },
    upiPayment: upi && {
      transactionId: readTextOrNull(upi['transactionId']),
      paymentVerified: upi['paymentVerified'] === true,
      verifiedAt: readTextOrNull(upi['verifiedAt']),
      screenshotImage: readTextOrNull(upi['screenshotImage']),
    },
    returnRequest: {
      isRequested: returns['isRequested'] === true,
      status: readOneOf(returnRequestStatuses, returns['status'], null),
      reason: readTextOrNull(returns['reason']),
      requestDate: readTextOrNull(returns['requestDate']),
      sellerResponse: readTextOrNull(returns['sellerResponse']),
      responseDate: readTextOrNull(returns['responseDate']),
    },
    deliveryPartnerId: readTextOrNull(order['deliveryPartnerId']),
    delivery: readOrderDelivery(order['delivery']),
    ...(Array.isArray(order['statusHistory']) ? { statusHistory: readStatusHistory(order['statusHistory']) } : {}),
  };
}

/** A list of orders (a page's `data`); [] when it is no list. */
export const readOrders = (value: unknown): Order[] => (Array.isArray(value) ? value.map(readOrder) : []);
