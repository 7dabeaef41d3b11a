import { EmptyState, useDebounced, Link, withTags } from '@haat/web-kit';
import type { OrderStatus } from '@haat/contracts';
import { idOf } from '@haat/contracts/reply-fields';
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageFrame } from '@haat/web-kit/page';
import { Pager } from '@haat/web-kit/pager';
import { QueryStates } from '@haat/web-kit/query-states';
import { CurrentStoreGate } from '../common/current-store-gate.tsx';
import { OrderFilters } from './components/order-filters.tsx';
import { OrderRow } from './components/order-row.tsx';
import { isOrderStatus } from './order-statuses.ts';
import { needsAssignment, partnerOptions } from './order-delivery.ts';
import { useDeliveryPartners } from '../delivery-partners/use-delivery-partners.ts';
import { useStoreOrders, useStoreOrdersLive } from './use-orders.ts';
import '../common/seller.css';
import './orders.css';
import { useT } from '../i18n.ts';
import messages from './messages.json';

const SEARCH_DELAY_MS = 300;
const PARTNERS_LINK_TAG = { link: (text: string) => <Link to="/manage-delivery-partners">{text}</Link> };

/**
 * /manage-orders and /dashboard/orders: the current store's orders, newest first, 20 a page, with a
 * status filter and a search by order id, customer name or phone. The filter, search and page live
 * in the address (?status=&q=&page=), so Back from an order returns to the same list. New orders
 * arrive live.
 */
export function OrdersPage() {
  const t = useT(messages);
  const body = (
    <CurrentStoreGate noStore={t('orders.noStore')}>
      {(_store, storeId) => <StoreOrderList storeId={storeId} />}
    </CurrentStoreGate>
  );
  return (
    <PageFrame title={t('orders.pageTitle')} subtitle={t('orders.pageSubtitle')}>
      {body}
    </PageFrame>
  );
}

function StoreOrderList({ storeId }: { storeId: string }) {
  const t = useT(messages);
  const [params, setParams] = useSearchParams();
  const statusParam = params.get('status');
  const status: OrderStatus | '' = isOrderStatus(statusParam) ? statusParam : '';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const [searchText, setSearchText] = useState(params.get('q') ?? '');
  const search = useDebounced(searchText.trim(), SEARCH_DELAY_MS);
  useStoreOrdersLive(storeId);

  const update = useCallback((changes: Record<string, string>) => setParams((current) => {
    const next = new URLSearchParams(current);
    for (const [key, value] of Object.entries(changes)) {
      if (value === '' || (key === 'page' && value === '1')) next.delete(key);
      else next.set(key, value);
    }
    return next;
  }, { replace: true }), [setParams]);
  // The settled search text goes to the address (and back to page 1).
  const searchParam = params.get('q') ?? '';
  useEffect(() => {
    if (search !== searchParam) update({ q: search, page: '1' });
  }, [search, searchParam, update]);

  const orders = useStoreOrders(storeId, { status, search: searchParam, page });
  const filtered = status !== '' || searchParam !== '';
  // The partners are read once for the whole page, and only when a row on it can be assigned.
  const assignable = orders.data?.orders.some(needsAssignment) ?? false;
  const partners = useDeliveryPartners({ enabled: assignable });
  const options = partners.data ? partnerOptions(partners.data) : null;

  return (
    <div className="orders-list">
      <OrderFilters status={status} search={searchText} onStatus={(s) => update({ status: s, page: '1' })} onSearch={setSearchText} />
      <QueryStates query={orders} loading={t('orders.loading')} error={t('orders.loadFailed')}>
        {(data) => (
          <>
            <p className="muted small orders-list__count" aria-live="polite">
              {t(filtered ? 'orders.countMatching' : 'orders.count', { count: data.totalCount, shown: data.totalCount.toLocaleString('en-IN') })}
              {orders.isFetching ? t('orders.updating') : ''}
            </p>
            {assignable && partners.data?.length === 0 ? (
              <p className="small muted orders-list__hint">{withTags(t('orders.partnersHint'), PARTNERS_LINK_TAG)}</p>
            ) : null}
            {data.orders.length === 0 ? (
              filtered ? (
                <EmptyState
                  title={t('orders.noMatchTitle')}
                  action={<button type="button" className="btn btn--secondary" onClick={() => { setSearchText(''); update({ status: '', q: '', page: '1' }); }}>{t('orders.clearFilters')}</button>}
                >
                  {t('orders.noMatchText')}
                </EmptyState>
              ) : (
                <EmptyState title={t('orders.emptyTitle')}>{t('orders.emptyText')}</EmptyState>
              )
            ) : (
              <ul className="order-rows">
                {data.orders.map((order) => <OrderRow key={idOf(order)} order={order} assignTo={needsAssignment(order) ? options : null} />)}
              </ul>
            )}
            <Pager page={page} totalPages={data.totalPages} busy={orders.isFetching} label={t('orders.pages')} onPage={(p) => { update({ page: String(p) }); window.scrollTo({ top: 0 }); }} />
          </>
        )}
      </QueryStates>
    </div>
  );
}
