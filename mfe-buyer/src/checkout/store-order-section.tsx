import { formatPrice, unitPrice, type CartLine } from '@haat/web-kit';
import type { PaymentMethod } from '@haat/contracts';
import { orderItemName } from '@haat/contracts/order-item-name';
import { useId } from 'react';
import { feeLabel } from '../store/delivery.ts';
import type { PaymentChoice, StorePlan } from './checkout-plan.ts';
import { UpiPayment, type UpiEntry } from './upi-payment.tsx';

const KIND_LABEL = { local: 'Local delivery', nationwide: 'Nationwide delivery', regional: 'Regional delivery' } as const;

/** The delivery line of a store that can take the order: option, time and fee (free at the threshold). */
function DeliveryLine({ plan }: { plan: StorePlan }) {
  if (!plan.delivery) return null;
  const fee = plan.freeDelivery ? 'Free delivery' : feeLabel(plan.delivery.fee, plan.delivery.kind, formatPrice);
  return (
    <div className="checkout-store__delivery">
      <p className="checkout-store__delivery-line">
        <strong>{KIND_LABEL[plan.delivery.kind]}</strong> · {plan.delivery.time} · {fee}
      </p>
      {plan.freeDeliveryGap != null && plan.fee > 0 ? (
        <p className="muted small">Add {formatPrice(plan.freeDeliveryGap)} more from this store for free delivery.</p>
      ) : null}
    </div>
  );
}

/**
 * One store's part of checkout: its lines, delivery for the shipping address (or why it cannot
 * take the order now), how to pay it and the store's total. Each store gets its own order.
 */
export function StoreOrderSection({ plan, lines, choices, method, onMethod, upiId, upi, onUpi, upiError, onRetry }: {
  plan: StorePlan;
  lines: readonly CartLine[];
  choices: readonly PaymentChoice[];
  method: PaymentMethod | null;
  onMethod: (method: PaymentMethod) => void;
  upiId: string;
  upi: UpiEntry;
  onUpi: (update: (current: UpiEntry) => UpiEntry) => void;
  upiError: string | null;
  onRetry: () => void;
}) {
  const titleId = useId();
  const blocked = plan.blocked;
  return (
    <section className={`card checkout-store${blocked ? ' checkout-store--blocked' : ''}`} aria-labelledby={titleId}>
      <h2 id={titleId} className="checkout-store__title">{plan.storeName || 'Store'}</h2>
      <ul className="summary-group__lines">
        {lines.map((l) => (
          <li key={l.id}>
            <span>{orderItemName(l)} × {l.quantity}</span>
            <span>{formatPrice(unitPrice(l) * l.quantity)}</span>
          </li>
        ))}
      </ul>
      {blocked ? (
        <div className={`notice ${blocked.reason === 'loading' ? 'notice--info' : 'notice--warning'} checkout-store__refusal`} role="status">
          <p className="checkout-store__refusal-text">{blocked.text}</p>
          {blocked.reason === 'loading' || blocked.reason === 'no-address' ? null : (
            <p className="small">These items stay in your cart and are not part of this checkout.</p>
          )}
          {blocked.reason === 'error' ? <button type="button" className="btn btn--secondary btn--small" onClick={onRetry}>Try Again</button> : null}
        </div>
      ) : (
        <>
          <DeliveryLine plan={plan} />
          <fieldset className="payment">
            <legend className="checkout-store__legend">Payment for {plan.storeName || 'this store'}</legend>
            {choices.map((c) => (
              <label key={c.method} className={`payment__option${c.available ? '' : ' payment__option--disabled'}`}>
                <input
                  type="radio"
                  name={`payment-${plan.storeId}`}
                  value={c.method}
                  checked={method === c.method}
                  disabled={!c.available}
                  onChange={() => onMethod(c.method)}
                />
                <span>
                  <strong>{c.method}</strong><br />
                  <span className="muted">
                    {c.note ?? (c.method === 'Cash on Delivery' ? 'Pay the seller when your order arrives.' : 'Pay the seller now by UPI and enter the transaction ID.')}
                  </span>
                </span>
              </label>
            ))}
          </fieldset>
          {method === 'UPI Payment' ? (
            <UpiPayment storeName={plan.storeName} upiId={upiId} amount={plan.total} value={upi} onChange={onUpi} error={upiError} />
          ) : null}
          <dl className="checkout-store__totals">
            <div><dt>Items</dt><dd>{formatPrice(plan.itemsTotal)}</dd></div>
            <div><dt>Delivery</dt><dd>{plan.fee === 0 ? 'Free' : formatPrice(plan.fee)}</dd></div>
            <div className="checkout-store__total"><dt>Order total</dt><dd>{formatPrice(plan.total)}</dd></div>
          </dl>
        </>
      )}
    </section>
  );
}
