import { describeError, formatDateTime, toast } from '@haat/web-kit';
import { PrivateImageLink } from '@haat/web-kit/forms';
import type { Order } from '@haat/contracts';
import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { idOf } from '@haat/contracts/reply-fields';
import { verifyPayment } from '../orders-api.ts';
import { canVerifyPayment, upiPaymentView } from '../order-actions.ts';
import { ORDER_ACTION_FAILURES, ORDER_ACTION_TEXTS } from '../order-texts.ts';
import { useT } from '../../i18n.ts';
import messages from '../messages.json';

/**
 * UPI Payment Details (spec §2, only for 'UPI Payment' orders): the buyer's transaction ID and
 * screenshot, Pending Verification or Verified with the date, and 'Verify Payment' once the seller
 * has seen the money arrive in their UPI app.
 */
export function UpiPaymentPanel({ order, onUpdated }: { order: Order; onUpdated: (updated?: Order) => void }) {
  const t = useT(messages);
  const headingId = useId();
  const mutation = useMutation({
    mutationFn: () => verifyPayment(idOf(order)),
    onSuccess: (reply) => {
      toast.success(reply.message ?? ORDER_ACTION_TEXTS.paymentVerified());
      onUpdated(reply.order);
    },
    onError: (err) => {
      toast.error(ORDER_ACTION_FAILURES.verifyPayment(), describeError(err, t('orders.tryAgain')));
      onUpdated();
    },
  });
  const view = upiPaymentView(order);
  if (!view) return null;

  return (
    <section className="seller-order__panel" aria-labelledby={headingId}>
      <h2 id={headingId} className="seller-order__panel-title">{t('orders.upiTitle')}</h2>
      <dl className="seller-order__facts">
        <div><dt>{t('orders.transactionId')}</dt><dd><code>{view.transactionId || '—'}</code></dd></div>
        <div>
          <dt>{t('orders.payment')}</dt>
          <dd>
            <span className={`badge ${view.verified ? 'badge--success' : 'badge--warning'}`}>{t(view.verified ? 'orders.upiVerified' : 'orders.upiPending')}</span>
            {view.verified && view.verifiedAt ? <span className="muted">{t('orders.verifiedOn', { when: formatDateTime(view.verifiedAt) })}</span> : null}
          </dd>
        </div>
        {view.screenshotImage ? (
          <div><dt>{t('orders.screenshot')}</dt><dd><PrivateImageLink src={view.screenshotImage} alt={t('orders.screenshotAlt')} label={t('orders.viewScreenshot')} /></dd></div>
        ) : null}
      </dl>
      {canVerifyPayment(order) ? (
        <div className="seller-order__panel-actions">
          <button type="button" className="btn btn--primary btn--small" disabled={mutation.isPending} onClick={() => mutation.mutate()}>
            {mutation.isPending ? t('orders.verifying') : t('orders.verifyPayment')}
          </button>
          <span className="muted small">{t('orders.checkUpiApp')}</span>
        </div>
      ) : null}
    </section>
  );
}
