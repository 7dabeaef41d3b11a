import type { Kysely } from 'kysely';
import type { ReportTarget } from '@haat/contracts';
import type { CatalogDatabase, CatalogDb } from '../database.ts';
import { broadcastDb } from '../broadcasts/broadcasts.table.ts';
import { isCurrent } from '../broadcasts/broadcast-mapper.ts';
import { findBroadcast } from '../broadcasts/broadcast-repository.ts';
import { findStoreById } from '../stores/store-repository.ts';
import type { StoreRow } from '../stores/stores.table.ts';
import { findReview } from '../reviews/review-repository.ts';
import { reviewsDb } from '../reviews/reviews.table.ts';

// `visible`: whether buyers can see the item right now. A store is visible while active (a closed
// store is inactive); an offer while buyers see it (active, inside its dates, of an active store); a
// review while it is not hidden and its store is active. `moderated`: whether the item's own
// restriction is in force (store inactive, offer inactive, review hidden), moderation's first record.

const imagesOf = (...urls: (string | null | undefined)[]) => urls.filter((url): url is string => typeof url === 'string' && url !== '');

const storeTarget = (store: StoreRow): ReportTarget => ({
  type: 'store',
  id: store.id,
  title: store.name,
  text: store.description,
  images: imagesOf(store.image, store.banner_image),
  rating: null,
  storeId: store.id,
  storeName: store.name,
  storeOwnerId: store.owner_id,
  authorId: null,
  authorName: null,
  visible: store.is_active,
  moderated: !store.is_active,
  createdAt: store.created_at.toISOString(),
});

async function findStoreTarget(db: CatalogDb, id: string): Promise<ReportTarget | null> {
  const store = await findStoreById(db, id);
  return store ? storeTarget(store) : null;
}

async function findBroadcastTarget(db: Kysely<CatalogDatabase>, id: string): Promise<ReportTarget | null> {
  const row = await findBroadcast(broadcastDb(db), id);
  if (!row) return null;
  return {
    type: 'broadcast',
    id: row.id,
    title: row.title,
    text: row.description,
    images: imagesOf(row.image_url),
    rating: null,
    storeId: row.store_id,
    storeName: row.store_name,
    storeOwnerId: row.store_owner_id,
    authorId: null,
    authorName: null,
    visible: isCurrent(row),
    moderated: !row.is_active,
    createdAt: row.created_at.toISOString(),
  };
}

async function findReviewTarget(db: Kysely<CatalogDatabase>, id: string): Promise<ReportTarget | null> {
  const review = await findReview(reviewsDb(db), id);
  if (!review) return null;
  const store = await findStoreById(db, review.store_id);
  if (!store) return null;
  return {
    type: 'review',
    id: review.id,
    title: `Review by ${review.user_name}`,
    text: review.comment,
    images: imagesOf(...review.images),
    rating: review.rating,
    storeId: store.id,
    storeName: store.name,
    storeOwnerId: store.owner_id,
    authorId: review.user_id,
    authorName: review.user_name,
    visible: store.is_active && review.hidden_at === null,
    moderated: review.hidden_at !== null,
    createdAt: review.created_at.toISOString(),
  };
}

/** The store, offer or review as it is now; null when there is no such item. */
export async function findReportTarget(db: Kysely<CatalogDatabase>, type: ReportTarget['type'], id: string): Promise<ReportTarget | null> {
  if (type === 'store') return findStoreTarget(db, id);
  if (type === 'broadcast') return findBroadcastTarget(db, id);
  return findReviewTarget(db, id);
}
