import { EmptyState, ErrorState, LoadingState, useSession } from '@haat/web-kit';
import type { Order } from '@haat/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { fetchMyOrders, orderIdOf } from '../api/orders-api.ts';
import { OrderCard } from '../components/order-card.tsx';
import { returnLabel } from '../components/order-status.tsx';
import '../styles/buyer.css';

const STATUS_FILTERS = [
  ['all', 'All orders'], ['processing', 'Processing'], ['confirmed', 'Confirmed'], ['shipped', 'Shipped'], ['delivered', 'Delivered'],
  ['cancelled', 'Cancelled'], ['return-requested', 'Return Requested'], ['return-approved', 'Return Approved'], ['return-rejected', 'Return Rejected'],
] as const;
type StatusFilter = (typeof STATUS_FILTERS)[number][0];

/** Spec §5: search matches the order id or the store name; the status filter includes return states. */
function matches(order: Order, search: string, status: StatusFilter): boolean {
  const needle = search.trim().toLowerCase();
  if (needle && !orderIdOf(order).toLowerCase().includes(needle) && !(order.storeId?.name ?? '').toLowerCase().includes(needle)) return false;
  if (status === 'all') return true;
  if (status.startsWith('return-')) return returnLabel(order)?.toLowerCase().replace(' ', '-') === status;
  return order.status.toLowerCase() === status;
}

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

function OrderList() {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');
  const query = useInfiniteQuery({
    queryKey: ['my-orders'],
    queryFn: ({ pageParam, signal }) => fetchMyOrders(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasNextPage ? last.currentPage + 1 : undefined),
  });

  if (query.isPending) return <LoadingState label="Loading your orders..." />;
  if (query.isError) return <ErrorState message="Failed to fetch your orders. Please try again later." onRetry={() => void query.refetch()} />;

  const orders = query.data.pages.flatMap((p) => p.data ?? []);
  const totalCount = query.data.pages[0]?.totalCount ?? orders.length;
  if (orders.length === 0) {
    return <EmptyState title="No orders yet" action={<Link className="btn btn--primary" to="/stores">Browse Stores</Link>}>When you place an order it shows up here.</EmptyState>;
  }
  const shown = orders.filter((o) => matches(o, search, status));
  return (
    <>
      <div className="filters">
        <div className="field">
          <label className="visually-hidden" htmlFor="order-search">Search orders</label>
          <input id="order-search" className="field__input" type="search" placeholder="Search by order id or store" value={search} onChange={(e) => setSearch(e.target.value)} />
        </div>
        <div className="field">
          <label className="visually-hidden" htmlFor="order-status">Filter by status</label>
          <select id="order-status" className="field__input" value={status} onChange={(e) => setStatus(e.target.value as StatusFilter)}>
            {STATUS_FILTERS.map(([value, label]) => <option key={value} value={value}>{label}</option>)}
          </select>
        </div>
      </div>
      {shown.length === 0 ? (
        <EmptyState title="No matching orders" action={<button type="button" className="btn btn--secondary" onClick={() => { setSearch(''); setStatus('all'); }}>Clear Filters</button>} />
      ) : (
        <div className="order-list">{shown.map((o) => <OrderCard key={orderIdOf(o)} order={o} />)}</div>
      )}
      <div className="load-more">
        <p className="muted" aria-live="polite">Showing {orders.length} of {totalCount} orders</p>
        {query.hasNextPage ? (
          <button type="button" className="btn btn--secondary" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
            {query.isFetchingNextPage ? 'Loading...' : 'Load More'}
          </button>
        ) : null}
        <Link to="/stores">Continue Shopping</Link>
      </div>
    </>
  );
}

/** /orders: 'Your Orders' for buyers; visitors get the login prompt (spec §2 'Orders list'). */
export function OrdersPage() {
  const { user, status } = useSession();
  return (
    <section className="page page--narrow" aria-labelledby="orders-title">
      <h1 id="orders-title" className="page__title">Your Orders</h1>
      {status === 'loading' ? <LoadingState /> : user ? <OrderList /> : <LoginToViewOrders />}
    </section>
  );
}
