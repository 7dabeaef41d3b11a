import { REVIEW_TEXTS } from '@haat/contracts';
import { describe, expect, it } from 'vitest';
import messages from './messages.json';
import type { Review } from './reviews-api.ts';
import { percentOf, saysAlreadyReviewed, summaryOf, withHelpfulToggled } from './review-list.ts';
import { writeAccessOf } from './write-access.ts';

const review = (over: Partial<Review> = {}): Review => ({
  _id: 'r1', id: 'r1', storeId: 's1', productId: null, userId: 'u1', userName: 'Asha', rating: 4, comment: 'Good', images: [],
  helpful: 2, isHelpful: false, reply: null, date: '2026-11-01T10:00:00Z', createdAt: '2026-11-01T10:00:00Z', updatedAt: '2026-11-01T10:00:00Z', ...over,
});

describe('summaryOf', () => {
  it('reads the average, the count and the bars of the list reply', () => {
    expect(summaryOf({ rating: 4.26, reviewCount: 7, distribution: { '1': 0, '2': 1, '3': 0, '4': 2, '5': 4 } })).toEqual({
      total: 7, average: 4.3, counts: { 1: 0, 2: 1, 3: 0, 4: 2, 5: 4 },
    });
  });

  it('reads a missing or odd reply as no reviews', () => {
    expect(summaryOf(undefined)).toEqual({ total: 0, average: 0, counts: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } });
    expect(summaryOf({ rating: Number.NaN, reviewCount: -3, distribution: { '1': -1, '2': 0, '3': 0, '4': 0, '5': 2 } }).total).toBe(2);
  });

  it('gives bar widths in whole percent', () => {
    expect(percentOf(1, 3)).toBe(33);
    expect(percentOf(2, 3)).toBe(67);
    expect(percentOf(0, 0)).toBe(0);
  });
});

describe('withHelpfulToggled', () => {
  it('marks and unmarks, never below 0', () => {
    const marked = withHelpfulToggled(review());
    expect(marked).toMatchObject({ isHelpful: true, helpful: 3 });
    expect(withHelpfulToggled(marked)).toMatchObject({ isHelpful: false, helpful: 2 });
    expect(withHelpfulToggled(review({ helpful: 0, isHelpful: true }))).toMatchObject({ isHelpful: false, helpful: 0 });
  });
});

describe('saysAlreadyReviewed', () => {
  it('spots the server text in any case', () => {
    expect(saysAlreadyReviewed('You have already reviewed this store')).toBe(true);
    expect(saysAlreadyReviewed('ALREADY REVIEWED')).toBe(true);
    expect(saysAlreadyReviewed('Store not found')).toBe(false);
    expect(saysAlreadyReviewed(undefined)).toBe(false);
  });
});

const buyer = { signedIn: true, isBuyer: true };
const reply = (over: object) => ({ status: 'success' as const, data: { success: true, canReview: false, reason: '', reviewId: null, ...over } });

describe('writeAccessOf (spec §6, §8)', () => {

  it('asks visitors to log in and tells other roles only buyers review', () => {
    expect(writeAccessOf({ signedIn: false, isBuyer: false }, { status: 'pending' })).toEqual({ kind: 'login' });
    expect(writeAccessOf({ signedIn: true, isBuyer: false }, { status: 'pending' })).toEqual({ kind: 'not-buyer' });
  });

  it('lets an eligible buyer write, and one with a review edit it', () => {
    expect(writeAccessOf(buyer, reply({ canReview: true }))).toEqual({ kind: 'allowed', notice: null });
    expect(writeAccessOf(buyer, reply({ reviewId: 'r9', reason: 'You have already reviewed this store' }))).toEqual({ kind: 'edit', reviewId: 'r9' });
  });

  it("shows the server's reason when the buyer may not review yet", () => {
    expect(writeAccessOf(buyer, reply({ reason: 'Order first' }))).toEqual({ kind: 'refused', reason: 'Order first' });
  });

  it('still lets them write when the check fails, but not on a non-success reply', () => {
    expect(writeAccessOf(buyer, { status: 'error' })).toEqual({ kind: 'allowed', notice: 'Review eligibility check failed, but you can still write a review' });
    expect(writeAccessOf(buyer, reply({ success: false }))).toEqual({ kind: 'refused', reason: 'Unable to check review eligibility' });
  });
});

describe("can-review's reasons", () => {
  it('are the server texts (contracts) the page translates', () => {
    expect(messages['reviews.notEligible']).toBe(REVIEW_TEXTS.notEligible);
    expect(messages['reviews.hiddenByModeration']).toBe(REVIEW_TEXTS.hiddenByModeration);
    expect(messages['reviews.loginToReview']).toBe(REVIEW_TEXTS.loginToReview);
    expect(messages['reviews.buyersOnly']).toBe(REVIEW_TEXTS.buyersOnly);
    expect(writeAccessOf(buyer, reply({ reason: REVIEW_TEXTS.notEligible }))).toEqual({ kind: 'refused', reason: REVIEW_TEXTS.notEligible });
  });
});
