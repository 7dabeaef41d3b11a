import { badRequest, forbidden, isUuid, notFound, type AuthUser } from '@haat/server-kit';
import { findStoreById, type StoreRow } from '../stores/index.ts';
import { canManage } from '../stores/store-access.ts';
import { findReview } from './review-repository.ts';
import type { ReviewRow, ReviewsDb } from './reviews.table.ts';

export const STORE_NOT_FOUND = 'Store not found';
export const REVIEW_NOT_FOUND = 'Review not found';
const PRODUCT_NOT_IN_STORE = 'productId must be a product of this store';

/** A store whose reviews the caller may see: live, or deactivated for its owner and superadmins. */
export async function visibleStore(db: ReviewsDb, id: string | undefined, user: AuthUser | null): Promise<StoreRow> {
  const store = isUuid(id) ? await findStoreById(db, id) : undefined;
  if (!store) throw notFound(STORE_NOT_FOUND);
  if (!store.is_active && !canManage(user, store)) throw notFound(STORE_NOT_FOUND);
  return store;
}

/** A live store that can take a new review. */
export async function liveStore(db: ReviewsDb, id: string | undefined): Promise<StoreRow> {
  const store = isUuid(id) ? await findStoreById(db, id) : undefined;
  if (!store?.is_active) throw notFound(STORE_NOT_FOUND);
  return store;
}

export async function existingReview(db: ReviewsDb, id: string | undefined): Promise<ReviewRow> {
  const review = isUuid(id) ? await findReview(db, id) : undefined;
  if (!review) throw notFound(REVIEW_NOT_FOUND);
  return review;
}

/**
 * A review the caller may act on (mark helpful, report, edit): one of a deactivated store is hidden
 * with its store, so it is 404 but for the store's owner and superadmins; one the admin team hid is
 * 404 but for superadmins (its author was told why, and may still delete it).
 */
export async function visibleReview(db: ReviewsDb, id: string | undefined, user: AuthUser): Promise<ReviewRow> {
  const review = await existingReview(db, id);
  if (review.hidden_at && user.role !== 'superadmin') throw notFound(REVIEW_NOT_FOUND);
  const store = await findStoreById(db, review.store_id);
  if (!store || (!store.is_active && !canManage(user, store))) throw notFound(REVIEW_NOT_FOUND);
  return review;
}

/** Only the author changes a review (a superadmin may also delete one: see delete-review). */
export function assertAuthor(review: ReviewRow, user: AuthUser, action: 'edit' | 'delete'): void {
  if (review.user_id !== user.id) throw forbidden(`You can only ${action} your own review`);
}

/** A named product must be one of the reviewed store's. */
export async function assertProductOfStore(db: ReviewsDb, productId: string, storeId: string): Promise<void> {
  const row = await db.selectFrom('products').select('id').where('id', '=', productId).where('store_id', '=', storeId).executeTakeFirst();
  if (!row) throw productNotInStore();
}

export const productNotInStore = () => badRequest(PRODUCT_NOT_IN_STORE);

/** Postgres' foreign key violation: the named product was deleted while the review was written. */
export const isForeignKeyViolation = (err: unknown): boolean => (err as { code?: string } | null)?.code === '23503';
