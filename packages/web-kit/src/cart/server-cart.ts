import { lineId, type CartLine } from './cart-lines.ts';

/**
 * The buyer's server cart (GET /cart and every cart write answer with it) read into cart lines,
 * and the bookkeeping of merging a visitor's cart into it at sign-in. Pure, so it is unit-tested.
 */

type Raw = Record<string, unknown>;

const record = (value: unknown): Raw => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Raw) : {});
const text = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');
const money = (value: unknown): number | null => {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) && n >= 0 ? n : null;
};

/** The reply's cart: `data` itself, or `data.cart` when a server wraps it. */
function cartOf(reply: unknown): Raw {
  const data = record(record(reply)['data']);
  return Array.isArray(data['items']) ? data : record(data['cart']);
}

/** One server cart line → a CartLine; null when it lacks what a line needs. */
export function toCartLine(raw: unknown): CartLine | null {
  const r = record(raw);
  const productId = text(r['productId']) || text(record(r['productId'])['_id']);
  const storeId = text(r['storeId']) || text(record(r['storeId'])['_id']);
  const quantity = Math.floor(Number(r['quantity']));
  const price = money(r['price']);
  if (!productId || !storeId || !(quantity >= 1) || price == null) return null;
  const variant = text(r['variant']) || null;
  const stock = money(r['stock']);
  const discount = money(r['discountPrice']);
  return {
    id: lineId(productId, storeId, variant),
    serverId: text(r['id']) || text(r['_id']) || null,
    productId,
    storeId,
    storeName: text(r['storeName']),
    name: text(r['name']) || 'Product',
    price,
    discountPrice: discount != null && discount > 0 ? discount : null,
    image: text(r['image']),
    quantity,
    variant,
    stock: stock == null ? null : Math.floor(stock),
  };
}

/** The lines of a cart reply (GET /cart, POST /cart/item, PATCH/DELETE /cart/item/:id, POST /cart). */
export function linesOfCartReply(reply: unknown): CartLine[] {
  const items = cartOf(reply)['items'];
  if (!Array.isArray(items)) return [];
  return items.map(toCartLine).filter((line): line is CartLine => line !== null);
}

/** Whether a reply carries a cart at all (a write that answers without one is followed by a GET). */
export const hasCart = (reply: unknown): boolean => Array.isArray(cartOf(reply)['items']);

export type MergeItem = { productId: string; storeId: string; quantity: number; variant?: string };

/** POST /cart's body for a visitor's lines: one item per line, the variant only when there is one. */
export function mergeBodyOf(guestLines: readonly CartLine[]): { items: MergeItem[] } {
  return {
    items: guestLines.map((l) => ({ productId: l.productId, storeId: l.storeId, quantity: l.quantity, ...(l.variant ? { variant: l.variant } : {}) })),
  };
}

export type SkippedLine = { productId: string; storeId: string; reason: string };

/** The `skipped` list of a merge reply, at the top level or inside `data`. */
export function skippedOf(reply: unknown): SkippedLine[] {
  const r = record(reply);
  const list = Array.isArray(r['skipped']) ? r['skipped'] : record(r['data'])['skipped'];
  if (!Array.isArray(list)) return [];
  return list.map((s) => {
    const item = record(s);
    return { productId: text(item['productId']), storeId: text(item['storeId']), reason: text(item['reason']) };
  }).filter((s) => s.productId !== '');
}

/** The order service's skip reasons in words; any other reason is shown as sent. */
const SKIP_REASONS: Record<string, string> = {
  'not-found': 'no longer available',
  'out-of-stock': 'out of stock',
  'cart-full': 'your cart is full',
};

/**
 * What to tell the buyer about lines the server did not take: each with its product name (from the
 * visitor's cart) and the reason. null when nothing was skipped.
 */
export function skippedText(skipped: readonly SkippedLine[], guestLines: readonly CartLine[]): string | null {
  if (skipped.length === 0) return null;
  const parts = skipped.map((s) => {
    const line = guestLines.find((l) => l.productId === s.productId && (!s.storeId || l.storeId === s.storeId));
    const name = line?.name ?? 'An item';
    const reason = SKIP_REASONS[s.reason] ?? s.reason;
    return reason ? `${name} (${reason})` : name;
  });
  const lead = skipped.length === 1
    ? '1 item from before you signed in could not be added to your cart'
    : `${skipped.length} items from before you signed in could not be added to your cart`;
  return `${lead}: ${parts.join('; ')}.`;
}

/** A line's server id from the last cart the server confirmed (lines added optimistically have none yet). */
export const serverIdFor = (confirmed: readonly CartLine[], id: string): string | null =>
  confirmed.find((l) => l.id === id)?.serverId ?? null;
