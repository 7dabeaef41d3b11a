import { shortOrderId, withTags } from '@haat/web-kit';
import { orderIdOf } from '../orders/order-view.ts';
import type { PlacementResult } from './use-place-orders.ts';
import { useT } from '../i18n.ts';
import messages from './messages.json';
import { linkTo } from '../common/tags.tsx';

/** After a checkout where some stores' orders failed: which were placed and which were not, and why. */
export function PlacementResults({ results }: { results: readonly PlacementResult[] }) {
  const t = useT(messages);
  if (results.every((r) => r.ok)) return null;
  return (
    <div className="placement-results" role="alert">
      <p className="placement-results__title">{t(results.some((r) => r.ok) ? 'checkout.somePlaced' : 'checkout.notPlaced')}</p>
      <ul className="placement-results__list">
        {results.map((r) => (r.ok ? (
          <li key={r.storeId} className="placement-results__ok">
            <span aria-hidden="true">✓ </span>
            {withTags(t('checkout.placedWith', { store: r.storeName, id: shortOrderId(orderIdOf(r.order)) }), {
              link: linkTo(`/orders/${encodeURIComponent(orderIdOf(r.order))}`),
            })}
          </li>
        ) : (
          <li key={r.storeId} className="placement-results__failed">
            <span aria-hidden="true">✕ </span>{t('checkout.failedAt', { store: r.storeName, message: r.message })}
          </li>
        )))}
      </ul>
      {results.some((r) => !r.ok) ? <p className="small">{t('checkout.fixAndRetry')}</p> : null}
    </div>
  );
}
