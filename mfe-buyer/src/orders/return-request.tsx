import { describeError, formatDateTime } from '@haat/web-kit';
import type { Order } from '@haat/contracts';
import { useId, useState, type FormEvent } from 'react';
import { useRequestReturn } from './use-order.ts';
import { RETURN_REASON_MAX_LENGTH } from './order-texts.ts';
import { canRequestReturn, returnState } from './order-view.ts';
import { Dialog } from '@haat/web-kit/dialog';
import { useT } from '../i18n.ts';
import messages from './messages.json';

/**
 * Returns (spec §4): after delivery the buyer may ask once, giving a reason in a dialog; then the
 * request's state shows ('Return Requested', 'Return Approved', 'Return Rejected') with the seller's response.
 */
export function ReturnRequest({ order, orderId }: { order: Order; orderId: string }) {
  const t = useT(messages);
  const [open, setOpen] = useState(false);
  const state = returnState(order);
  const request = order.returnRequest;

  if (state && request) {
    return (
      <section className="card order-section" aria-labelledby="return-title">
        <h2 id="return-title" className="card__title">{t('orders.return')}</h2>
        <p><span className={`badge badge--${state.tone}`}>{state.label}</span></p>
        <dl className="details">
          {request.reason ? <div><dt>{t('orders.yourReason')}</dt><dd>{request.reason}</dd></div> : null}
          {request.requestDate ? <div><dt>{t('orders.requested')}</dt><dd>{formatDateTime(request.requestDate)}</dd></div> : null}
          {request.sellerResponse ? <div><dt>{t('orders.sellerResponse')}</dt><dd>{request.sellerResponse}</dd></div> : null}
          {request.responseDate ? <div><dt>{t('orders.answered')}</dt><dd>{formatDateTime(request.responseDate)}</dd></div> : null}
        </dl>
        {state.key === 'return-requested' ? <p className="muted small">{t('orders.storeWillAnswer')}</p> : null}
      </section>
    );
  }
  if (!canRequestReturn(order)) return null;
  return (
    <section className="card order-section" aria-labelledby="return-title">
      <h2 id="return-title" className="card__title">{t('orders.return')}</h2>
      <p className="muted">{t('orders.returnOnce')}</p>
      <div><button type="button" className="btn btn--secondary" onClick={() => setOpen(true)}>{t('orders.requestReturn')}</button></div>
      <Dialog open={open} onClose={() => setOpen(false)} labelledBy="return-dialog-title">
        <ReturnForm orderId={orderId} onDone={() => setOpen(false)} />
      </Dialog>
    </section>
  );
}

/** The reason dialog's form; mounted only while the dialog is open, so it starts empty each time. */
function ReturnForm({ orderId, onDone }: { orderId: string; onDone: () => void }) {
  const t = useT(messages);
  const id = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const mutation = useRequestReturn(orderId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (mutation.isPending) return;
    if (!reason.trim()) return setError(t('orders.returnReasonRequired'));
    setError(null);
    mutation.mutate(reason.trim(), {
      onSuccess: onDone,
      onError: (err) => setError(describeError(err, t('orders.returnSendFailed'))),
    });
  };

  return (
    <form className="modal__body" onSubmit={submit} noValidate>
      <h2 id="return-dialog-title" className="modal__title">{t('orders.requestReturnTitle')}</h2>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-reason`}>{t('orders.whyReturn')}</label>
        <textarea
          id={`${id}-reason`}
          className="field__input"
          required
          autoFocus
          maxLength={RETURN_REASON_MAX_LENGTH}
          value={reason}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => setReason(e.target.value)}
        />
        <span className="field__hint">{reason.length}/{RETURN_REASON_MAX_LENGTH}</span>
      </div>
      {error ? <p id={`${id}-error`} className="form-error" role="alert">{error}</p> : null}
      <div className="modal__actions">
        <button type="button" className="btn btn--ghost" onClick={onDone} disabled={mutation.isPending}>{t('orders.cancel')}</button>
        <button type="submit" className="btn btn--primary" disabled={mutation.isPending}>{t(mutation.isPending ? 'orders.sending' : 'orders.sendRequest')}</button>
      </div>
    </form>
  );
}
