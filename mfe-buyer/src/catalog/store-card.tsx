import { nounFor } from '@haat/web-kit';
import { Link } from 'react-router';
import type { StoreDetails } from '../store/store-details.ts';
import { ProductImage } from '../common/product-image.tsx';
import { RatingValue } from '../common/rating-value.tsx';
import { OpenBadge, StoreTags } from '../store/store-header.tsx';

/** A store in a list: picture, name (the link), category, rating ('New' without reviews), city, open/closed, first 3 tags. */
export function StoreCard({ store, headingLevel = 3, eager = false }: { store: StoreDetails; headingLevel?: 2 | 3; eager?: boolean }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="store-card card">
      <ProductImage className="store-card__image" src={store.image} alt="" eager={eager} width={480} height={270} />
      <div className="store-card__body">
        <Heading className="store-card__name">
          <Link className="stretched-link" to={`/stores/${encodeURIComponent(store.id)}`}>{store.name}</Link>
        </Heading>
        <p className="store-card__meta">
          <span>{store.category || 'General'}</span>
          <span>
            <RatingValue rating={store.rating} />
            {store.rating !== null ? <span> ({store.reviewCount}<span className="visually-hidden"> {nounFor(store.reviewCount, 'review')}</span>)</span> : null}
          </span>
        </p>
        {store.description ? <p className="store-card__description">{store.description}</p> : null}
        <p className="store-card__footer">
          <span>{store.city}</span>
          <OpenBadge open={store.isOpen} />
        </p>
        <StoreTags tags={store.tags} />
      </div>
    </article>
  );
}
