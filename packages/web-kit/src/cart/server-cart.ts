import type { Cart, CartLine as ServerCartLine, CartSkipReason, MergeCartBody, MergeCartReply } from '@haat/contracts';
import { translateKit } from '../i18n/kit-i18n.ts';
import { lineId, type CartLine } from './cart-lines.ts';
import messages from './messages.json';

/**
 * The buyer's server cart (GET /cart and every cart write answer with `{ data: Cart }`) read into
 * cart lines, and the bookkeeping of merging a visitor's cart into it at sign-in. Pure, so it is unit-tested.
 */

/** One server cart line → a CartLine, keyed like a visitor's line; a zero discount counts as none. */
export function toCartLine(line: ServerCartLine): CartLine {
  return {
    id: lineId(line.productId, line.storeId, line.variant),
    serverId: line.id,
    productId: line.productId,
    storeId: line.storeId,
    storeName: line.storeName,
    name: line.name,
    price: line.price,
    discountPrice: line.discountPrice != null && line.discountPrice > 0 ? line.discountPrice : null,
    image: line.image,
    quantity: line.quantity,
    variant: line.variant || null,
    stock: line.stock,
  };
}

/** The lines of a cart reply (GET /cart, POST /cart/item, PATCH/DELETE /cart/item/:id, DELETE /cart, POST /cart). */
export const linesOfCartReply = (reply: { data: Cart }): CartLine[] => reply.data.items.map(toCartLine);

/** POST /cart's body for a visitor's lines: one item per line, the variant only when there is one. */
export function mergeBodyOf(guestLines: readonly CartLine[]): MergeCartBody {
  return {
    items: guestLines.map((l) => ({ productId: l.productId, storeId: l.storeId, quantity: l.quantity, ...(l.variant ? { variant: l.variant } : {}) })),
  };
}

type SkippedLine = MergeCartReply['skipped'][number];

/** The order service's skip reasons: their words' ids. */
const SKIP_REASONS: Record<CartSkipReason, keyof typeof messages> = {
  'not-found': 'kit.cart.gone',
  'out-of-stock': 'kit.cart.noStock',
  'cart-full': 'kit.cart.full',
};

/**
 * What to tell the buyer about lines the server did not take (in the language shown): each with its
 * product name (from the visitor's cart) and the reason. null when nothing was skipped.
 */
export function skippedText(skipped: readonly SkippedLine[], guestLines: readonly CartLine[]): string | null {
  if (skipped.length === 0) return null;
  const parts = skipped.map((s) => {
    const name = guestLines.find((l) => l.productId === s.productId && l.storeId === s.storeId)?.name ?? translateKit(messages, 'kit.cart.anItem');
    return translateKit(messages, 'kit.cart.skippedLine', { name, reason: translateKit(messages, SKIP_REASONS[s.reason]) });
  });
  return translateKit(messages, 'kit.cart.skipped', { count: skipped.length, list: parts.join('; ') });
}

/** A line's server id from the last cart the server confirmed (lines added optimistically have none yet). */
export const serverIdFor = (confirmed: readonly CartLine[], id: string): string | null =>
  confirmed.find((l) => l.id === id)?.serverId ?? null;
