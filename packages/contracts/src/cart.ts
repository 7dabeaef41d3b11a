import { z } from 'zod';
import { rpcFailureSchema } from './messaging/rpc-failure.ts';
import { MAX_LINE_QUANTITY } from './order.ts';
import { plainText } from './text.ts';

/** A cart is a basket for the next orders, not a catalogue copy; past this lines must go first. */
export const MAX_CART_LINES = 100;

/** The spec's cart texts (§5 'Cart add', §8 'Cart toasts'), and ours where it gives none. */
export const CART_TEXTS = {
  missingProduct: 'Could not add to cart: Missing product ID',
  productNotFound: 'Product not found',
  variantNotFound: 'Variant not found',
  itemNotFound: 'Cart item not found',
  itemRemoved: 'Item removed from cart',
  cleared: 'Cart cleared',
  merged: 'Cart merged',
  quantity: 'Quantity must be a whole number of at least 1',
  storeClosed: 'This store is currently closed and is not accepting orders.',
  full: `Your cart is full (${MAX_CART_LINES} items). Remove some items first.`,
} as const;

/** '{product name} is currently out of stock.' (spec §5). */
export const outOfStockText = (name: string): string => `${name} is currently out of stock.`;
/** 'Only {n} units of {product name} are available.' (spec §5). */
export const onlyUnitsText = (units: number, name: string): string => (units === 1 ? `Only 1 unit of ${name} is available.` : `Only ${units} units of ${name} are available.`);
export const lineCapText = (name: string): string => `A cart line holds at most ${MAX_LINE_QUANTITY} units of ${name}.`;

const quantity = z.number({ error: CART_TEXTS.quantity }).int(CART_TEXTS.quantity).min(1, CART_TEXTS.quantity)
  .max(MAX_LINE_QUANTITY, `Quantity must be at most ${MAX_LINE_QUANTITY}`);
const variant = plainText({ label: 'Variant', max: 100 }).nullish();
const productId = plainText({ label: 'productId', max: 100, required: CART_TEXTS.missingProduct }).min(1, CART_TEXTS.missingProduct);

/** POST /api/cart/item {productId, quantity = 1, storeId, variant?}. A malformed product id is an unknown product (404). */
export const addCartItemBodySchema = z.object({
  productId,
  quantity: quantity.default(1),
  storeId: z.string({ error: 'storeId is required' }).uuid('storeId must be a store id'),
  variant,
});
export type AddCartItemBody = z.input<typeof addCartItemBodySchema>;

/** PATCH /api/cart/item/{id} {quantity}: sets the line's quantity (1..stock). */
export const updateCartItemBodySchema = z.object({ quantity });

/**
 * POST /api/cart {items}: a guest's local cart merged in at login. Lenient per line (a local cart may
 * hold stale or odd ids: such a line is skipped, never the whole merge); strict on the shape.
 */
export const mergeCartBodySchema = z.object({
  items: z.array(z.object({
    productId,
    storeId: plainText({ label: 'storeId', max: 100, required: 'storeId is required' }).min(1, 'storeId is required'),
    quantity,
    variant,
  }), { error: 'items must be a list' }).max(MAX_CART_LINES, `A cart holds at most ${MAX_CART_LINES} items`),
});
export type MergeCartBody = z.input<typeof mergeCartBodySchema>;

/** Spec §3 Cart line, with the current name, prices (rupees) and stock from the catalog. */
export type CartLine = {
  _id: string;
  id: string;
  productId: string;
  storeId: string;
  storeName: string;
  name: string;
  price: number;
  discountPrice: number | null;
  image: string;
  quantity: number;
  variant: string | null;
  /** What can be bought now; 0 when the product, its variant or its store is gone. */
  stock: number;
};

/** GET /api/cart's data (and every cart write's). Totals count the lines that can be bought (stock > 0). */
export type Cart = { items: CartLine[]; totalItems: number; totalPrice: number };

export type CartSkipReason = 'not-found' | 'out-of-stock' | 'cart-full';
/** POST /api/cart's reply: the merged cart plus the guest lines it could not take. */
export type MergeCartReply = { success: true; message: string; data: Cart; skipped: { productId: string; storeId: string; reason: CartSkipReason }[] };

// ---- request-reply (order → catalog): what the cart shows and checks ----

export const MAX_CART_PRODUCTS_REQUEST = MAX_CART_LINES;

export const cartProductsRequestSchema = z.object({
  productIds: z.array(z.string().uuid()).min(1).max(MAX_CART_PRODUCTS_REQUEST),
});

const rupees = z.number().min(0);
const cartProductSchema = z.object({
  id: z.string(),
  storeId: z.string(),
  storeName: z.string(),
  name: z.string(),
  image: z.string(),
  price: rupees,
  discountPrice: rupees.nullable(),
  /** Stock that can be bought now: what checkout's reservation takes from (reserved units already left it). */
  quantity: z.number().int().min(0),
  variantType: z.string(),
  variants: z.array(z.object({ name: z.string(), price: rupees, discountPrice: rupees.nullable(), quantity: z.number().int().min(0) })),
  /** On sale: its store is active (a product has no flag of its own; a deleted one is simply absent). */
  isActive: z.boolean(),
  /** The store's live status now (seller's switch and business hours): a closed store takes no new cart lines. */
  storeIsOpen: z.boolean(),
});
export type CartProduct = z.infer<typeof cartProductSchema>;

/** Unknown ids are absent from `products`. */
export const cartProductsReplySchema = z.union([z.object({ ok: z.literal(true), products: z.array(cartProductSchema) }), rpcFailureSchema]);
export type CartProductsReply = z.infer<typeof cartProductsReplySchema>;
