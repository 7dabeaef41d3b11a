import { Skeleton, SkeletonGroup } from '@haat/web-kit';

const range = (n: number) => Array.from({ length: n }, (_, i) => i);

/** Store cards while the home page's stores load: the grid keeps its shape, no spinner. */
export function StoreCardSkeletons({ count = 3 }: { count?: number }) {
  return (
    <SkeletonGroup label="Loading stores..." className="grid">
      {range(count).map((i) => (
        <div key={i} className="card skeleton-card">
          <Skeleton className="skeleton-card__image" />
          <div className="skeleton-card__body">
            <Skeleton style={{ width: '70%', height: '1.2em' }} />
            <Skeleton style={{ width: '45%' }} />
            <Skeleton style={{ width: '90%' }} />
          </div>
        </div>
      ))}
    </SkeletonGroup>
  );
}

/** Product cards while a store's products load, in the same grid as the cards (two a row on a phone). */
export function ProductGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <SkeletonGroup label="Loading products..." className="product-grid">
      {range(count).map((i) => (
        <div key={i} className="card skeleton-card">
          <Skeleton className="skeleton-card__image skeleton-card__image--product" />
          <div className="skeleton-card__body">
            <Skeleton style={{ width: '85%' }} />
            <Skeleton style={{ width: '40%', height: '1.1em' }} />
            <Skeleton style={{ width: '100%', height: '36px' }} />
          </div>
        </div>
      ))}
    </SkeletonGroup>
  );
}

/** A store page while the store loads: its header (banner, logo, name) and the product grid. */
export function StorePageSkeleton() {
  return (
    <div className="store-skeleton">
      <SkeletonGroup label="Loading store..." className="store-header">
        <Skeleton className="store-skeleton__banner" />
        <div className="store-skeleton__main">
          <Skeleton className="store-skeleton__logo" />
          <div className="store-skeleton__text">
            <Skeleton style={{ width: '60%', height: '1.6em' }} />
            <Skeleton style={{ width: '40%' }} />
          </div>
        </div>
      </SkeletonGroup>
      <ProductGridSkeleton />
    </div>
  );
}
