import { banPhoneOf, storeRefusesCustomerText, type PaymentMethod, type ReservedStore, type ShippingAddress } from '@haat/contracts';
import { cityPincodeProblem } from '@haat/pincodes';
import { badRequest, forbidden } from '@haat/server-kit';
import type { OrderDb } from '../database.ts';
import { checkoutBanReason } from '../store-bans/index.ts';

/**
 * 403 with the seller's reason when the store bans this customer: the shipping phone, or a phone of
 * their earlier orders there. The text never says 'banned' (the client would log the buyer out).
 */
export async function assertCustomerWelcome(db: OrderDb, { storeId, userId, shippingPhone }: { storeId: string; userId: string; shippingPhone: string }): Promise<void> {
  const reason = await checkoutBanReason(db, { storeId, userId, phone: banPhoneOf(shippingPhone) });
  if (reason !== null) throw forbidden(storeRefusesCustomerText(reason));
}

/** The store takes the payment method; UPI also needs the seller's UPI id to pay to. */
export function assertPaymentAccepted(store: ReservedStore, paymentMethod: PaymentMethod): void {
  if (!store.paymentOptions.includes(paymentMethod)) {
    throw badRequest(`This store does not accept ${paymentMethod}`, `This store does not accept ${paymentMethod}. Please choose another payment method.`);
  }
  if (paymentMethod === 'UPI Payment' && !store.upiId.trim()) {
    throw badRequest('This store has not set up UPI payments yet', 'This store has not set up UPI payments yet. Please choose Cash on Delivery.');
  }
}

/**
 * The shipping pincode must be a real pincode of the shipping city (India Post's directory): 400 with
 * the text web and server share, before anything is reserved. The store's own pincode list is
 * order-pricing's rule (contracts' deliveryQuote).
 */
export function assertShippingPincode(address: Pick<ShippingAddress, 'city' | 'postalCode'>): void {
  const problem = cityPincodeProblem(address.postalCode, address.city);
  if (problem) throw badRequest(problem);
}
