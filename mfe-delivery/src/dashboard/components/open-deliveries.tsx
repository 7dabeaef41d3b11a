import { EmptyState, Link } from '@haat/web-kit';
import { QueryStates } from '@haat/web-kit/query-states';
import { idOf } from '@haat/contracts/reply-fields';
import { useId } from 'react';
import { DeliveryCard } from '../../common/components/delivery-card.tsx';
import { DeliveryStatusBadge } from '../../common/components/delivery-status-badge.tsx';
import { useT } from '../../i18n.ts';
import messages from '../messages.json';
import { groupByStatus, type StatusGroup } from '../group-by-status.ts';
import { useOpenDeliveries } from '../use-dashboard.ts';

function Group({ group }: { group: StatusGroup }) {
  const headingId = useId();
  return (
    <section className="delivery-group" aria-labelledby={headingId}>
      <h3 id={headingId} className="delivery-group__title">
        <DeliveryStatusBadge status={group.status} />
        <span className="muted small">{group.orders.length}</span>
      </h3>
      <ul className="delivery-cards">
        {group.orders.map((order) => <DeliveryCard key={idOf(order)} order={order} />)}
      </ul>
    </section>
  );
}

/** Today's open deliveries, grouped by status in the order the work flows; new ones arrive live. */
export function OpenDeliveries() {
  const t = useT(messages);
  const orders = useOpenDeliveries();
  const headingId = useId();
  const groups = orders.data ? groupByStatus(orders.data) : [];
  const count = groups.reduce((n, group) => n + group.orders.length, 0);
  return (
    <section className="delivery-open" aria-labelledby={headingId}>
      <h2 id={headingId} className="section-title delivery-open__title">{t('dashboard.openTitle')}</h2>
      <QueryStates query={orders} loading={t('dashboard.loadingDeliveries')} error={t('dashboard.deliveriesError')}>
        {() => (
          <>
            <p className="visually-hidden" aria-live="polite">{t('dashboard.openCount', { count })}</p>
            {count === 0 ? (
              <EmptyState title={t('dashboard.noOpen')} action={<Link to="/delivery/orders" className="btn btn--secondary">{t('dashboard.seePast')}</Link>}>
                {t('dashboard.noOpenText')}
              </EmptyState>
            ) : groups.map((group) => <Group key={group.status} group={group} />)}
          </>
        )}
      </QueryStates>
    </section>
  );
}
