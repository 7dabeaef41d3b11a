import { PRODUCT_TEXTS } from '@haat/contracts';
import { forbidden, isUuid, notFound, type AuthUser } from '@haat/server-kit';
import type { CatalogDb } from '../database.ts';
import { findProductOwner, type ProductOwner } from './product-repository.ts';

export const NOT_YOUR_PRODUCT = 'Not authorized to change this product';

/**
 * The product a write is about, once the caller may change it: 404 for an unknown or malformed id,
 * 403 unless the caller owns its store (or is a superadmin, where `superadmin` allows it).
 */
export async function productForWrite(db: CatalogDb, id: string | undefined, user: AuthUser, { superadmin = false } = {}): Promise<ProductOwner> {
  const product = isUuid(id) ? await findProductOwner(db, id) : undefined;
  if (!product) throw notFound(PRODUCT_TEXTS.notFound);
  const allowed = product.owner_id === user.id || (superadmin && user.role === 'superadmin');
  if (!allowed) throw forbidden(NOT_YOUR_PRODUCT, 'You can only change products of your own store.');
  return product;
}
