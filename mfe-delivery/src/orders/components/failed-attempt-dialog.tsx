import { Dialog } from '@haat/web-kit/dialog';
import type { Order } from '@haat/contracts';
import { failedAttemptReasons } from '@haat/contracts/delivery-rules';
import { idOf } from '@haat/contracts/reply-fields';
import { useId, useState, type FormEvent } from 'react';
import commonMessages from '../../common/messages.json';
import { useT } from '../../i18n.ts';
import messages from '../messages.json';
import { FAILED_REASON_LABEL, failedBodyOf } from '../order-rules.ts';
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
  const t = useT(messages);
  const tc = useT(commonMessages);
  const id = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const update = useStatusUpdate(idOf(order), { onDone: onClose });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = failedBodyOf(reason, t);
    if (!result.ok) return setError(result.error);
    setError(null);
    update.mutate(result.body, { onError: (err) => setError(stepErrorText(err)) });
  };

  return (
    <form className="modal__body delivery-form" onSubmit={submit} noValidate>
      <div className="modal__header">
        <h2 id={titleId} className="modal__title">{t('orders.failedTitle')}</h2>
        <button type="button" className="btn btn--ghost" onClick={onClose}>{t('orders.close')}</button>
      </div>
      <fieldset className="field delivery-choices" aria-describedby={error ? `${id}-error` : undefined}>
        <legend className="field__label">{t('orders.whatHappened')}</legend>
        {failedAttemptReasons.map((r, i) => (
          <label key={r} className={`delivery-choice${reason === r ? ' delivery-choice--checked' : ''}`}>
            <input type="radio" name={`${id}-reason`} value={r} checked={reason === r} data-autofocus={i === 0 ? true : undefined} onChange={() => setReason(r)} />
            {t(FAILED_REASON_LABEL[r])}
          </label>
        ))}
      </fieldset>
      <p className="muted small">{t('orders.failedStoreTold')}</p>
      {error ? <p id={`${id}-error`} className="form-error" role="alert">{error}</p> : null}
      <button type="submit" className="btn btn--danger btn--block delivery-big-button" disabled={update.isPending}>
        {update.isPending ? tc('common.saving') : t('orders.markFailed')}
      </button>
    </form>
  );
}
