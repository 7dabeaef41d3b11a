import type { CartSkipReason, MergeCartBody, Order, OrderItem } from '@haat/contracts';
import { orderItemName } from '@haat/contracts/order-item-name';
import { lineId, type CartLine } from '@haat/web-kit';
import { translate } from '../i18n.ts';
import messages from './messages.json';

/**
 * 'Reorder' (issue 35): a delivered order's items back into the buyer's cart through the cart's
 * merge (POST /cart), which checks each against the catalogue now: a product no longer sold or out
 * of stock is left out, a quantity is capped at the stock. Pure, so it is unit-tested.
 */

type Wanted = { key: string; productId: string; variant: string | null; name: string; quantity: number };

/** A delivered order may be ordered again (its items, whatever they cost now). */
export const canReorder = (order: Pick<Order, 'status' | 'items'>): boolean =>
  order.status === 'Delivered' && (order.items ?? []).some((item) => !item.cancelled);

/** The order's lines not cancelled, one per product (and variant), quantities summed. */
export function reorderLines(order: Pick<Order, 'items'>, storeId: string): Wanted[] {
  const wanted = new Map<string, Wanted>();
  for (const item of (order.items ?? []).filter((i: OrderItem) => !i.cancelled)) {
    const variant = item.variant || null;
    const key = lineId(item.productId, storeId, variant);
    const same = wanted.get(key);
    if (same) same.quantity += item.quantity;
    else wanted.set(key, { key, productId: item.productId, variant, name: orderItemName(item), quantity: item.quantity });
  }
  return [...wanted.values()];
}

export const reorderBody = (lines: readonly Wanted[], storeId: string): MergeCartBody => ({
  items: lines.map((l) => ({ productId: l.productId, storeId, quantity: l.quantity, ...(l.variant ? { variant: l.variant } : {}) })),
});

const LEFT_OUT_REASONS: Record<CartSkipReason, keyof typeof messages> = {
  'not-found': 'orders.noLongerSold',
  'out-of-stock': 'orders.outOfStock',
  'cart-full': 'orders.cartFull',
};

export type ReorderOutcome = {
  /** Lines now in the cart with more of them than before. */
  added: number;
  leftOut: { name: string; reason: string }[];
  /** Fewer than asked for: the cart holds what the stock allows. */
  capped: { name: string; quantity: number }[];
};

/**
 * What the merge made of the wanted lines, from the cart before and after it and the lines it
 * skipped (matched by product, as the server names them).
 */
export function reorderOutcome(
  lines: readonly Wanted[],
  before: readonly Pick<CartLine, 'id' | 'quantity'>[],
  after: readonly Pick<CartLine, 'id' | 'quantity'>[],
  skipped: readonly { productId: string; reason: CartSkipReason }[],
): ReorderOutcome {
  const had = (key: string) => before.find((l) => l.id === key)?.quantity ?? 0;
  const outcome: ReorderOutcome = { added: 0, leftOut: [], capped: [] };
  for (const line of lines) {
    const skip = skipped.find((s) => s.productId.toLowerCase() === line.productId.toLowerCase());
    const now = after.find((l) => l.id.toLowerCase() === line.key.toLowerCase())?.quantity;
    if (skip || now === undefined) {
      outcome.leftOut.push({ name: line.name, reason: translate(messages, LEFT_OUT_REASONS[skip?.reason ?? 'not-found']) });
      continue;
    }
    if (now > had(line.key)) outcome.added += 1;
    if (now < had(line.key) + line.quantity) outcome.capped.push({ name: line.name, quantity: now });
  }
  return outcome;
}

type ReorderNotice = { tone: 'success' | 'warning' | 'error'; title: string; message: string; openCart: boolean };

/**
 * The toast that tells the buyer: all in, some left out or capped (naming them), or nothing could be
 * added; the cart opens unless nothing of the order is in it.
 */
export function reorderNotice({ added, leftOut, capped }: ReorderOutcome): ReorderNotice {
  const notes = [
    ...leftOut.map((l) => translate(messages, 'orders.leftOut', { name: l.name, reason: l.reason })),
    ...capped.map((c) => translate(messages, 'orders.capped', { name: c.name, count: c.quantity })),
  ];
  const message = translate(messages, 'orders.notes', { notes: notes.join('; ') });
  if (added === 0 && capped.length === 0) {
    return { tone: 'error', title: translate(messages, 'orders.noneOrderable'), message: notes.length > 0 ? message : translate(messages, 'orders.tryLater'), openCart: false };
  }
  if (added === 0) return { tone: 'warning', title: translate(messages, 'orders.allInCart'), message, openCart: true };
  if (notes.length === 0) return { tone: 'success', title: translate(messages, 'orders.addedToCart'), message: translate(messages, 'orders.addedItems', { count: added }), openCart: true };
  return { tone: 'warning', title: translate(messages, 'orders.someNotAdded'), message, openCart: true };
}
