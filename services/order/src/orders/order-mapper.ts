import { toRupees, type Order } from '@haat/contracts';
import type { OrderDb } from '../database.ts';
import { deliveriesOfOrders } from '../deliveries/order-delivery-repository.ts';
import { toOrderDelivery, type Viewer } from '../deliveries/order-delivery-mapper.ts';
import type { OrderDeliveryRow } from '../deliveries/order-deliveries.table.ts';
import { itemsOfOrder } from './order-repository.ts';
import { statusChangesOf, toStatusHistory } from './order-status-history.ts';
import type { OrderStatusChangeRow } from './order-status-changes.table.ts';
import type { OrderItemRow, OrderRow } from './orders.table.ts';

/** `toOrder` of one order, its items, delivery and status history read from `db` now (the reply after a change, or a single order). */
export async function toOrderWithItems(db: OrderDb, row: OrderRow, viewer: Viewer): Promise<Order> {
  const [items, deliveries, history] = await Promise.all([itemsOfOrder(db, row.id), deliveriesOfOrders(db, [row]), statusChangesOf(db, row.id)]);
  return toOrder(row, items, deliveries.get(row.id) ?? null, viewer, history);
}

/**
 * An order, its items and its delivery (if any) in the spec's Order shape: rupees, camelCase, the
 * store populated, the delivery as `viewer` may see it (the buyer, the store, the rider). One
 * order's reply also carries its status `history` (oldest first); lists leave it out.
 */
export function toOrder(row: OrderRow, items: OrderItemRow[], delivery: OrderDeliveryRow | null, viewer: Viewer, history?: OrderStatusChangeRow[]): Order {
  const store = row.store_snapshot;
  return {
    _id: row.id,
    id: row.id,
    userId: row.user_id,
    status: row.status,
    paymentMethod: row.payment_method,
    isPaid: row.is_paid,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    shippingFee: toRupees(Number(row.shipping_fee_paise)),
    itemsPrice: toRupees(Number(row.items_price_paise)),
    totalPrice: toRupees(Number(row.total_price_paise)),
    partialCancellation: row.partial_cancellation,
    items: items
      .toSorted((a, b) => a.line_no - b.line_no)
      .map((item) => ({
        _id: item.id,
        id: item.id,
        productId: item.product_id,
        name: item.name,
        image: item.image,
        price: toRupees(item.unit_price_paise),
        quantity: item.quantity,
        variant: item.variant,
        cancelled: item.cancelled,
        cancelledBy: item.cancelled_by,
      })),
    // jsonb keeps keys in its own order; the reply lists them as the spec does.
    shippingAddress: {
      name: row.shipping_address.name,
      address: row.shipping_address.address,
      city: row.shipping_address.city,
      postalCode: row.shipping_address.postalCode,
      phone: row.shipping_address.phone,
      email: row.shipping_address.email,
    },
    storeId: {
      _id: row.store_id,
      id: row.store_id,
      name: store.name,
      image: store.image,
      address: store.address,
      deliveryOptions: {
        estimatedLocalDeliveryTime: store.deliveryOptions.estimatedLocalDeliveryTime,
        freeShippingThreshold: toRupees(store.deliveryOptions.freeShippingThresholdPaise),
      },
    },
    upiPayment: row.upi_payment && {
      transactionId: row.upi_payment.transactionId,
      paymentVerified: row.upi_payment.paymentVerified,
      verifiedAt: row.upi_payment.verifiedAt,
      screenshotImage: row.upi_payment.screenshotImage,
    },
    returnRequest: {
      isRequested: row.return_request.isRequested,
      status: row.return_request.status,
      reason: row.return_request.reason,
      requestDate: row.return_request.requestDate,
      sellerResponse: row.return_request.sellerResponse,
      responseDate: row.return_request.responseDate,
    },
    deliveryPartnerId: row.delivery_partner_id,
    delivery: delivery && toOrderDelivery(delivery, viewer),
    ...(history ? { statusHistory: toStatusHistory(history) } : {}),
  };
}
