import { toRupees, type Cart, type CartLine, type CartProduct } from '@haat/contracts';
import type { OrderContext } from '../context.ts';
import type { CartLineRow } from './cart-lines.table.ts';
import { linesOf } from './cart-repository.ts';
import { offerFor, productsById } from './line-offer.ts';

/**
 * The buyer's cart with the catalog's current names, prices and stock: one cartProducts request
 * for all lines. A line whose product, variant or store is gone stays, with what it last showed and
 * stock 0, so the buyer sees what became unavailable; totals count only lines that can be bought.
 */
export async function loadCart({ db, catalog }: Pick<OrderContext, 'db' | 'catalog'>, userId: string): Promise<Cart> {
  const lines = await linesOf(db, userId);
  const products = await catalog.cartProducts(lines.map((line) => line.product_id));
  return cartOf(lines, products);
}

function cartOf(lines: readonly CartLineRow[], products: readonly CartProduct[]): Cart {
  const byId = productsById(products);
  const priced = lines.map((row) => cartLineOf(row, byId));
  let totalItems = 0;
  let totalPaise = 0;
  for (const { line, unitPaise } of priced) {
    if (line.stock <= 0) continue;
    totalItems += line.quantity;
    totalPaise += unitPaise * line.quantity;
  }
  return { items: priced.map(({ line }) => line), totalItems, totalPrice: toRupees(totalPaise) };
}

function cartLineOf(row: CartLineRow, products: ReadonlyMap<string, CartProduct>): { line: CartLine; unitPaise: number } {
  const lookup = offerFor(products, { productId: row.product_id, storeId: row.store_id, variant: row.variant });
  const shown = lookup.ok
    ? { name: lookup.offer.name, image: lookup.offer.image, storeName: lookup.offer.storeName, pricePaise: lookup.offer.pricePaise, discountPricePaise: lookup.offer.discountPricePaise, stock: lookup.offer.stock }
    : { name: row.name, image: row.image, storeName: row.store_name, pricePaise: row.price_paise, discountPricePaise: row.discount_price_paise, stock: 0 };
  const line: CartLine = {
    _id: row.id,
    id: row.id,
    productId: row.product_id,
    storeId: row.store_id,
    storeName: shown.storeName,
    name: shown.name,
    price: toRupees(shown.pricePaise),
    discountPrice: shown.discountPricePaise === null ? null : toRupees(shown.discountPricePaise),
    image: shown.image,
    quantity: row.quantity,
    variant: row.variant,
    stock: Math.max(0, shown.stock),
  };
  // Spec §4: the total uses discountPrice when present, else price.
  return { line, unitPaise: shown.discountPricePaise ?? shown.pricePaise };
}
