import type { Review } from '@haat/contracts';
import type { ReviewRow } from './reviews.table.ts';

/** A reviews row in the spec's Review shape (`_id` and `id`, `date` and `createdAt`, ISO times). */
export function toReview(row: ReviewRow, isHelpful: boolean): Review {
  const createdAt = row.created_at.toISOString();
  return {
    _id: row.id,
    id: row.id,
    storeId: row.store_id,
    productId: row.product_id,
    userId: row.user_id,
    userName: row.user_name,
    rating: row.rating,
    comment: row.comment,
    images: row.images,
    helpful: row.helpful_count,
    isHelpful,
    reply: row.reply === null ? null : { text: row.reply, date: (row.reply_at ?? row.updated_at).toISOString() },
    date: createdAt,
    createdAt,
    updatedAt: row.updated_at.toISOString(),
  };
}

/** A rating average as the spec shows it: one decimal. */
export const oneDecimal = (value: number): number => Math.round(value * 10) / 10;
