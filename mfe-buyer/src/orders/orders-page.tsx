import { EmptyState, ErrorState, LoadingState, useDocumentTitle, useSession, Link } from '@haat/web-kit';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { fetchMyOrders } from './orders-api.ts';
import { OrderCard } from './order-card.tsx';
import { MY_ORDERS_KEY, useLiveOrderUpdates } from './use-order.ts';
import { filterOrders, isFiltering, isStatusFilter, showingText, STATUS_FILTERS, type StatusFilter } from './order-filters.ts';
import { orderIdOf } from './order-view.ts';
import { useT } from '../i18n.ts';
import messages from './messages.json';
import '../common/buyer.css';
import './orders.css';

function LoginToViewOrders() {
  const t = useT(messages);
  return (
    <EmptyState
      title={t('orders.loginToView')}
      action={
        <div className="inline-actions">
          <Link className="btn btn--primary" to="/login" state={{ returnTo: '/orders' }}>{t('orders.login')}</Link>
          <Link className="btn btn--ghost" to="/register" state={{ returnTo: '/orders' }}>{t('orders.signUp')}</Link>
        </div>
      }
    >
      {t('orders.signInText')}
    </EmptyState>
  );
}

/** Orders, 20 a page with 'Load More'; the search and the status filter work on the orders loaded (spec §5). */
function OrderList() {
  const t = useT(messages);
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');
  const query = useInfiniteQuery({
    queryKey: MY_ORDERS_KEY,
    queryFn: ({ pageParam, signal }) => fetchMyOrders(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasNextPage ? last.currentPage + 1 : undefined),
  });

  if (query.isPending) return <LoadingState label={t('orders.loadingOrders')} />;
  if (query.isError) return <ErrorState message={t('orders.loadFailedList')} onRetry={() => void query.refetch()} />;

  const orders = query.data.pages.flatMap((p) => p.orders);
  const totalCount = query.data.pages[0]?.totalCount ?? orders.length;
  if (orders.length === 0) {
    return (
      <EmptyState title={t('orders.noOrders')} action={<Link className="btn btn--primary" to="/stores">{t('orders.browseStores')}</Link>}>
        {t('orders.noOrdersText')}
      </EmptyState>
    );
  }
  const filtering = isFiltering(search, status);
  const shown = filterOrders(orders, search, status);
  const clear = () => { setSearch(''); setStatus('all'); };
  return (
    <>
      <div className="filters" role="search" aria-label={t('orders.searchYourOrders')}>
        <div className="field">
          <label className="visually-hidden" htmlFor="order-search">{t('orders.searchLabel')}</label>
          <input id="order-search" className="field__input" type="search" placeholder={t('orders.searchPlaceholder')} value={search} onChange={(e) => setSearch(e.target.value)} />
        </div>
        <div className="field">
          <label className="visually-hidden" htmlFor="order-status">{t('orders.filterByStatus')}</label>
          <select id="order-status" className="field__input" value={status} onChange={(e) => { if (isStatusFilter(e.target.value)) setStatus(e.target.value); }}>
            {STATUS_FILTERS.map((f) => <option key={f.value} value={f.value}>{t(f.label)}</option>)}
          </select>
        </div>
      </div>
      {filtering && query.hasNextPage ? (
        <p className="muted small orders-toolbar__hint">{t('orders.searchingLoaded', { count: orders.length })}</p>
      ) : null}
      {shown.length === 0 ? (
        <EmptyState title={t('orders.noMatching')} action={<button type="button" className="btn btn--secondary" onClick={clear}>{t('orders.clearFilters')}</button>}>
          {t('orders.noMatchingText')}
        </EmptyState>
      ) : (
        <div className="order-list">{shown.map((o) => <OrderCard key={orderIdOf(o)} order={o} />)}</div>
      )}
      <div className="load-more">
        <p className="muted" role="status">{showingText(shown.length, totalCount)}</p>
        {query.hasNextPage ? (
          <button type="button" className="btn btn--secondary" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
            {t(query.isFetchingNextPage ? 'orders.loading' : 'orders.loadMore')}
          </button>
        ) : null}
        {query.isFetchNextPageError ? <p className="form-error" role="alert">{t('orders.loadFailedList')}</p> : null}
        <Link className="btn btn--ghost" to="/stores">{t('orders.continueShopping')}</Link>
      </div>
    </>
  );
}

/** /orders: 'Your Orders' for buyers; visitors get the login prompt (spec §2 'Orders list'). */
export function OrdersPage() {
  const t = useT(messages);
  useDocumentTitle(t('orders.yourOrders'));
  const { user, status } = useSession();
  useLiveOrderUpdates();
  return (
    <section className="page page--narrow" aria-labelledby="orders-title">
      <h1 id="orders-title" className="page__title">{t('orders.yourOrders')}</h1>
      {status === 'loading' ? <LoadingState /> : user ? <OrderList /> : <LoginToViewOrders />}
    </section>
  );
}
