import type { Order } from '@haat/contracts';
import { buyerDeliveryView } from './delivery-view.ts';
import { useT } from '../i18n.ts';
import messages from './messages.json';

/**
 * The order's delivery by the store's partner, on the order page: its status in words, the steps
 * so far, who brings it (their phone while out for delivery), and then the delivery code to give
 * them and the cash to keep ready. Nothing until a partner is assigned.
 */
export function DeliveryTracking({ order }: { order: Order }) {
  const t = useT(messages);
  const view = buyerDeliveryView(order);
  if (!view) return null;
  return (
    <section className="card order-section delivery-track" aria-labelledby="delivery-track-title">
      <div className="delivery-track__header">
        <h2 id="delivery-track-title" className="card__title">{t('orders.deliveryStatus')}</h2>
        <span className={`badge badge--${view.tone}`} role="status">{view.status}</span>
      </div>
      {view.steps ? (
        <ol className="delivery-track__steps">
          {view.steps.map((step) => (
            <li key={step.label} className={`delivery-track__step delivery-track__step--${step.state}`} aria-current={step.state === 'current' ? 'step' : undefined}>
              <span className="delivery-track__mark" aria-hidden="true">{step.state === 'done' ? '✓' : ''}</span>
              <span className="delivery-track__label">{step.label}<span className="visually-hidden">{t(step.state === 'done' ? 'orders.stepDone' : step.state === 'todo' ? 'orders.stepNext' : 'orders.stepNow')}</span></span>
            </li>
          ))}
        </ol>
      ) : null}
      <p className="delivery-track__partner">
        {view.partnerLine}
        {view.phone ? <> · <a href={`tel:${view.phone}`}>{t('orders.call', { phone: view.phone })}</a></> : null}
      </p>
      {view.problem ? <p className="notice notice--warning delivery-track__problem">{view.problem}</p> : null}
      {view.code ? (
        <div className="delivery-track__code">
          <p className="visually-hidden">{view.code.sentence}</p>
          <p aria-hidden="true" className="delivery-track__code-label">{t('orders.deliveryCode')}</p>
          <p aria-hidden="true" className="delivery-track__digits">{view.code.digits}</p>
          <p aria-hidden="true" className="delivery-track__code-hint">{view.code.hint}</p>
          {view.cashLine ? <p className="delivery-track__cash">{view.cashLine}</p> : null}
        </div>
      ) : view.cashLine ? <p className="delivery-track__cash">{view.cashLine}</p> : null}
    </section>
  );
}
