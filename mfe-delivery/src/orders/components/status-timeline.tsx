import { formatDateTime } from '@haat/web-kit';
import type { OrderDelivery } from '@haat/contracts';
import { timelineOf } from '../order-rules.ts';

/** Assigned → picked up → out for delivery → delivered, each with its time once reached; a failure or return below. */
export function StatusTimeline({ delivery }: { delivery: OrderDelivery }) {
  return (
    <>
      <ol className="delivery-timeline">
        {timelineOf(delivery).map((step) => (
          <li key={step.label} className={`delivery-timeline__step${step.at ? ' delivery-timeline__step--done' : ''}`}>
            <span className="delivery-timeline__dot" aria-hidden="true" />
            <span className="delivery-timeline__label">{step.label}</span>
            <span className="delivery-timeline__time">{step.at ? formatDateTime(step.at) : <span className="muted">Not yet</span>}</span>
          </li>
        ))}
      </ol>
      {delivery.status === 'Failed Attempt' ? (
        <p className="delivery-timeline__note delivery-timeline__note--failed">
          Attempt failed{delivery.failedReason ? `: ${delivery.failedReason}` : ''}.
          {delivery.attempts > 1 ? ` ${delivery.attempts} attempts so far.` : ''}
        </p>
      ) : null}
      {delivery.status === 'Returned to Store' ? <p className="delivery-timeline__note">Returned to the store.</p> : null}
    </>
  );
}
