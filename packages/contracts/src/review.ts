import { z } from 'zod';
import type { distributionSchema, getStoresByIdReviewsCanReviewReply, getStoresByIdReviewsReply, reviewSchema } from './replies/catalog-replies.ts';
import { multilineText, plainText } from './text.ts';

/** Spec §5 and §9: a review carries at most 5 images; the text is the spec's report/review limit. */
const MAX_REVIEW_IMAGES = 5;
const MAX_REVIEW_COMMENT_LENGTH = 2000;
const REVIEWS_PAGE_SIZE = 20;

/** The texts clients match on (spec §8: 'already reviewed', 'You have already reported this item'). */
export const REVIEW_TEXTS = {
  commentRequired: 'Please enter a review comment',
  tooManyImages: 'You can upload a maximum of 5 images',
  loginToReview: 'Please login to write a review',
  buyersOnly: 'Only buyers can write reviews',
  alreadyReviewed: 'You have already reviewed this store',
  notEligible: 'You can review this store once an order from it has been delivered to you',
  eligible: 'You can review this store',
  alreadyReported: 'You have already reported this item',
  ownReviewReport: 'You cannot report your own review',
  ownReviewHelpful: 'You cannot mark your own review as helpful',
  eligibilityUnavailable: 'Review eligibility cannot be checked right now',
  /** can-review's answer to the author of a review the admin team hid (they were told why). */
  hiddenByModeration: 'Your review of this store was hidden by our moderation team',
} as const;

const reviewSorts = ['recent', 'helpful', 'high', 'low'] as const;
const reviewSortSchema = z.enum(reviewSorts);
export type ReviewSort = z.infer<typeof reviewSortSchema>;

/** `?sort=recent|helpful|high|low&rating=all|1..5&page=&limit=` */
export const reviewListQuerySchema = z.object({
  sort: reviewSortSchema.default('recent'),
  rating: z.union([z.literal('all'), z.coerce.number().int().min(1).max(5)]).default('all'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(REVIEWS_PAGE_SIZE),
});

/** Images arrive already uploaded (POST /api/images): absolute http(s) URLs or the catalog's own paths. */
const reviewImageSchema = plainText({ label: 'Image', max: 2000 })
  .refine((url) => /^https?:\/\/[^\s]+$/i.test(url) || /^\/(?!\/)[^\s]*$/.test(url), 'Each image must be an uploaded image URL');

const ratingSchema = z.number({ error: 'Rating must be a number from 1 to 5' })
  .int('Rating must be a whole number from 1 to 5').min(1, 'Rating must be from 1 to 5').max(5, 'Rating must be from 1 to 5');
const commentSchema = multilineText({
  label: 'Comment',
  max: MAX_REVIEW_COMMENT_LENGTH,
  tooLong: `A review comment has at most ${MAX_REVIEW_COMMENT_LENGTH} characters`,
  required: REVIEW_TEXTS.commentRequired,
}).min(1, REVIEW_TEXTS.commentRequired);
const imagesSchema = z.array(reviewImageSchema).max(MAX_REVIEW_IMAGES, REVIEW_TEXTS.tooManyImages);
/** A store review may name one product of that store; it then also counts for the product. */
const productIdSchema = z.string().uuid('productId must be a product id').nullish();

export const createReviewBodySchema = z.object({
  rating: ratingSchema,
  comment: commentSchema,
  images: imagesSchema.default([]),
  productId: productIdSchema,
});
export type CreateReviewBody = z.input<typeof createReviewBodySchema>;

export const updateReviewBodySchema = z.object({
  rating: ratingSchema.optional(),
  comment: commentSchema.optional(),
  images: imagesSchema.optional(),
  productId: productIdSchema,
}).refine((b) => Object.values(b).some((v) => v !== undefined), { message: 'Nothing to update: send rating, comment, images or productId' });

export type Review = z.infer<typeof reviewSchema>;

/** Reviews per star, keys '1'..'5'. */
export type RatingDistribution = z.infer<typeof distributionSchema>;

/** GET /stores/{id}/reviews and /reviews/product/{id}: a page plus the subject's rating summary (average over all its reviews, one decimal, 0 with none). */
export type ReviewList = z.infer<typeof getStoresByIdReviewsReply>;

export type CanReviewReply = z.infer<typeof getStoresByIdReviewsCanReviewReply>;
