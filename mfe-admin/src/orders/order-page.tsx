import type { Order } from '@haat/contracts';
import { orderItemLine } from '@haat/contracts/order-item-name';
import { idOf } from '@haat/contracts/reply-fields';
import { describeError, ErrorState, formatPrice, isApiError, LoadingState, shortOrderId } from '@haat/web-kit';
import { useParams } from 'react-router';
import { AdminPage } from '../common/admin-page.tsx';
import { ContactLines } from '../common/contact-lines.tsx';
import { StatusBadge } from '../common/status-badge.tsx';
import { TimeText } from '../common/time-text.tsx';
import { useT } from '../i18n.ts';
import { deliveryStatusText, orderMessages, orderStatusText, paymentText, returnStatusText } from './order-labels.ts';
import { useOrder } from './orders-api.ts';

/**
 * /admin/orders/:orderId: one order as the admin team needs it to answer a complaint: its status and
 * money, its lines, the store, and the buyer's delivery contact. Read only: the store acts on its orders.
 */
export function OrderPage() {
  const t = useT(orderMessages);
  const { orderId = '' } = useParams();
  const order = useOrder(orderId);
  const title = t('orders.title', { ref: shortOrderId(orderId) });
  const back = { to: '/admin/grievances', label: t('orders.grievances') };
  if (order.isPending) return <AdminPage title={title} back={back}><LoadingState label={t('orders.loading')} /></AdminPage>;
  if (order.isError) {
    const gone = isApiError(order.error) && (order.error.status === 404 || order.error.status === 400);
    return (
      <AdminPage title={title} back={back}>
        <ErrorState message={gone ? t('orders.notFound') : describeError(order.error, t('orders.loadError'))} onRetry={gone ? undefined : () => void order.refetch()} />
      </AdminPage>
    );
  }
  const o = order.data;
  const to = o.shippingAddress;
  return (
    <AdminPage title={<>{title} <StatusBadge tone={o.status === 'Cancelled' ? 'danger' : o.status === 'Delivered' ? 'success' : 'info'}>{orderStatusText(o.status, t)}</StatusBadge></>}
      tabTitle={title}
      subtitle={t('orders.fromStore', { store: o.storeId.name })}
      back={back}
    >
      <div className="admin-columns">
        <div className="admin-columns__main">
          <section className="admin-card" aria-labelledby="order-items-title">
            <h2 id="order-items-title" className="admin-card__title">{t('orders.items')}</h2>
            <ul className="admin-lines">
              {o.items.map((item) => (
                <li key={idOf(item)}>
                  <span>{item.cancelled ? <s>{orderItemLine(item)}</s> : orderItemLine(item)}{item.cancelled ? <span className="muted small"> {t('orders.cancelledLine')}</span> : null}</span>
                  <span>{formatPrice(item.price * item.quantity)}</span>
                </li>
              ))}
              <li><span>{t('orders.shipping')}</span><span>{formatPrice(o.shippingFee)}</span></li>
              <li className="admin-lines__total"><span>{t('orders.total')}</span><span>{formatPrice(o.totalPrice)}</span></li>
            </ul>
          </section>
          <section className="admin-card" aria-labelledby="order-facts-title">
            <h2 id="order-facts-title" className="admin-card__title">{t('orders.order')}</h2>
            <dl className="admin-facts">
              <div><dt>{t('orders.placed')}</dt><dd><TimeText value={o.createdAt} /></dd></div>
              <div><dt>{t('orders.payment')}</dt><dd>{o.isPaid ? t('orders.paid', { method: paymentText(o.paymentMethod, t) }) : paymentText(o.paymentMethod, t)}</dd></div>
              <div><dt>{t('common.store')}</dt><dd>{o.storeId.name}<span className="admin-cell-sub">{o.storeId.address}</span></dd></div>
              <div>
                <dt>{t('orders.delivery')}</dt>
                <dd>{o.delivery ? t('orders.deliveryLine', { status: deliveryStatusText(o.delivery.status, t), partner: o.delivery.partnerName }) : t('orders.noPartner')}</dd>
              </div>
              {o.returnRequest.isRequested ? <div><dt>{t('orders.return')}</dt><dd><ReturnLine request={o.returnRequest} /></dd></div> : null}
            </dl>
          </section>
        </div>
        <div className="admin-columns__side">
          <section className="admin-card" aria-labelledby="order-buyer-title">
            <h2 id="order-buyer-title" className="admin-card__title">{t('orders.deliverTo')}</h2>
            <dl className="admin-facts">
              <div><dt>{t('orders.name')}</dt><dd>{to.name}</dd></div>
              <div><dt>{t('orders.address')}</dt><dd>{to.address}, {to.city} {to.postalCode}</dd></div>
              <ContactLines email={to.email} phone={to.phone} />
            </dl>
          </section>
        </div>
      </div>
    </AdminPage>
  );
}

/** Where the buyer's return request stands, and why they asked (their words). */
function ReturnLine({ request }: { request: Order['returnRequest'] }) {
  const t = useT(orderMessages);
  const status = request.status ? returnStatusText(request.status, t) : '';
  return request.reason ? t('orders.returnWithReason', { status, reason: request.reason }) : status;
}
