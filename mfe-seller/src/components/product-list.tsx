import { ErrorState, formatPrice, LoadingState } from '@haat/web-kit';
import { useQuery } from '@tanstack/react-query';
import { idOf } from '@haat/contracts/reply-fields';
import { fetchProducts } from '../common/seller-api.ts';

/** What the store sells now: name, price and stock. */
export function ProductList({ storeId }: { storeId: string }) {
  const products = useQuery({ queryKey: ['seller-products', storeId], queryFn: ({ signal }) => fetchProducts(storeId, signal) });
  return (
    <section className="card seller-card" aria-labelledby="product-list-title">
      <h2 id="product-list-title">Your products{products.data ? ` (${products.data.totalCount})` : ''}</h2>
      {products.isPending ? <LoadingState label="Loading products..." /> : null}
      {products.isError ? <ErrorState message="Failed to load products. Please try again." onRetry={() => void products.refetch()} /> : null}
      {products.data && products.data.products.length === 0 ? <p className="muted">No products yet. Add your first one.</p> : null}
      {products.data && products.data.products.length > 0 ? (
        <table className="table">
          <thead><tr><th scope="col">Product</th><th scope="col">Price</th><th scope="col">Stock</th></tr></thead>
          <tbody>
            {products.data.products.map((p) => (
              <tr key={idOf(p)}>
                <td>{p.name}<br /><span className="muted small">{p.category}</span></td>
                <td>{p.discountPrice != null ? <>{formatPrice(p.discountPrice)} <s className="muted">{formatPrice(p.price)}</s></> : formatPrice(p.price)}</td>
                <td>{p.quantity === 0 ? <span className="badge badge--danger">Out of stock</span> : p.quantity}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}
