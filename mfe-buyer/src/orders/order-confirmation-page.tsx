import { ErrorState, formatPrice, LoadingState, shortOrderId, useCartStore, useDocumentTitle, Link, withTags } from '@haat/web-kit';
import type { Order } from '@haat/contracts';
import { toPaise, toRupees } from '@haat/contracts/money';
import { orderItemName } from '@haat/contracts/order-item-name';
import { useQueries } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router';
import { fetchOrder, isOrderMissing } from './orders-api.ts';
import { EstimatedDelivery } from './estimated-delivery.tsx';
import { OrderBadges } from './order-status.tsx';
import { orderKey } from './use-order.ts';
import { confirmationIds } from '../checkout/confirmation-ids.ts';
import { orderIdOf, orderTotals, STATUS_LABEL } from './order-view.ts';
import { hidden } from '../common/hidden.tsx';
import { bold, linkTo } from '../common/tags.tsx';
import { useT } from '../i18n.ts';
import messages from './messages.json';
import '../common/buyer.css';
import './orders.css';

function PlacedOrder({ order }: { order: Order }) {
  const t = useT(messages);
  const id = orderIdOf(order);
  const totals = orderTotals(order);
  return (
    <article className="confirmation__order" aria-labelledby={`placed-${id}`}>
      <div className="confirmation__order-header">
        <h2 id={`placed-${id}`}>{t('orders.orderNumber', { id: shortOrderId(id) })}</h2>
        <span className={`badge status-badge--${order.status}`}>{t(STATUS_LABEL[order.status])}</span>
      </div>
      <p className="confirmation__meta"><strong>{order.storeId?.name ?? t('orders.store')}</strong><OrderBadges order={order} /></p>
      <ul className="summary-group__lines">
        {(order.items ?? []).map((item) => (
          <li key={item.id || item._id}>
            <span>{orderItemName(item)} × {item.quantity}</span>
            <span>{formatPrice(item.price * item.quantity)}</span>
          </li>
        ))}
      </ul>
      <dl className="order-totals__rows">
        <div><dt>{t('orders.items')}</dt><dd>{formatPrice(totals.itemsTotal)}</dd></div>
        <div><dt>{t('orders.delivery')}</dt><dd>{totals.shippingFee === 0 ? t('orders.free') : formatPrice(totals.shippingFee)}</dd></div>
        <div className="order-totals__grand"><dt>{t('orders.totalLabel')}</dt><dd>{formatPrice(totals.total)}</dd></div>
      </dl>
      <EstimatedDelivery order={order} />
      <Link to={`/orders/${encodeURIComponent(id)}`}>{withTags(t('orders.viewOrderDetails', { id: shortOrderId(id) }), { h: hidden })}</Link>
    </article>
  );
}

/** After checkout: every order placed (one per store), with its summary, and where to follow them. */
export function OrderConfirmationPage() {
  const { orderId = '' } = useParams();
  const t = useT(messages);
  useDocumentTitle(t('orders.orderPlaced'));
  const [params] = useSearchParams();
  const ids = confirmationIds(orderId, params.get('orders'));
  // Checkout already put each placed order in the cache: no request unless the page was reloaded.
  const orders = useQueries({
    queries: ids.map((id) => ({ queryKey: orderKey(id), queryFn: ({ signal }: { signal: AbortSignal }) => fetchOrder(id, signal) })),
  });
  const loaded = orders.flatMap((q) => (q.data ? [q.data] : []));
  // Lines of stores that could not take this checkout stay in the cart.
  const leftInCart = useCartStore((s) => s.lines.length);
  const grandTotal = toRupees(loaded.reduce((paise, o) => paise + toPaise(orderTotals(o).total), 0));

  return (
    <section className="page page--narrow confirmation" aria-labelledby="confirmation-title">
      <div className="card confirmation__card">
        <p className="confirmation__icon" aria-hidden="true">✓</p>
        <h1 id="confirmation-title" className="page__title">{t('orders.placedSuccessfully')}</h1>
        <p className="muted">
          {ids.length > 1 ? t('orders.placedSeveral', { count: ids.length }) : ''}
          {t('orders.thankYou')}
        </p>
        <div className="confirmation__orders">
          {orders.map((q, i) => (
            <div key={ids[i]}>
              {q.isPending ? <LoadingState label={t('orders.loadingOrder')} /> : null}
              {q.isError ? (isOrderMissing(q.error) ? <ErrorState message={t('orders.notFound')} /> : <ErrorState message={t('orders.loadFailed')} onRetry={() => void q.refetch()} />) : null}
              {q.data ? <PlacedOrder order={q.data} /> : null}
            </div>
          ))}
        </div>
        {ids.length > 1 && loaded.length === ids.length ? <p className="confirmation__grand">{withTags(t('orders.grandTotal', { amount: formatPrice(grandTotal) }), { b: bold })}</p> : null}
        {leftInCart > 0 ? (
          <p className="notice notice--info">{withTags(t('orders.leftInCart'), { link: linkTo('/cart') })}</p>
        ) : null}
        <div className="confirmation__actions">
          <Link className="btn btn--primary" to="/orders">{t('orders.viewYourOrders')}</Link>
          <Link className="btn btn--ghost" to="/stores">{t('orders.continueShopping')}</Link>
        </div>
      </div>
    </section>
  );
}
