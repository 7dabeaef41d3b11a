import { formatDateTime } from '@haat/web-kit';
import type { OrderDelivery } from '@haat/contracts';
import { useT } from '../../i18n.ts';
import messages from '../messages.json';
import { reasonText, timelineOf } from '../order-rules.ts';

/** Assigned → picked up → out for delivery → delivered, each with its time once reached; a failure or return below. */
export function StatusTimeline({ delivery }: { delivery: OrderDelivery }) {
  const t = useT(messages);
  return (
    <>
      <ol className="delivery-timeline">
        {timelineOf(delivery).map((step) => (
          <li key={step.label} className={`delivery-timeline__step${step.at ? ' delivery-timeline__step--done' : ''}`}>
            <span className="delivery-timeline__dot" aria-hidden="true" />
            <span className="delivery-timeline__label">{t(step.label)}</span>
            <span className="delivery-timeline__time">{step.at ? formatDateTime(step.at) : <span className="muted">{t('orders.notYet')}</span>}</span>
          </li>
        ))}
      </ol>
      {delivery.status === 'Failed Attempt' ? (
        <p className="delivery-timeline__note delivery-timeline__note--failed">
          {delivery.failedReason ? t('orders.attemptFailedReason', { reason: reasonText(delivery.failedReason, t) }) : t('orders.attemptFailed')}
          {delivery.attempts > 1 ? ` ${t('orders.attemptsSoFar', { count: delivery.attempts })}` : ''}
        </p>
      ) : null}
      {delivery.status === 'Returned to Store' ? <p className="delivery-timeline__note">{t('orders.returnedToStore')}</p> : null}
    </>
  );
}
