import { formatPrice } from '@haat/web-kit';
import { QueryStates } from '@haat/web-kit/query-states';
import type { DeliveryMetrics } from '@haat/contracts';
import { useId } from 'react';
import { useT } from '../../i18n.ts';
import messages from '../messages.json';
import { useDeliveryMetrics } from '../use-dashboard.ts';

function Tile({ label, value }: { label: string; value: number }) {
  return (
    <div className="card delivery-tile">
      <dt className="delivery-tile__label">{label}</dt>
      <dd className="delivery-tile__value">{value.toLocaleString('en-IN')}</dd>
    </div>
  );
}

function CashCard({ metrics }: { metrics: DeliveryMetrics }) {
  const t = useT(messages);
  const titleId = useId();
  const stores = metrics.cashToHandOver.filter((store) => store.amount > 0);
  return (
    <section className="card delivery-cash" aria-labelledby={titleId}>
      <div className="delivery-cash__head">
        <h2 id={titleId} className="delivery-cash__title">{t('dashboard.cashTitle')}</h2>
        <strong className="delivery-cash__total">{formatPrice(metrics.cashToHandOverTotal)}</strong>
      </div>
      {stores.length === 0 ? (
        <p className="muted small delivery-cash__none">{t('dashboard.noCash')}</p>
      ) : (
        <ul className="delivery-cash__stores">
          {stores.map((store) => (
            <li key={store.storeId} className="delivery-cash__store">
              <span className="delivery-cash__store-name">{store.storeName}</span>
              <span className="muted small">{t('dashboard.orderCount', { count: store.orders })}</span>
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
  const t = useT(messages);
  const metrics = useDeliveryMetrics();
  return (
    <QueryStates query={metrics} loading={t('dashboard.loadingNumbers')} error={t('dashboard.numbersError')}>
      {(data) => (
        <div className="delivery-metrics">
          <dl className="delivery-tiles">
            <Tile label={t('dashboard.deliveriesToday')} value={data.deliveredToday} />
            <Tile label={t('dashboard.thisWeek')} value={data.deliveredThisWeek} />
            <Tile label={t('dashboard.open')} value={data.openDeliveries} />
          </dl>
          <CashCard metrics={data} />
        </div>
      )}
    </QueryStates>
  );
}
