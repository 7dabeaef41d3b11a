/**
 * Reading a product out of an API reply. Apart from product.ts so the browser can import it
 * without zod (`@haat/contracts/product-reply`).
 */
import type { Product, Variant } from './product.ts';
import { asRecord, idOf, readNumber, readReviewStats, readText, readTextList, refIdOf } from './reply-fields.ts';

/** A variant as the buyer screens show it: only a real discount kept, a whole stock of 0 or more. */
export type VariantSummary = Omit<Variant, 'discountPrice'> & { discountPrice: number | null };

/** The product fields the web pages show, as read from a reply. */
export type ProductSummary = Pick<Product, 'id' | 'storeId' | 'name' | 'description' | 'category' | 'image' | 'price' | 'quantity' | 'variantType' | 'reviewCount'> & {
  /** The average of its reviews; null while it has none (the API sends 0 then): shown as 'New'. */
  rating: number | null;
  /** The main image first, then the additional ones, without repeats. */
  images: string[];
  /** Only a real discount (above 0 and below the price) is kept. */
  discountPrice: number | null;
  variants: VariantSummary[];
};

const realDiscount = (price: number, discount: unknown): number | null => {
  const d = readNumber(discount, null);
  return d != null && d > 0 && d < price ? d : null;
};
const stockOf = (value: unknown): number => Math.max(0, Math.floor(readNumber(value, 0)));

function readVariant(raw: unknown, productPrice: number): VariantSummary | null {
  const v = asRecord(raw);
  const name = readText(v['name']);
  if (!name) return null;
  const price = Math.max(0, readNumber(v['price'], productPrice));
  return { name, price, discountPrice: realDiscount(price, v['discountPrice']), quantity: stockOf(v['quantity']) };
}

/**
 * A product reply → ProductSummary; null when it has no id. storeId may be an id or the embedded
 * store (`store` on older replies); `fallbackStoreId` when the reply names none. A nameless
 * product reads as 'Product' (a name is required on write, so only a broken reply lacks one).
 */
export function readProduct(raw: unknown, fallbackStoreId = ''): ProductSummary | null {
  const p = asRecord(raw);
  const id = idOf(p);
  if (!id) return null;
  const price = Math.max(0, readNumber(p['price'], 0));
  const images = [...new Set([readText(p['image']), ...readTextList(p['additionalImages'])].filter(Boolean))];
  const variants = (Array.isArray(p['variants']) ? p['variants'] : [])
    .map((v) => readVariant(v, price))
    .filter((v): v is VariantSummary => v !== null);
  return {
    id,
    storeId: refIdOf(p['storeId'] ?? p['store']) || fallbackStoreId,
    name: readText(p['name'], 'Product'),
    description: readText(p['description']),
    category: readText(p['category']),
    image: images[0] ?? '',
    images,
    price,
    discountPrice: realDiscount(price, p['discountPrice']),
    quantity: stockOf(p['quantity']),
    variantType: readText(p['variantType']),
    variants,
    ...readReviewStats(p['rating'], p['reviewCount']),
  };
}

/** A list of product replies; entries without an id are dropped, anything but a list is []. */
export const readProducts = (list: unknown, fallbackStoreId = ''): ProductSummary[] =>
  (Array.isArray(list) ? list : []).map((p) => readProduct(p, fallbackStoreId)).filter((p): p is ProductSummary => p !== null);

export const hasVariants = (product: Pick<ProductSummary, 'variants'>): boolean => product.variants.length > 0;

/** What a card can sell: the product's stock, or every variant's together. */
export const totalStock = (product: Pick<ProductSummary, 'quantity' | 'variants'>): number =>
  hasVariants(product) ? product.variants.reduce((sum, v) => sum + v.quantity, 0) : product.quantity;

/**
 * The variant preselected in quick view: the first one (spec §4), skipping variants with no stock
 * so the preselected choice can be bought; the first one when none has stock.
 */
export function defaultVariant(product: Pick<ProductSummary, 'variants'>): VariantSummary | null {
  return product.variants.find((v) => v.quantity > 0) ?? product.variants[0] ?? null;
}
