/**
 * Reading a product as its seller's calls show it (every field, the tax ones too), zod-free for
 * the browser (`@haat/contracts/own-product-reply`). The buyer screens read theirs with product-reply.ts.
 */
import type { InventoryPage, Product } from './product.ts';
import { DEFAULT_PRODUCT_UNIT, GST_RATES, PRODUCT_UNITS, type GstRate, type ProductUnit } from './product-rules.ts';
import { asRecord, idOf, readNumber, readText, readTextList, refIdOf } from './reply-fields.ts';

const readGstRate = (value: unknown): GstRate => {
  const rate = readNumber(value, 0);
  return (GST_RATES as readonly number[]).includes(rate) ? (rate as GstRate) : 0;
};

const readUnit = (value: unknown): ProductUnit =>
  (PRODUCT_UNITS as readonly unknown[]).includes(value) ? (value as ProductUnit) : DEFAULT_PRODUCT_UNIT;

type ProductVariant = Product['variants'][number];

/** A variant as the seller set it; null without a name. */
function readOwnVariant(value: unknown): ProductVariant | null {
  const v = asRecord(value);
  const name = readText(v['name']);
  if (!name) return null;
  return { name, price: readNumber(v['price'], 0), discountPrice: readNumber(v['discountPrice'], null), quantity: readNumber(v['quantity'], 0) };
}

/** A product reply (created, changed, stock set, a row of the inventory) → Product; null when it carries no id. */
export function readOwnProduct(value: unknown): Product | null {
  const p = asRecord(value);
  const id = idOf(p);
  if (!id) return null;
  return {
    _id: id,
    id,
    storeId: refIdOf(p['storeId']),
    name: readText(p['name']),
    description: readText(p['description']),
    category: readText(p['category']),
    image: readText(p['image']),
    additionalImages: readTextList(p['additionalImages']),
    price: readNumber(p['price'], 0),
    discountPrice: readNumber(p['discountPrice'], null),
    quantity: readNumber(p['quantity'], 0),
    variantType: readText(p['variantType']),
    variants: (Array.isArray(p['variants']) ? p['variants'] : []).map(readOwnVariant).filter((v): v is ProductVariant => v !== null),
    hsnCode: readText(p['hsnCode']),
    gstRate: readGstRate(p['gstRate']),
    unit: readUnit(p['unit']),
    rating: readNumber(p['rating'], 0),
    reviewCount: readNumber(p['reviewCount'], 0),
    createdAt: readText(p['createdAt']),
    updatedAt: readText(p['updatedAt']),
  };
}

/** A list of product replies; entries without an id are dropped, anything but a list is []. */
export const readOwnProducts = (value: unknown): Product[] =>
  (Array.isArray(value) ? value : []).map(readOwnProduct).filter((product): product is Product => product !== null);

/** A GET /stores/:id/inventory reply (the whole reply: its cursor and count sit beside `data`). */
export function readInventoryPage(reply: unknown): InventoryPage {
  const r = asRecord(reply);
  const data = readOwnProducts(r['data']);
  return { success: true, data, nextCursor: readText(r['nextCursor']) || null, totalCount: readNumber(r['totalCount'], 0) };
}
