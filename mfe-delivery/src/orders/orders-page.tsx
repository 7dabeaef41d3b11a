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
import { useT } from '../i18n.ts';
import messages from './messages.json';
import { useDeliveryHistory } from './use-orders.ts';
import '../common/delivery.css';
import './orders.css';

/**
 * /delivery/orders: every delivery of the rider, newest assignment first, 20 a page, filtered by
 * status and assignment dates. The filters and page live in the address.
 */
export function OrdersPage() {
  const t = useT(messages);
  const [params, setParams] = useSearchParams();
  const filters = filtersFromParams(params);
  const history = useDeliveryHistory(historyQueryOf(filters));
  useDeliveryLive();
  const change = (changes: Parameters<typeof paramsWith>[1]) => setParams((current) => paramsWith(current, changes), { replace: true });
  const filtered = isFiltered(filters);

  return (
    <PageFrame className="delivery-page" title={t('orders.title')} subtitle={t('orders.subtitle')}>
      <HistoryFilterForm filters={filters} onChange={change} />
      <QueryStates query={history} loading={t('orders.loading')} error={t('orders.error')}>
        {(data) => (
          <>
            <p className="muted small delivery-history__count" aria-live="polite">
              {t(filtered ? 'orders.countMatch' : 'orders.count', { count: data.pagination.totalCount })}{history.isFetching ? t('orders.updating') : ''}
            </p>
            {data.orders.length === 0 ? (
              filtered ? (
                <EmptyState title={t('orders.noMatch')} action={<button type="button" className="btn btn--secondary" onClick={() => change({ status: '', from: '', to: '' })}>{t('orders.clearFilters')}</button>}>
                  {t('orders.noMatchText')}
                </EmptyState>
              ) : (
                <EmptyState title={t('orders.noneYet')}>{t('orders.noneYetText')}</EmptyState>
              )
            ) : (
              <ul className="delivery-cards">{data.orders.map((order) => <DeliveryCard key={idOf(order)} order={order} showDate />)}</ul>
            )}
            <Pager
              page={filters.page}
              totalPages={data.pagination.totalPages}
              busy={history.isFetching}
              label={t('orders.pages')}
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
