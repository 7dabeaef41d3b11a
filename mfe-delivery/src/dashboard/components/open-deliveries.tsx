import { EmptyState, Link } from '@haat/web-kit';
import { QueryStates } from '@haat/web-kit/query-states';
import { idOf } from '@haat/contracts/reply-fields';
import { useId } from 'react';
import { DeliveryCard } from '../../common/components/delivery-card.tsx';
import { DeliveryStatusBadge } from '../../common/components/delivery-status-badge.tsx';
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
  const orders = useOpenDeliveries();
  const headingId = useId();
  const groups = orders.data ? groupByStatus(orders.data) : [];
  const count = groups.reduce((n, group) => n + group.orders.length, 0);
  return (
    <section className="delivery-open" aria-labelledby={headingId}>
      <h2 id={headingId} className="section-title delivery-open__title">Open deliveries</h2>
      <QueryStates query={orders} loading="Loading your deliveries..." error="Could not load your deliveries.">
        {() => (
          <>
            <p className="visually-hidden" aria-live="polite">{count === 1 ? '1 open delivery' : `${count} open deliveries`}</p>
            {count === 0 ? (
              <EmptyState title="No open deliveries" action={<Link to="/delivery/orders" className="btn btn--secondary">See past deliveries</Link>}>
                New deliveries appear here as soon as a store assigns them to you.
              </EmptyState>
            ) : groups.map((group) => <Group key={group.status} group={group} />)}
          </>
        )}
      </QueryStates>
    </section>
  );
}
