import { countOf, EmptyState, ErrorState, LoadingState, useDocumentTitle, useSession, Link } from '@haat/web-kit';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { fetchMyOrders } from './orders-api.ts';
import { OrderCard } from './order-card.tsx';
import { MY_ORDERS_KEY, useLiveOrderUpdates } from './use-order.ts';
import { filterOrders, isFiltering, isStatusFilter, showingText, STATUS_FILTERS, type StatusFilter } from './order-filters.ts';
import { ORDERS_LOAD_FAILED_TEXT } from './order-texts.ts';
import { orderIdOf } from './order-view.ts';
import '../common/buyer.css';
import './orders.css';

function LoginToViewOrders() {
  return (
    <EmptyState
      title="Login to View Orders"
      action={
        <div className="inline-actions">
          <Link className="btn btn--primary" to="/login" state={{ returnTo: '/orders' }}>Login</Link>
          <Link className="btn btn--ghost" to="/register" state={{ returnTo: '/orders' }}>Sign Up</Link>
        </div>
      }
    >
      Sign in to see and track the orders you have placed.
    </EmptyState>
  );
}

/** Orders, 20 a page with 'Load More'; the search and the status filter work on the orders loaded (spec §5). */
function OrderList() {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');
  const query = useInfiniteQuery({
    queryKey: MY_ORDERS_KEY,
    queryFn: ({ pageParam, signal }) => fetchMyOrders(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasNextPage ? last.currentPage + 1 : undefined),
  });

  if (query.isPending) return <LoadingState label="Loading your orders..." />;
  if (query.isError) return <ErrorState message={ORDERS_LOAD_FAILED_TEXT} onRetry={() => void query.refetch()} />;

  const orders = query.data.pages.flatMap((p) => p.orders);
  const totalCount = query.data.pages[0]?.totalCount ?? orders.length;
  if (orders.length === 0) {
    return (
      <EmptyState title="No orders yet" action={<Link className="btn btn--primary" to="/stores">Browse Stores</Link>}>
        When you place an order it shows up here.
      </EmptyState>
    );
  }
  const filtering = isFiltering(search, status);
  const shown = filterOrders(orders, search, status);
  const clear = () => { setSearch(''); setStatus('all'); };
  return (
    <>
      <div className="filters" role="search" aria-label="Search your orders">
        <div className="field">
          <label className="visually-hidden" htmlFor="order-search">Search orders by order ID or store name</label>
          <input id="order-search" className="field__input" type="search" placeholder="Search by order ID or store name" value={search} onChange={(e) => setSearch(e.target.value)} />
        </div>
        <div className="field">
          <label className="visually-hidden" htmlFor="order-status">Filter by status</label>
          <select id="order-status" className="field__input" value={status} onChange={(e) => { if (isStatusFilter(e.target.value)) setStatus(e.target.value); }}>
            {STATUS_FILTERS.map((f) => <option key={f.value} value={f.value}>{f.label}</option>)}
          </select>
        </div>
      </div>
      {filtering && query.hasNextPage ? (
        <p className="muted small orders-toolbar__hint">Searching the {countOf(orders.length, 'order')} loaded so far. Load more to include older orders.</p>
      ) : null}
      {shown.length === 0 ? (
        <EmptyState title="No matching orders" action={<button type="button" className="btn btn--secondary" onClick={clear}>Clear Filters</button>}>
          No order matches your search or the status you chose.
        </EmptyState>
      ) : (
        <div className="order-list">{shown.map((o) => <OrderCard key={orderIdOf(o)} order={o} />)}</div>
      )}
      <div className="load-more">
        <p className="muted" role="status">{showingText(shown.length, totalCount)}</p>
        {query.hasNextPage ? (
          <button type="button" className="btn btn--secondary" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
            {query.isFetchingNextPage ? 'Loading...' : 'Load More'}
          </button>
        ) : null}
        {query.isFetchNextPageError ? <p className="form-error" role="alert">{ORDERS_LOAD_FAILED_TEXT}</p> : null}
        <Link className="btn btn--ghost" to="/stores">Continue Shopping</Link>
      </div>
    </>
  );
}

/** /orders: 'Your Orders' for buyers; visitors get the login prompt (spec §2 'Orders list'). */
export function OrdersPage() {
  useDocumentTitle('Your Orders');
  const { user, status } = useSession();
  useLiveOrderUpdates();
  return (
    <section className="page page--narrow" aria-labelledby="orders-title">
      <h1 id="orders-title" className="page__title">Your Orders</h1>
      {status === 'loading' ? <LoadingState /> : user ? <OrderList /> : <LoginToViewOrders />}
    </section>
  );
}
