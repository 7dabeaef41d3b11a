import { Skeleton, SkeletonGroup } from '@haat/web-kit';
import { useT } from '../i18n.ts';
// The home's first screen shows the store cards' skeletons: their texts are in the home's one catalog.
import messages from '../home/messages.json';

const range = (n: number) => Array.from({ length: n }, (_, i) => i);

type Line = { width: string; height?: string };

/** Cards of a grid while it loads: the grid keeps its shape (image, then a few lines), no spinner. */
function CardGridSkeleton({ label, className, count, imageClass, lines }: { label: string; className: string; count: number; imageClass: string; lines: Line[] }) {
  return (
    <SkeletonGroup label={label} className={className}>
      {range(count).map((i) => (
        <div key={i} className="card skeleton-card">
          <Skeleton className={imageClass} />
          <div className="skeleton-card__body">
            {lines.map((line, j) => <Skeleton key={j} style={line} />)}
          </div>
        </div>
      ))}
    </SkeletonGroup>
  );
}

const STORE_CARD_LINES: Line[] = [{ width: '70%', height: '1.2em' }, { width: '45%' }, { width: '90%' }];
const PRODUCT_CARD_LINES: Line[] = [{ width: '85%' }, { width: '40%', height: '1.1em' }, { width: '100%', height: '36px' }];

/** Store cards while a list of stores loads (home, /stores). */
export function StoreCardSkeletons({ count = 3 }: { count?: number }) {
  const t = useT(messages);
  return <CardGridSkeleton label={t('home.loadingStores')} className="grid" count={count} imageClass="skeleton-card__image" lines={STORE_CARD_LINES} />;
}

/** Product cards while a store's products load, in the same grid as the cards (two a row on a phone). */
export function ProductGridSkeleton({ count = 6 }: { count?: number }) {
  const t = useT(messages);
  return <CardGridSkeleton label={t('home.loadingProducts')} className="product-grid" count={count} imageClass="skeleton-card__image skeleton-card__image--product" lines={PRODUCT_CARD_LINES} />;
}

/** A store page while the store loads: its header (banner, logo, name) and the product grid. */
export function StorePageSkeleton() {
  const t = useT(messages);
  return (
    <div className="store-skeleton">
      <SkeletonGroup label={t('home.loadingStore')} className="store-header">
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
