import { formatDate } from '@haat/web-kit';
import type { Review } from './reviews-api.ts';
import { authorNameOf, reviewTime } from './review-list.ts';
import { Stars } from './star-rating.tsx';
import { useT } from '../i18n.ts';
import messages from './messages.json';

type ReviewActions = {
  /** The viewer wrote it: edit and delete; otherwise report (spec §6). */
  own: boolean;
  helpfulBusy: boolean;
  onHelpful: () => void;
  onEdit: () => void;
  onDelete: () => void;
  onReport: () => void;
};

/** One review: who, stars, when, text, photos, the store's response, helpful and the actions. */
export function ReviewCard({ review, actions }: { review: Review; actions: ReviewActions }) {
  const t = useT(messages);
  const name = authorNameOf(review);
  const time = reviewTime(review);
  const reply = review.reply?.text?.trim();
  const helpful = review.helpful ?? 0;
  return (
    <article className="review card" aria-label={t('reviews.by', { name })}>
      <header className="review__header">
        <span className="avatar" aria-hidden="true">{name.charAt(0).toUpperCase()}</span>
        <div className="review__who">
          <strong>{name}{actions.own ? <span className="badge review__mine">{t('reviews.yours')}</span> : null}</strong>
          {time ? <time className="muted small" dateTime={new Date(time).toISOString()}>{formatDate(time)}</time> : null}
        </div>
        <Stars value={review.rating} />
      </header>
      <p className="review__comment">{review.comment}</p>
      {review.images?.length ? (
        <ul className="review__images" aria-label={t('reviews.photos')}>
          {review.images.map((url, i) => (
            <li key={url}>
              <a href={url} target="_blank" rel="noopener noreferrer">
                <img className="review__image" src={url} alt={t('reviews.photoFrom', { number: i + 1, name })} loading="lazy" decoding="async" />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {reply ? (
        <div className="review__reply">
          <p className="review__reply-title">{t('reviews.storeResponse')}</p>
          <p>{reply}</p>
        </div>
      ) : null}
      <footer className="review__footer">
        <button
          type="button"
          className={`btn btn--ghost btn--small${review.isHelpful ? ' review__helpful--on' : ''}`}
          aria-pressed={!!review.isHelpful}
          disabled={actions.own || actions.helpfulBusy}
          onClick={actions.onHelpful}
        >
          {t('reviews.helpful', { count: helpful })}
        </button>
        <div className="review__actions">
          {actions.own ? (
            <>
              <button type="button" className="btn btn--secondary btn--small" onClick={actions.onEdit}>{t('reviews.edit')}</button>
              <button type="button" className="btn btn--ghost btn--small review__delete" onClick={actions.onDelete}>{t('reviews.delete')}</button>
            </>
          ) : (
            <button type="button" className="btn btn--ghost btn--small" onClick={actions.onReport} aria-label={t('reviews.reportBy', { name })}>{t('reviews.report')}</button>
          )}
        </div>
      </footer>
    </article>
  );
}
