import type { Order } from '@haat/contracts';
import { paymentBadge, progressOf, returnState, STATUS_LABEL } from './order-view.ts';
import { useT } from '../i18n.ts';
import messages from './messages.json';

/** Status badge plus the 'Order in progress' bar: Processing 25 %, Confirmed 50 %, Shipped 75 % (spec §4). */
export function OrderStatus({ status, showLabel = false }: { status: Order['status']; showLabel?: boolean }) {
  const t = useT(messages);
  const progress = progressOf(status);
  return (
    <div className="order-status">
      <span className={`badge status-badge--${status}`}>{t(STATUS_LABEL[status])}</span>
      {progress != null ? (
        <>
          {showLabel ? <span className="order-status__label">{t('orders.inProgress')} · {progress}%</span> : null}
          <div className="progress" role="progressbar" aria-label={t('orders.inProgress')} aria-valuenow={progress} aria-valuemin={0} aria-valuemax={100}>
            <span className="progress__bar" style={{ width: `${progress}%` }} />
          </div>
        </>
      ) : null}
    </div>
  );
}

/** The payment badge (spec §4) and the return state, when there is one. */
export function OrderBadges({ order }: { order: Pick<Order, 'paymentMethod' | 'isPaid' | 'upiPayment' | 'returnRequest' | 'status'> }) {
  // Its labels are translated where they are made: the hook keeps the badges in the chosen language.
  useT(messages);
  const payment = paymentBadge(order);
  const returned = returnState(order);
  return (
    <span className="order-card__badges">
      {payment ? <span className={`badge badge--${payment.tone}`}>{payment.label}</span> : null}
      {returned ? <span className={`badge badge--${returned.tone}`}>{returned.label}</span> : null}
    </span>
  );
}
