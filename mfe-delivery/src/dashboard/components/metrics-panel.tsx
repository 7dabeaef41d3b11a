import { formatPrice } from '@haat/web-kit';
import { QueryStates } from '@haat/web-kit/query-states';
import type { DeliveryMetrics } from '@haat/contracts';
import { useId } from 'react';
import { useDeliveryMetrics } from '../use-dashboard.ts';

const ordersText = (n: number) => (n === 1 ? '1 order' : `${n} orders`);

function Tile({ label, value }: { label: string; value: number }) {
  return (
    <div className="card delivery-tile">
      <dt className="delivery-tile__label">{label}</dt>
      <dd className="delivery-tile__value">{value.toLocaleString('en-IN')}</dd>
    </div>
  );
}

function CashCard({ metrics }: { metrics: DeliveryMetrics }) {
  const titleId = useId();
  const stores = metrics.cashToHandOver.filter((store) => store.amount > 0);
  return (
    <section className="card delivery-cash" aria-labelledby={titleId}>
      <div className="delivery-cash__head">
        <h2 id={titleId} className="delivery-cash__title">Cash to hand over</h2>
        <strong className="delivery-cash__total">{formatPrice(metrics.cashToHandOverTotal)}</strong>
      </div>
      {stores.length === 0 ? (
        <p className="muted small delivery-cash__none">No cash to hand over. Cash you collect on delivery shows here until the store receives it.</p>
      ) : (
        <ul className="delivery-cash__stores">
          {stores.map((store) => (
            <li key={store.storeId} className="delivery-cash__store">
              <span className="delivery-cash__store-name">{store.storeName}</span>
              <span className="muted small">{ordersText(store.orders)}</span>
              <strong>{formatPrice(store.amount)}</strong>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The metrics cards: deliveries today, this week, open, and the cash to hand over per store. */
export function MetricsPanel() {
  const metrics = useDeliveryMetrics();
  return (
    <QueryStates query={metrics} loading="Loading your numbers..." error="Could not load your numbers.">
      {(data) => (
        <div className="delivery-metrics">
          <dl className="delivery-tiles">
            <Tile label="Deliveries today" value={data.deliveredToday} />
            <Tile label="This week" value={data.deliveredThisWeek} />
            <Tile label="Open" value={data.openDeliveries} />
          </dl>
          <CashCard metrics={data} />
        </div>
      )}
    </QueryStates>
  );
}
