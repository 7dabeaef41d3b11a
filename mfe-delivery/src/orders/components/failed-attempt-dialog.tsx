import { Dialog } from '@haat/web-kit/dialog';
import type { Order } from '@haat/contracts';
import { failedAttemptReasons } from '@haat/contracts/delivery-rules';
import { idOf } from '@haat/contracts/reply-fields';
import { useId, useState, type FormEvent } from 'react';
import { failedBodyOf } from '../order-rules.ts';
import { stepErrorText, useStatusUpdate } from '../use-orders.ts';

/** Failed Attempt: why, from the fixed list. The store hears of it; the rider may try again or return the order. */
export function FailedAttemptDialog({ order, open, onClose }: { order: Order; open: boolean; onClose: () => void }) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} labelledBy={titleId} className="modal delivery-sheet">
      <FailedAttemptForm order={order} titleId={titleId} onClose={onClose} />
    </Dialog>
  );
}

function FailedAttemptForm({ order, titleId, onClose }: { order: Order; titleId: string; onClose: () => void }) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const update = useStatusUpdate(idOf(order), { onDone: onClose });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = failedBodyOf(reason);
    if (!result.ok) return setError(result.error);
    setError(null);
    update.mutate(result.body, { onError: (err) => setError(stepErrorText(err)) });
  };

  return (
    <form className="modal__body delivery-form" onSubmit={submit} noValidate>
      <div className="modal__header">
        <h2 id={titleId} className="modal__title">Delivery attempt failed</h2>
        <button type="button" className="btn btn--ghost" onClick={onClose}>Close</button>
      </div>
      <fieldset className="field delivery-choices" aria-describedby={error ? `${id}-error` : undefined}>
        <legend className="field__label">What happened?</legend>
        {failedAttemptReasons.map((r, i) => (
          <label key={r} className={`delivery-choice${reason === r ? ' delivery-choice--checked' : ''}`}>
            <input type="radio" name={`${id}-reason`} value={r} checked={reason === r} data-autofocus={i === 0 ? true : undefined} onChange={() => setReason(r)} />
            {r}
          </label>
        ))}
      </fieldset>
      <p className="muted small">The store is told. You can then go out for delivery again, or return the order to the store.</p>
      {error ? <p id={`${id}-error`} className="form-error" role="alert">{error}</p> : null}
      <button type="submit" className="btn btn--danger btn--block delivery-big-button" disabled={update.isPending}>
        {update.isPending ? 'Saving...' : 'Mark attempt failed'}
      </button>
    </form>
  );
}
