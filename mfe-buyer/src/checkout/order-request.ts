import type { PlaceOrderBody, ShippingAddress } from '@haat/contracts';
import { normalTransactionId } from './checkout-plan.ts';

/** The buyer's proof of a UPI payment, as POST /orders takes it. */
type UpiPaymentInput = NonNullable<PlaceOrderBody['upiPayment']>;

/** One store's order as checkout asks for it (a web-kit CartLine fits `lines`). */
export type StoreOrderInput = Pick<PlaceOrderBody, 'storeId' | 'paymentMethod'> & {
  lines: readonly { productId: string; quantity: number; variant: string | null }[];
  upiPayment?: UpiPaymentInput;
};

/**
 * The body for one store: its lines (the variant only when there is one), the trimmed address
 * (e-mail lower-cased, as the server keeps it), and the UPI transaction only for a UPI order.
 */
export function placeOrderBody(input: StoreOrderInput, address: ShippingAddress): PlaceOrderBody {
  const upi = input.paymentMethod === 'UPI Payment' && input.upiPayment
    ? {
      upiPayment: {
        transactionId: normalTransactionId(input.upiPayment.transactionId),
        ...(input.upiPayment.screenshotImage ? { screenshotImage: input.upiPayment.screenshotImage } : {}),
      },
    }
    : {};
  return {
    storeId: input.storeId,
    items: input.lines.map((l) => ({ productId: l.productId, quantity: l.quantity, ...(l.variant ? { variant: l.variant } : {}) })),
    shippingAddress: {
      name: address.name.trim(),
      address: address.address.trim(),
      city: address.city.trim(),
      postalCode: address.postalCode.trim(),
      phone: address.phone.trim(),
      email: address.email.trim().toLowerCase(),
    },
    paymentMethod: input.paymentMethod,
    ...upi,
  };
}
