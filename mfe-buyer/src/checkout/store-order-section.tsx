import { formatPrice, unitPrice, type CartLine } from '@haat/web-kit';
import type { PaymentMethod } from '@haat/contracts';
import { orderItemName } from '@haat/contracts/order-item-name';
import { useId } from 'react';
import { feeLabel } from '../store/delivery.ts';
import type { PaymentChoice, StorePlan } from './checkout-plan.ts';
import { UpiPayment, type UpiEntry } from './upi-payment.tsx';
import { deliveryTimeText, paymentMethodText } from '../common/shown-values.ts';
import { useT } from '../i18n.ts';
import messages from './messages.json';

const KIND_LABEL = { local: 'checkout.localDelivery', nationwide: 'checkout.nationwideDelivery', regional: 'checkout.regionalDelivery' } as const;

/** The delivery line of a store that can take the order: option, time and fee (free at the threshold). */
function DeliveryLine({ plan }: { plan: StorePlan }) {
  const t = useT(messages);
  if (!plan.delivery) return null;
  const fee = plan.freeDelivery ? t('checkout.freeDelivery') : feeLabel(plan.delivery.fee, plan.delivery.kind, formatPrice);
  return (
    <div className="checkout-store__delivery">
      <p className="checkout-store__delivery-line">
        <strong>{t(KIND_LABEL[plan.delivery.kind])}</strong> · {deliveryTimeText(plan.delivery.time)} · {fee}
      </p>
      {plan.freeDeliveryGap != null && plan.fee > 0 ? (
        <p className="muted small">{t('checkout.freeGap', { amount: formatPrice(plan.freeDeliveryGap) })}</p>
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
  const t = useT(messages);
  const titleId = useId();
  const blocked = plan.blocked;
  return (
    <section className={`card checkout-store${blocked ? ' checkout-store--blocked' : ''}`} aria-labelledby={titleId}>
      <h2 id={titleId} className="checkout-store__title">{plan.storeName || t('checkout.store')}</h2>
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
            <p className="small">{t('checkout.staysInCart')}</p>
          )}
          {blocked.reason === 'error' ? <button type="button" className="btn btn--secondary btn--small" onClick={onRetry}>{t('checkout.tryAgain')}</button> : null}
        </div>
      ) : (
        <>
          <DeliveryLine plan={plan} />
          <fieldset className="payment">
            <legend className="checkout-store__legend">{plan.storeName ? t('checkout.paymentFor', { store: plan.storeName }) : t('checkout.paymentForThis')}</legend>
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
                  <strong>{paymentMethodText(c.method)}</strong><br />
                  <span className="muted">
                    {c.note ?? t(c.method === 'Cash on Delivery' ? 'checkout.codNote' : 'checkout.upiNote')}
                  </span>
                </span>
              </label>
            ))}
          </fieldset>
          {method === 'UPI Payment' ? (
            <UpiPayment storeName={plan.storeName} upiId={upiId} amount={plan.total} value={upi} onChange={onUpi} error={upiError} />
          ) : null}
          <dl className="checkout-store__totals">
            <div><dt>{t('checkout.items')}</dt><dd>{formatPrice(plan.itemsTotal)}</dd></div>
            <div><dt>{t('checkout.delivery')}</dt><dd>{plan.fee === 0 ? t('checkout.free') : formatPrice(plan.fee)}</dd></div>
            <div className="checkout-store__total"><dt>{t('checkout.orderTotal')}</dt><dd>{formatPrice(plan.total)}</dd></div>
          </dl>
        </>
      )}
    </section>
  );
}
