import type { Order } from '@haat/contracts';
import { ORDER_IN_PROGRESS_LABEL } from './order-texts.ts';
import { paymentBadge, progressOf, returnState } from './order-view.ts';

/** Status badge plus the 'Order in progress' bar: Processing 25 %, Confirmed 50 %, Shipped 75 % (spec §4). */
export function OrderStatus({ status, showLabel = false }: { status: Order['status']; showLabel?: boolean }) {
  const progress = progressOf(status);
  return (
    <div className="order-status">
      <span className={`badge status-badge--${status}`}>{status}</span>
      {progress != null ? (
        <>
          {showLabel ? <span className="order-status__label">{ORDER_IN_PROGRESS_LABEL} · {progress}%</span> : null}
          <div className="progress" role="progressbar" aria-label={ORDER_IN_PROGRESS_LABEL} aria-valuenow={progress} aria-valuemin={0} aria-valuemax={100}>
            <span className="progress__bar" style={{ width: `${progress}%` }} />
          </div>
        </>
      ) : null}
    </div>
  );
}

/** The payment badge (spec §4) and the return state, when there is one. */
export function OrderBadges({ order }: { order: Pick<Order, 'paymentMethod' | 'isPaid' | 'upiPayment' | 'returnRequest' | 'status'> }) {
  const payment = paymentBadge(order);
  const returned = returnState(order);
  return (
    <span className="order-card__badges">
      {payment ? <span className={`badge badge--${payment.tone}`}>{payment.label}</span> : null}
      {returned ? <span className={`badge badge--${returned.tone}`}>{returned.label}</span> : null}
    </span>
  );
}
