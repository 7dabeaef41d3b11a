/**
 * Wishlist items in one shape. On the server an item holds productId and storeId, each an id or the
 * embedded product/store (spec §3); the page needs name, prices, picture, stock and store name.
 */
export type WishlistItem = {
  /** What move-to-cart is called with: the item's own id, else the product id. */
  itemId: string;
  productId: string;
  storeId: string;
  storeName: string;
  name: string;
  price: number;
  discountPrice: number | null;
  image: string;
  /** null when the server did not embed the product. */
  stock: number | null;
};

type Embedded = Record<string, unknown>;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const num = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const idOf = (value: unknown): string => {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object') return text((value as Embedded)['id']) || text((value as Embedded)['_id']);
  return '';
};
const embedded = (value: unknown): Embedded => (value && typeof value === 'object' ? (value as Embedded) : {});

/** One server item (or an already flat client item) → WishlistItem; null when it names no product. */
export function toWishlistItem(raw: unknown): WishlistItem | null {
  const item = embedded(raw);
  const product = embedded(item['productId'] ?? item['product']);
  const store = embedded(item['storeId'] ?? item['store'] ?? product['storeId']);
  const productId = idOf(item['productId'] ?? item['product']);
  const storeId = idOf(item['storeId'] ?? item['store']) || idOf(product['storeId']);
  if (!productId) return null;
  const discount = num(product['discountPrice'] ?? item['discountPrice']);
  return {
    itemId: idOf(item) || productId,
    productId,
    storeId,
    storeName: text(store['name']) || text(item['storeName']),
    name: text(product['name']) || text(item['name']) || 'Product',
    price: num(product['price'] ?? item['price']) ?? 0,
    discountPrice: discount != null && discount > 0 ? discount : null,
    image: text(product['image']) || text(item['image']),
    stock: num(product['quantity'] ?? item['quantity']),
  };
}

/** The reply of GET /wishlist: `data` as a list, or a wishlist document with `items`. */
export function toWishlistItems(reply: unknown): WishlistItem[] {
  const r = embedded(reply);
  const data = r['data'];
  const list = Array.isArray(data) ? data : Array.isArray(embedded(data)['items']) ? (embedded(data)['items'] as unknown[]) : Array.isArray(r['items']) ? (r['items'] as unknown[]) : [];
  return list.map(toWishlistItem).filter((item): item is WishlistItem => item !== null);
}

export const sameLine = (a: Pick<WishlistItem, 'productId' | 'storeId'>, b: Pick<WishlistItem, 'productId' | 'storeId'>): boolean =>
  a.productId === b.productId && (!a.storeId || !b.storeId || a.storeId === b.storeId);
