import { describeError, formatDateTime, shortOrderId, toast } from '@haat/web-kit';
import type { Order } from '@haat/contracts';
import { useMutation } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { idOf } from '@haat/contracts/reply-fields';
import { processReturn } from '../orders-api.ts';
import { RETURN_RESPONSE_MAX_LENGTH, returnDecisionProblem, returnDecisionText, type ReturnDecision } from '../order-actions.ts';
import { useT } from '../../i18n.ts';
import messages from '../messages.json';

/**
 * The 'Process Return' dialog's content: the buyer's reason, the seller's response and the two
 * decisions. Rejecting without a response is stopped here with the spec's text before any call;
 * the server checks again.
 */
export function ProcessReturnForm({ order, titleId, onDone, onCancel, onRefresh }: {
  order: Order;
  titleId: string;
  /** The return was decided: the updated order. */
  onDone: (updated: Order) => void;
  onCancel: () => void;
  /** The call failed: reload the list (it may have been decided elsewhere). */
  onRefresh: () => void;
}) {
  const t = useT(messages);
  const id = useId();
  const responseRef = useRef<HTMLTextAreaElement>(null);
  const [response, setResponse] = useState('');
  const [error, setError] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: (decision: ReturnDecision) => processReturn(idOf(order), { decision, response: response.trim() }),
    onSuccess: (reply, decision) => {
      toast.success(reply.message ?? returnDecisionText(decision));
      onDone(reply.order);
    },
    onError: (err) => {
      setError(t('orders.processReturnFailedWith', { reason: describeError(err, t('orders.tryAgain')) }));
      onRefresh();
    },
  });
  const busy = mutation.isPending;

  const decide = (decision: ReturnDecision) => {
    if (busy) return;
    const problem = returnDecisionProblem(decision, response);
    setError(problem);
    if (problem) {
      responseRef.current?.focus();
      return;
    }
    mutation.mutate(decision);
  };

  const request = order.returnRequest;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className="modal__body">
      <div className="modal__header">
        <h2 id={titleId} className="modal__title">{t('orders.processReturnTitle')}</h2>
        <button type="button" className="icon-button" aria-label={t('orders.close')} onClick={onCancel} disabled={busy}>✕</button>
      </div>
      <p className="modal__text">{t('orders.returnFor', { ref: shortOrderId(idOf(order)), name: order.shippingAddress?.name ?? t('orders.customer') })}</p>
      <dl className="seller-order__facts">
        <div><dt>{t('orders.reason')}</dt><dd>{request.reason || '—'}</dd></div>
        {request.requestDate ? <div><dt>{t('orders.requested')}</dt><dd>{formatDateTime(request.requestDate)}</dd></div> : null}
      </dl>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-response`}>{t('orders.responseLabel')}</label>
        <textarea
          id={`${id}-response`}
          ref={responseRef}
          className="field__input"
          data-autofocus
          maxLength={RETURN_RESPONSE_MAX_LENGTH}
          value={response}
          aria-invalid={error && !busy ? true : undefined}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          onChange={(e) => setResponse(e.target.value)}
        />
        <span id={hintId} className="field__hint">
          {t('orders.responseHint', { length: response.length, max: RETURN_RESPONSE_MAX_LENGTH })}
        </span>
      </div>
      {error ? <p id={errorId} className="form-error" role="alert">{error}</p> : null}
      <div className="modal__actions">
        <button type="button" className="btn btn--ghost" onClick={onCancel} disabled={busy}>{t('orders.cancel')}</button>
        <button type="button" className="btn btn--danger" onClick={() => decide('Rejected')} disabled={busy}>
          {busy && mutation.variables === 'Rejected' ? t('orders.rejecting') : t('orders.rejectReturn')}
        </button>
        <button type="button" className="btn btn--primary" onClick={() => decide('Approved')} disabled={busy}>
          {busy && mutation.variables === 'Approved' ? t('orders.approving') : t('orders.approveReturn')}
        </button>
      </div>
    </div>
  );
}
