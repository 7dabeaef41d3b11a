import { ErrorState, LoadingState, Link } from '@haat/web-kit';
import { idOf } from '@haat/contracts/reply-fields';
import { useLowStock } from '../use-dashboard.ts';

/** Products with 5 or fewer left (the inventory list's stock=low), with a way to restock. */
export function LowStockCard({ storeId }: { storeId: string }) {
  const lowStock = useLowStock(storeId);
  let body;
  if (lowStock.isPending) body = <LoadingState label="Loading stock..." />;
  else if (lowStock.isError) body = <ErrorState message="Failed to load low-stock products." onRetry={() => void lowStock.refetch()} />;
  else if (lowStock.data === null) body = <p className="small muted">Low-stock alerts will appear here soon. Meanwhile, check quantities on the products page.</p>;
  else if (lowStock.data.products.length === 0) body = <p className="small muted">All products have more than 5 in stock.</p>;
  else {
    body = (
      <ul className="plain-list dashboard-list">
        {lowStock.data.products.map((product) => (
          <li key={idOf(product)} className="dashboard-list__row">
            <span className="dashboard-list__name">{product.name}</span>
            <span className={`badge ${product.quantity === 0 ? 'badge--danger' : 'badge--warning'}`}>{product.quantity === 0 ? 'Out of stock' : `${product.quantity} left`}</span>
          </li>
        ))}
      </ul>
    );
  }
  const more = lowStock.data && lowStock.data.totalCount > lowStock.data.products.length ? lowStock.data.totalCount : null;
  return (
    <section className="card dashboard-card" aria-labelledby="low-stock-title">
      <h2 id="low-stock-title" className="card__title">Low stock</h2>
      {body}
      <Link to="/manage-products" className="small">{more ? `See all ${more} low-stock products` : 'Manage products'}</Link>
    </section>
  );
}
