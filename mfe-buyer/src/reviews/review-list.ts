import type { Review, ReviewList, ReviewSort } from './reviews-api.ts';
import { translate } from '../i18n.ts';
import messages from './messages.json';

/** Spec §5: sort by recent (newest), helpful (most helpful count), high, low; filter all or 1–5 stars. */
export const REVIEW_SORTS: readonly (readonly [ReviewSort, keyof typeof messages])[] = [
  ['recent', 'reviews.mostRecent'],
  ['helpful', 'reviews.mostHelpful'],
  ['high', 'reviews.highest'],
  ['low', 'reviews.lowest'],
];
export const STARS = [5, 4, 3, 2, 1] as const;

export const reviewIdOf = (review: Pick<Review, '_id' | 'id'>): string => review.id ?? review._id;

export const authorNameOf = (review: Pick<Review, 'userName'>): string => review.userName?.trim() || translate(messages, 'reviews.buyer');

/** The review's time in ms (createdAt, else date); 0 when unknown. */
export function reviewTime(review: Pick<Review, 'createdAt' | 'date'>): number {
  const time = Date.parse(review.createdAt ?? review.date ?? '');
  return Number.isNaN(time) ? 0 : time;
}

export type RatingSummary = { total: number; average: number; counts: Record<1 | 2 | 3 | 4 | 5, number> };

const wholeCount = (n: unknown): number => (typeof n === 'number' && Number.isFinite(n) && n > 0 ? Math.floor(n) : 0);

/** The store's summary from a list reply; missing or odd numbers read as 0. */
export function summaryOf(reply: Pick<ReviewList, 'rating' | 'reviewCount' | 'distribution'> | undefined): RatingSummary {
  const d = reply?.distribution;
  const counts = { 1: wholeCount(d?.['1']), 2: wholeCount(d?.['2']), 3: wholeCount(d?.['3']), 4: wholeCount(d?.['4']), 5: wholeCount(d?.['5']) };
  const fromBars = counts[1] + counts[2] + counts[3] + counts[4] + counts[5];
  const average = typeof reply?.rating === 'number' && reply.rating > 0 ? Math.round(reply.rating * 10) / 10 : 0;
  return { total: Math.max(wholeCount(reply?.reviewCount), fromBars), average, counts };
}

/** Share of a star in whole percent, for the distribution bars. */
export const percentOf = (count: number, total: number): number => (total ? Math.round((count / total) * 100) : 0);

/** A review as changed by a helpful toggle before the server answers. */
export const withHelpfulToggled = (review: Review): Review => ({
  ...review,
  isHelpful: !review.isHelpful,
  helpful: Math.max(0, (review.helpful ?? 0) + (review.isHelpful ? -1 : 1)),
});

/** Spec §8: a create error that says 'already reviewed' turns into the edit form. */
export const saysAlreadyReviewed = (text: string | undefined): boolean => !!text && text.toLowerCase().includes('already reviewed');
