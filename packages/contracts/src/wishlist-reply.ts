/**
 * Reading the wishlist reply (GET /wishlist). Apart from wishlist.ts so the browser can import it
 * without zod (`@haat/contracts/wishlist-reply`).
 */
import type { CartLine } from './cart.ts';
import { asRecord, readNumber, readText, refIdOf, idOf } from './reply-fields.ts';

/**
 * A wishlist item flat, as the page shows it: the cart line's product fields, the item's own id
 * (what move-to-cart is called with: the item id, else the product id) and the stock, null when
 * the server did not embed the product.
 */
export type WishlistLine = Pick<CartLine, 'productId' | 'storeId' | 'storeName' | 'name' | 'price' | 'discountPrice' | 'image'> & {
  itemId: string;
  stock: number | null;
};

/**
 * One server item (productId and storeId each an id or the embedded product/store, spec §3), or an
 * already flat client item → WishlistLine; null when it names no product.
 */
function readWishlistLine(raw: unknown): WishlistLine | null {
  const item = asRecord(raw);
  const product = asRecord(item['productId'] ?? item['product']);
  const store = asRecord(item['storeId'] ?? item['store'] ?? product['storeId']);
  const productId = refIdOf(item['productId'] ?? item['product']);
  if (!productId) return null;
  const discount = readNumber(product['discountPrice'] ?? item['discountPrice'], null);
  return {
    itemId: idOf(item) || productId,
    productId,
    storeId: refIdOf(item['storeId'] ?? item['store']) || refIdOf(product['storeId']),
    storeName: readText(store['name']) || readText(item['storeName']),
    name: readText(product['name']) || readText(item['name']) || 'Product',
    price: readNumber(product['price'] ?? item['price'], 0),
    discountPrice: discount != null && discount > 0 ? discount : null,
    image: readText(product['image']) || readText(item['image']),
    stock: readNumber(product['quantity'] ?? item['quantity'], null),
  };
}

/** The reply of GET /wishlist: `data` as a list, or a wishlist document with `items`. */
export function readWishlist(reply: unknown): WishlistLine[] {
  const r = asRecord(reply);
  const data = r['data'];
  const items = asRecord(data)['items'] ?? r['items'];
  const list = Array.isArray(data) ? data : Array.isArray(items) ? items : [];
  return list.map(readWishlistLine).filter((line): line is WishlistLine => line !== null);
}
