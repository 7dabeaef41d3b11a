import type { Step } from '@haat/server-kit';
import { assertCustomerWelcome, assertShippingPincode } from '../checkout-rules.ts';
import type { Checkout } from './checkout.ts';

/** Refusals before anything is reserved: a pincode that is not the shipping city's, a customer the store bans. Nothing to undo. */
export const checkBuyer: Step<Checkout> = {
  name: 'check the buyer',
  async run({ deps: { db }, user, body }) {
    assertShippingPincode(body.shippingAddress);
    await assertCustomerWelcome(db, { storeId: body.storeId, userId: user.id, shippingPhone: body.shippingAddress.phone });
  },
};
