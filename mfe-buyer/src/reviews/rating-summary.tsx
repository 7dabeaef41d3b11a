import type { StarFilter } from './reviews-api.ts';
import { percentOf, STARS, type RatingSummary } from './review-list.ts';
import { Stars } from './star-rating.tsx';
import { withTags } from '@haat/web-kit';
import { hidden } from '../common/hidden.tsx';
import { useT } from '../i18n.ts';
import messages from './messages.json';

/** Average, count and a bar per star (spec §2 'Reviews'); a bar also sets the star filter. */
export function RatingSummaryCard({ summary, filter, onFilter }: { summary: RatingSummary; filter: StarFilter; onFilter: (filter: StarFilter) => void }) {
  const t = useT(messages);
  return (
    <section className="rating-summary card" aria-labelledby="rating-summary-title">
      <h2 id="rating-summary-title" className="visually-hidden">{t('reviews.summary')}</h2>
      <div className="rating-summary__average">
        <strong className="rating-summary__number">{summary.total ? summary.average.toFixed(1) : '–'}</strong>
        <Stars value={summary.average} />
        <span className="muted">{t('reviews.total', { count: summary.total })}</span>
      </div>
      <ul className="rating-summary__bars">
        {STARS.map((star) => {
          const count = summary.counts[star];
          const percent = percentOf(count, summary.total);
          return (
            <li key={star}>
              <button
                type="button"
                className={`rating-bar${filter === star ? ' rating-bar--active' : ''}`}
                aria-pressed={filter === star}
                onClick={() => onFilter(filter === star ? 'all' : star)}
              >
                {/* The name starts with what the bar shows ('5 ★ 1'), so voice control finds it by what is seen. */}
                <span className="rating-bar__label">{star} ★</span>
                <span className="rating-bar__track" aria-hidden="true"><span className="rating-bar__fill" style={{ width: `${percent}%` }} /></span>
                <span className="rating-bar__count">{count}</span>
                {withTags(t('reviews.bar', { count, percent }), { h: hidden })}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
