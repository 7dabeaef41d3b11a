import { sql } from 'kysely';
import { serveRpc, type Logger, type NatsConnection } from '@haat/server-kit';
import { cartProductsRequestSchema, toRupees, type CartProduct, type CartProductsReply, type Subjects } from '@haat/contracts';
import type { CatalogDb } from '../database.ts';
import { liveStatus } from '../stores/index.ts';
import { VARIANTS_JSON } from './product-documents.ts';

type CartProductRow = {
  id: string;
  store_id: string;
  store_name: string;
  store_is_active: boolean;
  store_is_open: boolean;
  business_hours: string;
  name: string;
  image: string;
  price_paise: number;
  discount_price_paise: number | null;
  quantity: number;
  variant_type: string;
  variants: CartProduct['variants'];
};

/**
 * The products of a cart with their store, in one query (variants aggregated per product, looked up
 * by index only for products that have some). Stock is the `quantity` column checkout's reservation
 * takes from, so what the cart offers is exactly what checkout can still reserve.
 */
export async function cartProducts(db: CatalogDb, productIds: readonly string[], now = new Date()): Promise<CartProduct[]> {
  const { rows } = await sql<CartProductRow>`
    SELECT p.id, p.store_id, s.name AS store_name, s.is_active AS store_is_active, s.is_open AS store_is_open, s.business_hours,
           p.name, p.image, p.price_paise, p.discount_price_paise, p.quantity, p.variant_type,
           ${sql.raw(VARIANTS_JSON)} AS variants
      FROM products p
      JOIN stores s ON s.id = p.store_id
     WHERE p.id = ANY(${[...new Set(productIds)]}::uuid[])`.execute(db);
  return rows.map((row) => toCartProduct(row, now));
}

function toCartProduct(row: CartProductRow, now: Date): CartProduct {
  const status = liveStatus({ isActive: row.store_is_active, isOpen: row.store_is_open, businessHours: row.business_hours }, now);
  return {
    id: row.id,
    storeId: row.store_id,
    storeName: row.store_name,
    name: row.name,
    image: row.image,
    price: toRupees(row.price_paise),
    discountPrice: row.discount_price_paise === null ? null : toRupees(row.discount_price_paise),
    quantity: row.quantity,
    variantType: row.variant_type,
    variants: row.variants,
    isActive: row.store_is_active,
    storeIsOpen: status.isOpen,
  };
}

/** Serves `cartProducts` (queue group 'catalog'): the order service's cart asks it for every read and write. */
export function serveCartProductsRpc({ db, nc, subjects, logger }: { db: CatalogDb; nc: NatsConnection; subjects: Subjects; logger: Logger }): { unsubscribe(): void } {
  const subscription = serveRpc(nc, {
    subject: subjects.rpc.cartProducts, queue: 'catalog', schema: cartProductsRequestSchema, logger,
    handle: async ({ productIds }): Promise<CartProductsReply> => ({ ok: true, products: await cartProducts(db, productIds) }),
  });
  return { unsubscribe: () => subscription.unsubscribe() };
}
