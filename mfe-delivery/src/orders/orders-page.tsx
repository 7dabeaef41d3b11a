import { EmptyState } from '@haat/web-kit';
import { idOf } from '@haat/contracts/reply-fields';
import { useSearchParams } from 'react-router';
import { DeliveryCard } from '../common/components/delivery-card.tsx';
import { PageFrame } from '@haat/web-kit/page';
import { Pager } from '@haat/web-kit/pager';
import { QueryStates } from '@haat/web-kit/query-states';
import { useDeliveryLive } from '../common/use-delivery-live.ts';
import { HistoryFilterForm } from './components/history-filter-form.tsx';
import { filtersFromParams, historyQueryOf, isFiltered, paramsWith } from './history-filters.ts';
import { useDeliveryHistory } from './use-orders.ts';
import '../common/delivery.css';
import './orders.css';

const countText = (n: number) => (n === 1 ? '1 delivery' : `${n.toLocaleString('en-IN')} deliveries`);

/**
 * /delivery/orders: every delivery of the rider, newest assignment first, 20 a page, filtered by
 * status and assignment dates. The filters and page live in the address.
 */
export function OrdersPage() {
  const [params, setParams] = useSearchParams();
  const filters = filtersFromParams(params);
  const history = useDeliveryHistory(historyQueryOf(filters));
  useDeliveryLive();
  const change = (changes: Parameters<typeof paramsWith>[1]) => setParams((current) => paramsWith(current, changes), { replace: true });
  const filtered = isFiltered(filters);

  return (
    <PageFrame className="delivery-page" title="My Deliveries" subtitle="Every order you were given, newest first.">
      <HistoryFilterForm filters={filters} onChange={change} />
      <QueryStates query={history} loading="Loading your deliveries..." error="Could not load your deliveries.">
        {(data) => (
          <>
            <p className="muted small delivery-history__count" aria-live="polite">
              {countText(data.pagination.totalCount)}{filtered ? ' match' : ''}{history.isFetching ? ' · updating…' : ''}
            </p>
            {data.orders.length === 0 ? (
              filtered ? (
                <EmptyState title="No deliveries match" action={<button type="button" className="btn btn--secondary" onClick={() => change({ status: '', from: '', to: '' })}>Clear filters</button>}>
                  Try another status or other dates.
                </EmptyState>
              ) : (
                <EmptyState title="No deliveries yet">Orders a store gives you to deliver show up here.</EmptyState>
              )
            ) : (
              <ul className="delivery-cards">{data.orders.map((order) => <DeliveryCard key={idOf(order)} order={order} showDate />)}</ul>
            )}
            <Pager
              page={filters.page}
              totalPages={data.pagination.totalPages}
              busy={history.isFetching}
              label="Delivery pages"
              small={false}
              className="delivery-pager"
              onPage={(page) => { change({ page: String(page) }); window.scrollTo({ top: 0 }); }}
            />
          </>
        )}
      </QueryStates>
    </PageFrame>
  );
}
