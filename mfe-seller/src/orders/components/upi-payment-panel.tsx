import { describeError, formatDateTime, toast } from '@haat/web-kit';
import { PrivateImageLink } from '@haat/web-kit/forms';
import type { Order } from '@haat/contracts';
import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { idOf } from '@haat/contracts/reply-fields';
import { verifyPayment } from '../orders-api.ts';
import { canVerifyPayment, upiPaymentView } from '../order-actions.ts';
import { ORDER_ACTION_FAILURES, ORDER_ACTION_TEXTS } from '../order-texts.ts';

/**
 * UPI Payment Details (spec §2, only for 'UPI Payment' orders): the buyer's transaction ID and
 * screenshot, Pending Verification or Verified with the date, and 'Verify Payment' once the seller
 * has seen the money arrive in their UPI app.
 */
export function UpiPaymentPanel({ order, onUpdated }: { order: Order; onUpdated: (updated?: Order) => void }) {
  const headingId = useId();
  const mutation = useMutation({
    mutationFn: () => verifyPayment(idOf(order)),
    onSuccess: (reply) => {
      toast.success(reply.message ?? ORDER_ACTION_TEXTS.paymentVerified);
      onUpdated(reply.order);
    },
    onError: (err) => {
      toast.error(ORDER_ACTION_FAILURES.verifyPayment, describeError(err, 'Please try again.'));
      onUpdated();
    },
  });
  const view = upiPaymentView(order);
  if (!view) return null;

  return (
    <section className="seller-order__panel" aria-labelledby={headingId}>
      <h2 id={headingId} className="seller-order__panel-title">UPI Payment Details</h2>
      <dl className="seller-order__facts">
        <div><dt>Transaction ID</dt><dd><code>{view.transactionId || '—'}</code></dd></div>
        <div>
          <dt>Payment</dt>
          <dd>
            <span className={`badge ${view.verified ? 'badge--success' : 'badge--warning'}`}>{view.label}</span>
            {view.verified && view.verifiedAt ? <span className="muted"> on {formatDateTime(view.verifiedAt)}</span> : null}
          </dd>
        </div>
        {view.screenshotImage ? (
          <div><dt>Screenshot</dt><dd><PrivateImageLink src={view.screenshotImage} alt="UPI payment screenshot" label="View payment screenshot" /></dd></div>
        ) : null}
      </dl>
      {canVerifyPayment(order) ? (
        <div className="seller-order__panel-actions">
          <button type="button" className="btn btn--primary btn--small" disabled={mutation.isPending} onClick={() => mutation.mutate()}>
            {mutation.isPending ? 'Verifying...' : 'Verify Payment'}
          </button>
          <span className="muted small">Check your UPI app for this transaction ID first.</span>
        </div>
      ) : null}
    </section>
  );
}
