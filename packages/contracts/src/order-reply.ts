import type { OrderStatus, OrderStatusStep } from './order.ts';
import { asRecord, readText } from './reply-fields.ts';

/** The order statuses (order.ts's orderStatuses, without zod for the browser; order-reply.test.ts keeps them equal). */
export const KNOWN_ORDER_STATUSES: readonly OrderStatus[] = ['Processing', 'Confirmed', 'Shipped', 'Delivered', 'Cancelled'];

const isOrderStatus = (value: string): value is OrderStatus => (KNOWN_ORDER_STATUSES as readonly string[]).includes(value);

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
