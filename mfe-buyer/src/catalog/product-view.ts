import { asRecord, idOf, numberOr, text, textList } from './store-view.ts';

export type VariantView = { name: string; price: number; discountPrice: number | null; quantity: number };

export type ProductView = {
  id: string;
  storeId: string;
  name: string;
  description: string;
  category: string;
  image: string;
  /** The main image first, then the additional ones, without repeats. */
  images: string[];
  price: number;
  /** Only a real discount (above 0 and below the price) is kept. */
  discountPrice: number | null;
  /** Stock of a product without variants. */
  quantity: number;
  variantType: string;
  variants: VariantView[];
  rating: number;
  reviewCount: number;
};

const realDiscount = (price: number, discount: unknown): number | null => {
  const d = numberOr(discount, null);
  return d != null && d > 0 && d < price ? d : null;
};
const stockOf = (value: unknown): number => Math.max(0, Math.floor(numberOr(value, 0)));

function toVariant(value: unknown, productPrice: number): VariantView | null {
  const v = asRecord(value);
  const name = text(v['name']);
  if (!name) return null;
  const price = Math.max(0, numberOr(v['price'], productPrice));
  return { name, price, discountPrice: realDiscount(price, v['discountPrice']), quantity: stockOf(v['quantity']) };
}

/** A product reply → ProductView; null when it has no id. storeId may be an id or an embedded store. */
export function toProductView(value: unknown, fallbackStoreId = ''): ProductView | null {
  const p = asRecord(value);
  const id = idOf(p);
  if (!id) return null;
  const price = Math.max(0, numberOr(p['price'], 0));
  const image = text(p['image']);
  const images = [...new Set([image, ...textList(p['additionalImages'])].filter(Boolean))];
  const variants = (Array.isArray(p['variants']) ? p['variants'] : [])
    .map((v) => toVariant(v, price))
    .filter((v): v is VariantView => v !== null);
  const rawStore = p['storeId'] ?? p['store'];
  return {
    id,
    storeId: (typeof rawStore === 'string' ? rawStore : idOf(rawStore)) || fallbackStoreId,
    name: text(p['name'], 'Product'),
    description: text(p['description']),
    category: text(p['category']),
    image: images[0] ?? '',
    images,
    price,
    discountPrice: realDiscount(price, p['discountPrice']),
    quantity: stockOf(p['quantity']),
    variantType: text(p['variantType']),
    variants,
    rating: Math.max(0, Math.min(5, numberOr(p['rating'], 0))),
    reviewCount: Math.max(0, Math.floor(numberOr(p['reviewCount'], 0))),
  };
}

export const toProductViews = (list: unknown, storeId = ''): ProductView[] =>
  (Array.isArray(list) ? list : []).map((p) => toProductView(p, storeId)).filter((p): p is ProductView => p !== null);
