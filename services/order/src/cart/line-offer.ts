import { badRequest, notFound } from '@haat/server-kit';
import { CART_TEXTS, lineCapText, MAX_LINE_QUANTITY, onlyUnitsText, outOfStockText, toPaise, type CartProduct } from '@haat/contracts';
import type { LineKey, LineSnapshot } from './cart-repository.ts';

/** What the catalog offers now for one cart line: its product, or its variant of the product. */
export type LineOffer = {
  /** The product's name, and the name the texts use ('{name} ({variant})' as checkout words it). */
  name: string;
  label: string;
  image: string;
  storeName: string;
  pricePaise: number;
  discountPricePaise: number | null;
  /** Units that can be bought now: the variant's own stock for a variant, else the product's. */
  stock: number;
  storeIsOpen: boolean;
};

type OfferLookup = { ok: true; offer: LineOffer } | { ok: false; missing: 'product' | 'variant' };

/**
 * The offer for a line, or what is missing: a product that is unknown, of another store or off the
 * marketplace (store inactive) is 'product'; a variant the product does not have is 'variant'.
 * Without a variant the product's own stock counts, as in checkout.
 */
export function offerFor(products: ReadonlyMap<string, CartProduct>, key: LineKey): OfferLookup {
  const product = products.get(key.productId);
  if (!product || product.storeId !== key.storeId || !product.isActive) return { ok: false, missing: 'product' };
  const base = { name: product.name, image: product.image, storeName: product.storeName, storeIsOpen: product.storeIsOpen };
  if (key.variant === null) {
    return { ok: true, offer: { ...base, label: product.name, pricePaise: toPaise(product.price), discountPricePaise: paiseOrNull(product.discountPrice), stock: product.quantity } };
  }
  const variant = product.variants.find((v) => v.name === key.variant);
  if (!variant) return { ok: false, missing: 'variant' };
  return {
    ok: true,
    offer: { ...base, label: `${product.name} (${variant.name})`, pricePaise: toPaise(variant.price), discountPricePaise: paiseOrNull(variant.discountPrice), stock: variant.quantity },
  };
}

const paiseOrNull = (rupees: number | null) => (rupees === null ? null : toPaise(rupees));

/** The offer, or the 404 the buyer gets for a line that cannot be had. */
export function requireOffer(lookup: OfferLookup): LineOffer {
  if (lookup.ok) return lookup.offer;
  throw lookup.missing === 'product' ? notFound(CART_TEXTS.productNotFound) : notFound(CART_TEXTS.variantNotFound);
}

/** Refuses a line quantity the shelf cannot serve, in the spec's words (§5 'Cart add'). */
export function assertInStock(offer: LineOffer, quantity: number): void {
  if (offer.stock <= 0) throw badRequest(outOfStockText(offer.label));
  if (quantity > offer.stock) throw badRequest(onlyUnitsText(offer.stock, offer.label));
  if (quantity > MAX_LINE_QUANTITY) throw badRequest(lineCapText(offer.label));
}

/** The most a line of this offer may hold. */
export const lineLimit = (offer: LineOffer): number => Math.min(offer.stock, MAX_LINE_QUANTITY);

export const snapshotOf = (offer: LineOffer): LineSnapshot => ({
  name: offer.name,
  image: offer.image,
  store_name: offer.storeName,
  price_paise: offer.pricePaise,
  discount_price_paise: offer.discountPricePaise,
});

export const productsById = (products: readonly CartProduct[]): Map<string, CartProduct> => new Map(products.map((p) => [p.id, p]));
