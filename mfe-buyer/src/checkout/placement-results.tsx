import { shortOrderId, Link } from '@haat/web-kit';
import { orderIdOf } from '../orders/order-view.ts';
import type { PlacementResult } from './use-place-orders.ts';

/** After a checkout where some stores' orders failed: which were placed and which were not, and why. */
export function PlacementResults({ results }: { results: readonly PlacementResult[] }) {
  if (results.every((r) => r.ok)) return null;
  return (
    <div className="placement-results" role="alert">
      <p className="placement-results__title">{results.some((r) => r.ok) ? 'Some orders were placed, some were not:' : 'Your order was not placed:'}</p>
      <ul className="placement-results__list">
        {results.map((r) => (r.ok ? (
          <li key={r.storeId} className="placement-results__ok">
            <span aria-hidden="true">✓ </span>Order placed with {r.storeName}:{' '}
            <Link to={`/orders/${encodeURIComponent(orderIdOf(r.order))}`}>Order #{shortOrderId(orderIdOf(r.order))}</Link>
          </li>
        ) : (
          <li key={r.storeId} className="placement-results__failed">
            <span aria-hidden="true">✕ </span>{r.storeName}: {r.message}
          </li>
        )))}
      </ul>
      {results.some((r) => !r.ok) ? <p className="small">Fix what is said above and press Place Order again: stores already ordered are not ordered twice.</p> : null}
    </div>
  );
}
