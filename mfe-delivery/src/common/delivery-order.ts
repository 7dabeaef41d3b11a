import type { Order, ShippingAddress } from '@haat/contracts';
import type { DeliveryStatus } from '@haat/contracts/delivery-rules';
import { mapsSearchUrl, type Translate } from '@haat/web-kit';
import type messages from './messages.json';

type T = Translate<typeof messages>;

/** What a rider needs to know of an order at a glance, read from the order alone. */

export const isCashOnDelivery = (order: Pick<Order, 'paymentMethod'>): boolean => order.paymentMethod === 'Cash on Delivery';

/** The delivery's status; null when the order carries no delivery (not this rider's any more). */
export const deliveryStatusOf = (order: Pick<Order, 'delivery'>): DeliveryStatus | null => order.delivery?.status ?? null;

/** Units still in the order: cancelled lines stay home. */
export function itemCountOf(order: Pick<Order, 'items'>): number {
  return (order.items ?? []).filter((item) => !item.cancelled).reduce((n, item) => n + item.quantity, 0);
}

export const itemCountText = (count: number, t: T): string => t('common.itemCount', { count });

/** The cash the rider takes at the door: the order total for cash on delivery, nothing otherwise. */
export function cashToCollect(order: Pick<Order, 'paymentMethod' | 'totalPrice'>): number {
  return isCashOnDelivery(order) && typeof order.totalPrice === 'number' ? order.totalPrice : 0;
}

/** "Sector 5, Pune": where the customer is, short enough for a card. */
export function customerAreaOf(address: Pick<ShippingAddress, 'address' | 'city'> | null | undefined): string {
  return [address?.address, address?.city].map((part) => part?.trim()).filter(Boolean).join(', ');
}

/** Google Maps' search link for the whole address (street, city, pincode); null without a street. */
export function mapsLinkOf(address: Pick<ShippingAddress, 'address' | 'city' | 'postalCode'> | null | undefined): string | null {
  if (!address?.address?.trim()) return null;
  return mapsSearchUrl([address.address, address.city, address.postalCode]);
}

/** A tel: link that dials on every phone: digits and a leading +, nothing else. */
export function telLinkOf(phone: string | null | undefined): string | null {
  const raw = phone?.trim() ?? '';
  const digits = raw.replace(/\D/g, '');
  if (digits.length < 6) return null;
  return `tel:${raw.startsWith('+') ? '+' : ''}${digits}`;
}

/** The money line of a card: what to collect, what was collected, or that there is nothing to collect. */
export function cardAmountText(order: Pick<Order, 'paymentMethod' | 'totalPrice' | 'status' | 'delivery'>, formatPrice: (rupees: number) => string, t: T): string {
  if (!isCashOnDelivery(order)) return t('common.paidByUpi');
  if (order.status === 'Cancelled') return t('common.nothingToCollect');
  if (order.delivery?.status === 'Delivered') return t('common.collected', { amount: formatPrice(order.delivery.codAmountCollected ?? cashToCollect(order)) });
  return t('common.collect', { amount: formatPrice(cashToCollect(order)) });
}
