import { defaultVariant, hasVariants, type ProductSummary } from '@haat/contracts/product-reply';
import { translate } from '../i18n.ts';
import messages from './messages.json';

/** Spec §2: 'Only {n} left' when the stock is 5 or fewer and above 0. */
const LOW_STOCK_THRESHOLD = 5;

export const lowStockText = (stock: number): string | null =>
  stock > 0 && stock <= LOW_STOCK_THRESHOLD ? translate(messages, 'catalog.onlyLeft', { count: stock }) : null;

export { defaultVariant, hasVariants, totalStock } from '@haat/contracts/product-reply';

export type PurchaseChoice = {
  /** The variant's name; null for a product without variants. */
  variant: string | null;
  price: number;
  discountPrice: number | null;
  stock: number;
};

/** Price and stock of what is being bought: the chosen variant's, else the product's. */
export function purchaseChoice(product: ProductSummary, variantName: string | null): PurchaseChoice {
  if (!hasVariants(product)) return { variant: null, price: product.price, discountPrice: product.discountPrice, stock: product.quantity };
  const variant = product.variants.find((v) => v.name === variantName) ?? defaultVariant(product);
  if (!variant) return { variant: null, price: product.price, discountPrice: product.discountPrice, stock: 0 };
  return { variant: variant.name, price: variant.price, discountPrice: variant.discountPrice, stock: variant.quantity };
}

/** Stepper bounds (spec §5): at least 1, at most the stock. */
export function clampQuantity(value: number, stock: number): number {
  if (!Number.isFinite(value)) return 1;
  return Math.max(1, Math.min(Math.floor(value), Math.max(1, stock)));
}

/**
 * A quantity typed in the list view: digits only; more than the stock gives the spec's alert text
 * and the stock itself (§5 'In list view asking for more than stock alerts ...').
 */
export function typedQuantity(raw: string, stock: number, productName: string): { quantity: number; alert: string | null } {
  const value = Number.parseInt(raw.replace(/\D/g, ''), 10);
  if (!Number.isFinite(value) || value < 1) return { quantity: 1, alert: null };
  if (value > stock) return { quantity: Math.max(1, stock), alert: translate(messages, 'catalog.tooMany', { count: stock, name: productName }) };
  return { quantity: value, alert: null };
}
