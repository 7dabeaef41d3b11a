import { EmptyState, ErrorState, LoadingState } from '@haat/web-kit';
import { useQuery } from '@tanstack/react-query';
import { idOf } from '@haat/contracts/reply-fields';
import { fetchStoreOrders } from '../common/seller-api.ts';
import { storeOrdersKey } from './orders/use-order-refresh.ts';
import { SellerOrderCard } from './seller-order-card.tsx';

/** The store's orders, refreshed every 30 s (and after each order action) so changes appear without a reload. */
export function StoreOrders({ storeId }: { storeId: string }) {
  const orders = useQuery({
    queryKey: storeOrdersKey(storeId),
    queryFn: ({ signal }) => fetchStoreOrders(storeId, signal),
    refetchInterval: 30_000,
  });
  return (
    <section aria-labelledby="store-orders-title">
      <h2 id="store-orders-title" className="section-title">Store Orders</h2>
      {orders.isPending ? <LoadingState label="Loading orders..." /> : null}
      {orders.isError ? <ErrorState message="Failed to load orders. Please try again." onRetry={() => void orders.refetch()} /> : null}
      {orders.isSuccess && orders.data.length === 0 ? <EmptyState title="No orders yet">Orders from buyers show up here.</EmptyState> : null}
      {orders.isSuccess && orders.data.length > 0 ? (
        <div className="seller-orders">{orders.data.map((o) => <SellerOrderCard key={idOf(o)} order={o} storeId={storeId} />)}</div>
      ) : null}
    </section>
  );
}
