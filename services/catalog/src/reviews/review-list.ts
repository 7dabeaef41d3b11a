import { reviewListQuerySchema, type ReviewList } from '@haat/contracts';
import type { z } from 'zod';
import { toReview, oneDecimal } from './review-mapper.ts';
import { pageOfReviews, ratingDistribution, type ReviewScope } from './review-repository.ts';
import type { ReviewsDb } from './reviews.table.ts';

/**
 * A page of a store's or a product's reviews with its rating summary. `rating` and `reviewCount`
 * are the subject's kept columns (written with each review); totalCount follows the star filter.
 */
export async function reviewList(db: ReviewsDb, { scope, query, viewerId, summary }: {
  scope: ReviewScope;
  query: z.infer<typeof reviewListQuerySchema>;
  viewerId: string | null;
  summary: { rating: number; reviewCount: number };
}): Promise<ReviewList> {
  const rating = query.rating === 'all' ? null : query.rating;
  const [distribution, rows] = await Promise.all([
    ratingDistribution(db, scope),
    pageOfReviews(db, { scope, rating, sort: query.sort, limit: query.limit, offset: (query.page - 1) * query.limit, viewerId }),
  ]);
  const totalCount = rating === null
    ? Object.values(distribution).reduce((sum, n) => sum + n, 0)
    : distribution[String(rating) as keyof typeof distribution];
  const totalPages = Math.ceil(totalCount / query.limit);
  return {
    success: true,
    data: rows.map((row) => toReview(row, row.marked_helpful)),
    totalCount,
    currentPage: query.page,
    totalPages,
    hasNextPage: query.page < totalPages,
    rating: oneDecimal(summary.rating),
    reviewCount: summary.reviewCount,
    distribution,
  };
}
