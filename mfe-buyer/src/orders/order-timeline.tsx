import { formatDateTime } from '@haat/web-kit';
import type { Order } from '@haat/contracts';
import { statusTimeline } from './status-timeline.ts';
import { STATUS_LABEL } from './order-view.ts';
import { useT } from '../i18n.ts';
import messages from './messages.json';

const STATE_WORDS = { done: 'orders.done', current: 'orders.now', todo: 'orders.toCome' } as const;

/**
 * The order's way so far, top to bottom: each step it reached with its time, the one it is at
 * highlighted, the ones to come muted; a cancelled order ends in 'Cancelled' (status-timeline.ts).
 */
export function OrderTimeline({ order }: { order: Order }) {
  const t = useT(messages);
  const steps = statusTimeline(order);
  return (
    <section className="card order-section" aria-labelledby="timeline-title">
      <h2 id="timeline-title" className="card__title">{t('orders.statusTitle')}</h2>
      <ol className="order-timeline">
        {steps.map((step) => (
          <li key={step.status}
            className={`order-timeline__step order-timeline__step--${step.state}${step.status === 'Cancelled' ? ' order-timeline__step--cancelled' : ''}`}
            aria-current={step.state === 'current' ? 'step' : undefined}>
            <span className="order-timeline__mark" aria-hidden="true">{step.state === 'done' ? '✓' : step.status === 'Cancelled' ? '✕' : ''}</span>
            <span className="order-timeline__label">
              {t(STATUS_LABEL[step.status])}<span className="visually-hidden"> ({t(STATE_WORDS[step.state])})</span>
            </span>
            {step.at ? <time className="order-timeline__time" dateTime={step.at}>{formatDateTime(step.at)}</time> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
