import { api } from '@haat/web-kit';
import type { CanReviewReply, Review, ReviewList, ReviewSort } from '@haat/contracts';

export type { Review, ReviewList, ReviewSort };
export type StarFilter = 'all' | 1 | 2 | 3 | 4 | 5;
type ReviewInput = { rating: number; comment: string; images: string[] };

const REVIEWS_PAGE_SIZE = 20;
const OWN_REVIEW_SEARCH_PAGE_SIZE = 100;
const OWN_REVIEW_SEARCH_MAX_PAGES = 20;

const storePath = (storeId: string) => `/stores/${encodeURIComponent(storeId)}/reviews`;
const reviewPath = (reviewId: string) => `/reviews/${encodeURIComponent(reviewId)}`;

/** GET /stores/:id/reviews?sort=&rating=&page=&limit=: one page, sorted and filtered by the server, with the store's summary. */
export function fetchStoreReviews(
  storeId: string,
  { sort, rating, page, limit = REVIEWS_PAGE_SIZE }: { sort: ReviewSort; rating: StarFilter; page: number; limit?: number },
  signal?: AbortSignal,
): Promise<ReviewList> {
  return api.get<ReviewList>(storePath(storeId), { query: { sort, rating, page, limit }, signal });
}

/** The caller's review when it is not among the loaded ones (another filter, a later page). */
export async function findStoreReview(storeId: string, reviewId: string): Promise<Review | null> {
  for (let page = 1; page <= OWN_REVIEW_SEARCH_MAX_PAGES; page++) {
    const reply = await fetchStoreReviews(storeId, { sort: 'recent', rating: 'all', page, limit: OWN_REVIEW_SEARCH_PAGE_SIZE });
    const found = reply.data.find((r) => (r.id ?? r._id) === reviewId);
    if (found) return found;
    if (!reply.hasNextPage) return null;
  }
  return null;
}

/** GET /stores/:id/reviews/can-review → `{ success, canReview, reason, reviewId }`. */
export function fetchEligibility(storeId: string, signal?: AbortSignal): Promise<CanReviewReply> {
  return api.get<CanReviewReply>(`${storePath(storeId)}/can-review`, { signal, retry: false });
}

export function createReview(storeId: string, input: ReviewInput): Promise<unknown> {
  return api.post(storePath(storeId), input, { retry: false });
}

export function updateReview(reviewId: string, input: ReviewInput): Promise<unknown> {
  return api.put(reviewPath(reviewId), input, { retry: false });
}

export function deleteReview(reviewId: string): Promise<unknown> {
  return api.delete(reviewPath(reviewId), { retry: false });
}

/** PUT /reviews/:id/helpful toggles the caller's mark; the reply carries the review with its new count. */
export async function toggleHelpful(reviewId: string): Promise<Review | null> {
  const reply = await api.put<{ data?: Review }>(`${reviewPath(reviewId)}/helpful`, undefined, { retry: false });
  return reply?.data ?? null;
}
