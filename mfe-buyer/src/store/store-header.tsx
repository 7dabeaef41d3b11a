import { countOf, Link } from '@haat/web-kit';
import type { StoreDetails } from './store-details.ts';
import { ProductImage } from '../common/product-image.tsx';
import { RatingValue } from '../common/rating-value.tsx';

export function OpenBadge({ open }: { open: boolean }) {
  return <span className={`open-badge ${open ? 'open-badge--open' : 'open-badge--closed'}`}>{open ? 'Open' : 'Closed'}</span>;
}

/**
 * A store the admin team verified (store cards and the store page's header): a tick (the style
 * sheet's) and 'Verified', then what it vouches for, read out to screen readers.
 */
export function VerifiedBadge() {
  return (
    <span className="verified-badge">
      Verified<span className="visually-hidden"> store: Haat checked the seller's identity document and phone number</span>
    </span>
  );
}

/** A store's first 3 tags (store cards and the store page's header); nothing when it has none. */
export function StoreTags({ tags }: { tags: string[] }) {
  if (tags.length === 0) return null;
  return (
    <ul className="store-tags" aria-label="Tags">
      {tags.slice(0, 3).map((tag) => <li key={tag} className="store-tag">{tag}</li>)}
    </ul>
  );
}

/**
 * The store page's header: banner picture, logo, name (with the Verified badge), category, rating ('New' without reviews), city, open or closed, tags,
 * and Report (`onReport`; left out for the store's own seller).
 */
export function StoreHeader({ store, open, onReport }: { store: StoreDetails; open: boolean; onReport?: (() => void) | undefined }) {
  return (
    <header className="store-header">
      <div className="store-header__banner">
        <ProductImage className="store-header__banner-image" src={store.bannerImage || store.image} alt="" eager width={1200} height={300} />
      </div>
      <div className="store-header__main">
        <ProductImage className="store-header__logo" src={store.image} alt={`${store.name} logo`} eager width={96} height={96} />
        <div className="store-header__body">
          <div className="store-title">
            <h1 className="store-header__name">{store.name}</h1>
            {store.verified ? <VerifiedBadge /> : null}
          </div>
          <p className="store-header__meta">
            {store.category ? <span>{store.category}</span> : null}
            <span>
              <RatingValue rating={store.rating} />
              {store.rating !== null ? <span className="muted"> ({countOf(store.reviewCount, 'review')})</span> : null}
            </span>
            {store.city ? <span>{store.city}</span> : null}
            <OpenBadge open={open} />
          </p>
          <StoreTags tags={store.tags} />
        </div>
        {onReport ? (
          <div className="store-header__actions">
            <button type="button" className="btn btn--ghost btn--small" onClick={onReport} aria-label={`Report ${store.name}`}>Report</button>
          </div>
        ) : null}
      </div>
    </header>
  );
}

/** Spec §2: a closed store shows a banner with a link to /stores and takes no orders. */
export function ClosedBanner() {
  return (
    <div className="notice notice--warning closed-banner" role="status">
      <strong>This store is currently closed.</strong> It is not accepting orders right now; you can still browse its products.{' '}
      <Link to="/stores">Browse other stores</Link>
    </div>
  );
}
