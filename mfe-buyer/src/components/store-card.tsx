import type { Store } from '@haat/contracts';
import { Link } from 'react-router';
import { storeIdOf } from '../api/stores-api.ts';
import { ProductImage } from './product-image.tsx';

/** A store in a list: picture, name (the link), category, rating, city and open/closed. */
export function StoreCard({ store }: { store: Store }) {
  const rating = Number.isFinite(store.rating) && store.rating > 0 ? store.rating : 4.5;
  const open = store.isOpen !== false;
  return (
    <article className="store-card card">
      <ProductImage className="store-card__image" src={store.image} alt="" />
      <div className="store-card__body">
        <h3 className="store-card__name">
          <Link className="stretched-link" to={`/stores/${encodeURIComponent(storeIdOf(store))}`}>{store.name}</Link>
        </h3>
        <p className="store-card__meta">
          <span>{store.category || 'General'}</span>
          <span aria-label={`Rated ${rating.toFixed(1)} out of 5`}>★ {rating.toFixed(1)}</span>
        </p>
        {store.description ? <p className="store-card__description">{store.description}</p> : null}
        <p className="store-card__footer">
          <span>{store.city}</span>
          <span className={`badge ${open ? 'badge--success' : 'badge--danger'}`}>{open ? 'Open' : 'Closed'}</span>
        </p>
        {store.tags?.length ? (
          <ul className="store-card__tags" aria-label="Tags">
            {store.tags.slice(0, 3).map((tag) => <li key={tag} className="badge">{tag}</li>)}
          </ul>
        ) : null}
      </div>
    </article>
  );
}
