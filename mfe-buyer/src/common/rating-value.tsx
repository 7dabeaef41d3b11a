import { displayRating } from './rating.ts';

/**
 * A store's or product's rating inline: '★ 4.3' (read as '4.3 out of 5'), or 'New' (read as
 * 'New: no reviews yet') while it has no reviews.
 */
export function RatingValue({ rating }: { rating: number | null }) {
  if (rating === null) return <span className="rating-new">New<span className="visually-hidden">: no reviews yet</span></span>;
  return (
    <>
      <span className="rating-star" aria-hidden="true">★ </span>{displayRating(rating)}<span className="visually-hidden"> out of 5</span>
    </>
  );
}
