import type { Order, OrderStatus } from '@haat/contracts';
import { readStatusHistory } from '@haat/contracts/order-reply';

/** The order page's timeline (issue 15): the way an order goes, and Cancelled where it stopped. */
const FORWARD: readonly OrderStatus[] = ['Processing', 'Confirmed', 'Shipped', 'Delivered'];

export type TimelineStep = {
  status: OrderStatus;
  /** done: passed; current: where the order is now; todo: still to come. */
  state: 'done' | 'current' | 'todo';
  /** When the order (last) reached it; null when not reached or not known (orders older than the history). */
  at: string | null;
};

/**
 * The steps to show for an order from its status and `statusHistory`: Processing → Confirmed →
 * Shipped → Delivered with the reached ones dated and the current one marked; a cancelled order
 * shows the steps it reached and then Cancelled. A step reached more than once (the seller may move
 * an order back) shows its latest time. Without a history (lists, older servers) placing is dated
 * by createdAt and the current step by updatedAt.
 */
export function statusTimeline(order: Pick<Order, 'status' | 'createdAt' | 'updatedAt' | 'statusHistory'>): TimelineStep[] {
  const history = readStatusHistory(order.statusHistory);
  const lastAt = new Map(history.map((step) => [step.status, step.at]));
  if (!lastAt.has('Processing')) lastAt.set('Processing', order.createdAt);
  if (!lastAt.has(order.status)) lastAt.set(order.status, order.updatedAt);
  const at = (status: OrderStatus) => lastAt.get(status) ?? null;

  if (order.status === 'Cancelled') {
    // The furthest step it reached before it was cancelled (Processing at least).
    const reached = Math.max(0, ...history.map((step) => FORWARD.indexOf(step.status)));
    return [
      ...FORWARD.slice(0, reached + 1).map((status): TimelineStep => ({ status, state: 'done', at: at(status) })),
      { status: 'Cancelled', state: 'current', at: at('Cancelled') },
    ];
  }
  const current = FORWARD.indexOf(order.status);
  return FORWARD.map((status, i): TimelineStep => {
    if (i > current) return { status, state: 'todo', at: null };
    return { status, state: i === current ? 'current' : 'done', at: at(status) };
  });
}
