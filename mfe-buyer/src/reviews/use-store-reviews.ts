import { useSession } from '@haat/web-kit';
import { keepPreviousData, useInfiniteQuery, useQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { fetchEligibility, fetchStoreReviews, type Review, type ReviewList, type ReviewSort, type StarFilter } from './reviews-api.ts';
import { invalidateStore } from '../store/use-store.ts';
import { reviewIdOf } from './review-list.ts';
import { writeAccessOf, type WriteAccess } from './write-access.ts';

const reviewsKey = (storeId: string) => ['store-reviews', storeId] as const;

/** One sorted, filtered list of the store's reviews, 20 a page; the previous list stays while the next loads. */
export function useStoreReviews(storeId: string, sort: ReviewSort, rating: StarFilter) {
  return useInfiniteQuery({
    queryKey: [...reviewsKey(storeId), sort, rating],
    queryFn: ({ pageParam, signal }) => fetchStoreReviews(storeId, { sort, rating, page: pageParam }, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasNextPage ? last.currentPage + 1 : undefined),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/** Review caches of a store: every loaded list, the store by id and by slug (rating, count) and the eligibility. */
export function useReviewCaches(storeId: string) {
  const client = useQueryClient();
  return {
    refresh: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: reviewsKey(storeId) }),
        invalidateStore(client, storeId),
        client.invalidateQueries({ queryKey: ['review-eligibility', storeId] }),
      ]),
    /** Replaces one review wherever it is loaded (a helpful toggle). */
    patch: (review: Review) =>
      client.setQueriesData<InfiniteData<ReviewList>>({ queryKey: reviewsKey(storeId) }, (data) =>
        data && {
          ...data,
          pages: data.pages.map((page) => ({ ...page, data: page.data.map((r) => (reviewIdOf(r) === reviewIdOf(review) ? review : r)) })),
        }),
  };
}

export function useWriteAccess(storeId: string): WriteAccess {
  const session = useSession();
  const signedIn = !!session.user;
  const check = useQuery({
    queryKey: ['review-eligibility', storeId, session.user?.id],
    queryFn: ({ signal }) => fetchEligibility(storeId, signal),
    enabled: signedIn && session.isBuyer,
    staleTime: 60_000,
  });
  if (session.status === 'loading') return { kind: 'checking' };
  return writeAccessOf({ signedIn, isBuyer: session.isBuyer }, check);
}
