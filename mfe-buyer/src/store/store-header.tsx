import { Link, withTags } from '@haat/web-kit';
import type { StoreDetails } from './store-details.ts';
import { ProductImage } from '../common/product-image.tsx';
import { RatingValue } from '../common/rating-value.tsx';
import { OpenBadge, StoreTags, VerifiedBadge } from './store-badges.tsx';
import { useT } from '../i18n.ts';
import messages from './messages.json';
import { bold } from '../common/tags.tsx';

/**
 * The store page's header: banner picture, logo, name (with the Verified badge), category, rating ('New' without reviews), city, open or closed, tags,
 * and Report (`onReport`; left out for the store's own seller).
 */
export function StoreHeader({ store, open, onReport }: { store: StoreDetails; open: boolean; onReport?: (() => void) | undefined }) {
  const t = useT(messages);
  return (
    <header className="store-header">
      <div className="store-header__banner">
        <ProductImage className="store-header__banner-image" src={store.bannerImage || store.image} alt="" eager width={1200} height={300} />
      </div>
      <div className="store-header__main">
        <ProductImage className="store-header__logo" src={store.image} alt={t('store.logo', { store: store.name })} eager width={96} height={96} />
        <div className="store-header__body">
          <div className="store-title">
            <h1 className="store-header__name">{store.name}</h1>
            {store.verified ? <VerifiedBadge /> : null}
          </div>
          <p className="store-header__meta">
            {store.category ? <span>{store.category}</span> : null}
            <span>
              <RatingValue rating={store.rating} />
              {store.rating !== null ? <span className="muted"> {t('store.reviewCount', { count: store.reviewCount })}</span> : null}
            </span>
            {store.city ? <span>{store.city}</span> : null}
            <OpenBadge open={open} />
          </p>
          <StoreTags tags={store.tags} />
        </div>
        {onReport ? (
          <div className="store-header__actions">
            <button type="button" className="btn btn--ghost btn--small" onClick={onReport} aria-label={t('store.reportStore', { store: store.name })}>{t('store.report')}</button>
          </div>
        ) : null}
      </div>
    </header>
  );
}

/** Spec §2: a closed store shows a banner with a link to /stores and takes no orders. */
export function ClosedBanner() {
  const t = useT(messages);
  return (
    <div className="notice notice--warning closed-banner" role="status">
      {withTags(t('store.closed'), { b: bold })}{' '}
      <Link to="/stores">{t('store.browseOther')}</Link>
    </div>
  );
}
