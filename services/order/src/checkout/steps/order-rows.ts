import { randomUUID } from 'node:crypto';
import { toPaise } from '@haat/contracts';
import type { AuthUser } from '@haat/server-kit';
import type { ReservedStock } from '../catalog-client.ts';
import type { OrderPrice } from '../order-pricing.ts';
import type { NewOrderItemRow, NewOrderRow, StoreSnapshot } from '../../orders/orders.table.ts';
import { NO_RETURN_REQUEST } from '../../orders/order-defaults.ts';
import type { PlaceOrderInput } from './checkout.ts';

/** The new order's row and its items' rows, priced and described from the catalog's reservation. */
export function newOrderRows({ user, body, reserved, price, reservationId }: {
  user: AuthUser;
  body: PlaceOrderInput;
  reserved: ReservedStock;
  price: OrderPrice;
  reservationId: string;
}): { order: NewOrderRow; items: NewOrderItemRow[] } {
  const { store, lines } = reserved;
  const orderId = randomUUID();
  const upiPayment = body.paymentMethod === 'UPI Payment' && body.upiPayment
    ? { transactionId: body.upiPayment.transactionId, paymentVerified: false, verifiedAt: null, screenshotImage: body.upiPayment.screenshotImage ?? null }
    : null;
  // `delivery` records what this order was quoted (kind and time), beside the store's own options.
  const snapshot: StoreSnapshot & { delivery: OrderPrice['delivery'] } = {
    name: store.name,
    image: store.image,
    address: store.address,
    city: store.city,
    deliveryOptions: {
      estimatedLocalDeliveryTime: store.deliveryOptions.estimatedLocalDeliveryTime,
      localDeliveryFeePaise: toPaise(store.deliveryOptions.localDeliveryFee),
      freeShippingThresholdPaise: toPaise(store.deliveryOptions.freeShippingThreshold),
    },
    delivery: price.delivery,
  };
  return {
    order: {
      id: orderId,
      user_id: user.id,
      store_id: store.id,
      store_owner_id: store.ownerId,
      store_snapshot: JSON.stringify(snapshot),
      payment_method: body.paymentMethod,
      shipping_fee_paise: price.shippingPaise,
      items_price_paise: price.itemsPaise,
      total_price_paise: price.totalPaise,
      shipping_address: JSON.stringify(body.shippingAddress),
      upi_payment: upiPayment && JSON.stringify(upiPayment),
      return_request: JSON.stringify(NO_RETURN_REQUEST),
      reservation_id: reservationId,
      // The GST facts as they were at the time of sale (the invoice prints these, whatever changes later).
      supplier_gstin: store.gstin ?? null,
      supplier_state: store.state ?? null,
      place_of_supply: store.placeOfSupply ?? null,
    },
    items: lines.map((line, i) => ({
      id: randomUUID(),
      order_id: orderId,
      line_no: i + 1,
      product_id: line.productId,
      name: line.name,
      image: line.image,
      unit_price_paise: line.unitPricePaise,
      quantity: line.quantity,
      variant: line.variant,
      hsn_code: line.hsnCode ?? null,
      gst_rate: line.gstRate ?? null,
      unit: line.unit ?? null,
    })),
  };
}
