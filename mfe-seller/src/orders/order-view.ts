import type { Order } from '@haat/contracts';
import { toPaise, toRupees } from '@haat/contracts/money';
import { translate } from '../i18n.ts';
import messages from './messages.json';

/** Spec §9: without a store threshold, shipping never shows as free by it. */
export const NO_FREE_SHIPPING_THRESHOLD = 999_999;
/** How long 'Standard delivery' (no time text from the store) is taken to be, for the estimated date. */
const STANDARD_DELIVERY_DAYS = 5;

/** The items not cancelled, price × quantity, summed in paise. */
export function itemsSubtotal(order: Pick<Order, 'items'>): number {
  return toRupees(order.items.filter((item) => !item.cancelled).reduce((sum, item) => sum + toPaise(item.price) * item.quantity, 0));
}

/** Spec §9: shipping shows as free when the fee is 0 and the subtotal reaches the store's threshold (999999 when none). */
export function shippingIsFree(order: Pick<Order, 'items' | 'shippingFee' | 'storeId'>): boolean {
  const threshold = order.storeId?.deliveryOptions?.freeShippingThreshold || NO_FREE_SHIPPING_THRESHOLD;
  return (order.shippingFee ?? 0) === 0 && itemsSubtotal(order) >= threshold;
}

/**
 * The most days a delivery time text promises: '1-3 days' → 3, '2 days' → 2, 'Same day' or
 * 'Within 2 hours' → 0; null when the text names no time.
 */
export function deliveryDays(text: string): number | null {
  const lower = text.toLowerCase();
  if (/same[\s-]?day|hour|minute|\bmins?\b/.test(lower)) return 0;
  if (/next[\s-]?day|tomorrow/.test(lower)) return 1;
  const week = /(\d+)\s*(?:-|to|–)?\s*(\d+)?\s*weeks?/.exec(lower);
  if (week) return Number(week[2] ?? week[1]) * 7;
  const days = /(\d+)\s*(?:-|to|–)?\s*(\d+)?\s*(?:business\s+|working\s+)?days?/.exec(lower);
  if (days) return Number(days[2] ?? days[1]);
  return null;
}

/** Delivery Info: the store's delivery time text (or 'Standard delivery') and the date it leads to from the order date. */
export function deliveryInfo(order: Pick<Order, 'createdAt' | 'storeId'>): { timeText: string; estimatedDate: Date } {
  const text = order.storeId?.deliveryOptions?.estimatedLocalDeliveryTime?.trim() ?? '';
  const timeText = text || translate(messages, 'orders.standardDelivery');
  const days = (text ? deliveryDays(text) : null) ?? STANDARD_DELIVERY_DAYS;
  const estimatedDate = new Date(new Date(order.createdAt).getTime() + days * 24 * 60 * 60 * 1000);
  return { timeText, estimatedDate };
}
