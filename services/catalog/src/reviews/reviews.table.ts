import type { Generated, Insertable, Kysely, Selectable, Transaction } from 'kysely';
import type { CreatedAt, JsonColumn, UpdatedAt } from '../column-types.ts';
import type { CatalogDatabase } from '../database.ts';

export type ReviewsTable = {
  id: string;
  store_id: string;
  user_id: string;
  user_name: string;
  product_id: string | null;
  rating: number;
  comment: string;
  images: JsonColumn<string[]>;
  /** Kept equal to its review_helpful_votes rows. */
  helpful_count: Generated<number>;
  reply: string | null;
  reply_at: Date | null;
  /** Set while the admin team has the review hidden (migration 2026-11-27-02): out of every public list, count and rating. */
  hidden_at: Date | null;
  hidden_reason: Generated<string>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
};
export type ReviewRow = Selectable<ReviewsTable>;
export type NewReviewRow = Insertable<ReviewsTable>;

type ReviewHelpfulVotesTable = { review_id: string; user_id: string; created_at: CreatedAt };

/** The catalog schema plus the review tables (migration 2026-11-22-03); see `reviewsDb`. */
type ReviewsDatabase = CatalogDatabase & {
  reviews: ReviewsTable;
  review_helpful_votes: ReviewHelpfulVotesTable;
};
export type ReviewsDb = Kysely<ReviewsDatabase> | Transaction<ReviewsDatabase>;

/** The catalog's handle, typed to know the review tables too (the shared CatalogDatabase stays untouched). */
export const reviewsDb = (db: Kysely<CatalogDatabase>): Kysely<ReviewsDatabase> => db.withTables<Omit<ReviewsDatabase, keyof CatalogDatabase>>();
