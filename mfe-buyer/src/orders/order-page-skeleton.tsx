import { Skeleton, SkeletonGroup } from '@haat/web-kit';
import { useT } from '../i18n.ts';
import messages from './messages.json';

/** The order page's shape while it loads (issue 15: skeletons, not a spinner): header, status, items. */
export function OrderPageSkeleton() {
  const t = useT(messages);
  return (
    <SkeletonGroup label={t('orders.loadingOrder')} className="order-skeleton">
      <div className="card order-skeleton__card">
        <Skeleton style={{ width: '55%', height: '1.6em' }} />
        <Skeleton style={{ width: '80%' }} />
        <Skeleton style={{ width: '30%' }} />
      </div>
      <div className="card order-skeleton__card">
        <Skeleton style={{ width: '35%', height: '1.2em' }} />
        {[0, 1, 2, 3].map((i) => <Skeleton key={i} className="order-skeleton__step" />)}
      </div>
      <div className="card order-skeleton__card">
        <Skeleton style={{ width: '25%', height: '1.2em' }} />
        {[0, 1].map((i) => (
          <div key={i} className="order-skeleton__item">
            <Skeleton className="order-skeleton__image" />
            <Skeleton style={{ width: '70%' }} />
          </div>
        ))}
      </div>
    </SkeletonGroup>
  );
}
