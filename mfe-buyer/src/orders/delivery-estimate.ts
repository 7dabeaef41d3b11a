import { translate } from '../i18n.ts';
import messages from './messages.json';

/**
 * Spec §9: estimated delivery = order date + the store's local delivery time, read as hours or
 * days (3 days when it cannot be read). A range such as '1-3 days' counts its upper end, so the
 * date shown is one the store can keep.
 */
type DeliveryTime = { unit: 'hours' | 'days'; amount: number };

const DEFAULT_DELIVERY_TIME: DeliveryTime = { unit: 'days', amount: 3 };

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;

export function parseDeliveryTime(text: string | null | undefined): DeliveryTime {
  const t = (text ?? '').toLowerCase();
  const numbers = [...t.matchAll(/\d+(?:\.\d+)?/g)].map((m) => Number(m[0])).filter((n) => n > 0);
  if (numbers.length === 0) {
    // 'Same day', 'next day', 'tomorrow': a day.
    return /same[\s-]?day|next[\s-]?day|today|tomorrow/.test(t) ? { unit: 'days', amount: 1 } : DEFAULT_DELIVERY_TIME;
  }
  const n = Math.max(...numbers);
  if (/\bmin/.test(t)) return { unit: 'hours', amount: Math.max(1, Math.ceil(n / 60)) };
  if (/\b(hours?|hrs?|h)\b/.test(t)) return { unit: 'hours', amount: Math.ceil(n) };
  if (/\b(weeks?|wks?)\b/.test(t)) return { unit: 'days', amount: Math.ceil(n * 7) };
  return { unit: 'days', amount: Math.ceil(n) };
}

/** Spec §9 labels: '1 hour', 'N hours', '1 day', '1 week' (7 days), 'N days'. */
export function deliveryTimeLabel({ unit, amount }: DeliveryTime): string {
  if (unit === 'hours') return translate(messages, 'orders.hours', { count: amount });
  if (amount === 7) return translate(messages, 'orders.week');
  return translate(messages, 'orders.days', { count: amount });
}

type DeliveryEstimate = { date: Date; label: string; unit: DeliveryTime['unit'] };

/** The estimated delivery of an order placed at `createdAt`; null when the order date is unreadable. */
export function estimateDelivery(createdAt: string | number | Date, deliveryTime: string | null | undefined): DeliveryEstimate | null {
  const start = new Date(createdAt).getTime();
  if (Number.isNaN(start)) return null;
  const time = parseDeliveryTime(deliveryTime);
  const date = new Date(start + time.amount * (time.unit === 'hours' ? HOUR_MS : DAY_MS));
  return { date, label: deliveryTimeLabel(time), unit: time.unit };
}
