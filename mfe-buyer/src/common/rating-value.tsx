import { withTags } from '@haat/web-kit';
import { useT } from '../i18n.ts';
// On the home's first screen (store cards): its texts are in the home's one catalog.
import messages from '../home/messages.json';
import { hidden } from './hidden.tsx';
import { displayRating } from './rating.ts';

/**
 * A store's or product's rating inline: '★ 4.3' (read as '4.3 out of 5'), or 'New' (read as
 * 'New: no reviews yet') while it has no reviews.
 */
export function RatingValue({ rating }: { rating: number | null }) {
  const t = useT(messages);
  if (rating === null) return <span className="rating-new">{withTags(t('home.new'), { h: hidden })}</span>;
  return (
    <>
      <span className="rating-star" aria-hidden="true">★ </span>{withTags(t('home.rating', { rating: displayRating(rating) }), { h: hidden })}
    </>
  );
}
