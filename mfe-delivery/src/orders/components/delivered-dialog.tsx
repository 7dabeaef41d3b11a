import { formatPrice, isApiError } from '@haat/web-kit';
import { Dialog } from '@haat/web-kit/dialog';
import type { Order } from '@haat/contracts';
import { DELIVERY_CODE_LENGTH, LEFT_AT_DOOR } from '@haat/contracts/delivery-rules';
import { idOf } from '@haat/contracts/reply-fields';
import { useId, useRef, useState, type FormEvent } from 'react';
import { cashToCollect, isCashOnDelivery } from '../../common/delivery-order.ts';
import commonMessages from '../../common/messages.json';
import { useT } from '../../i18n.ts';
import messages from '../messages.json';
import { amountLineOf, cashDiffers, deliveredBodyOf, PROOF_REASON_LABEL, proofReasonsFor, type DeliveredForm } from '../order-rules.ts';
import { stepErrorText, useStatusUpdate } from '../use-orders.ts';
import { ProofPhotoField } from './proof-photo-field.tsx';

/**
 * Delivered: the 4-digit code the customer reads from their order page and, for cash on delivery,
 * the cash collected (prefilled with the total). When the customer cannot give the code: a photo
 * and a reason ('Left at the door' is not offered for cash on delivery). The server's refusals
 * (a wrong code with the attempts left, a lock) show in the form.
 */
export function DeliveredDialog({ order, open, onClose }: { order: Order; open: boolean; onClose: () => void }) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} labelledBy={titleId} className="modal delivery-sheet" closeOnBackdrop={false}>
      <DeliveredFormBody order={order} titleId={titleId} onClose={onClose} />
    </Dialog>
  );
}

function DeliveredFormBody({ order, titleId, onClose }: { order: Order; titleId: string; onClose: () => void }) {
  const t = useT(messages);
  const tc = useT(commonMessages);
  const id = useId();
  const cod = isCashOnDelivery(order);
  const [form, setForm] = useState<DeliveredForm>({ proof: 'code', code: '', photoUrl: null, reason: '', cash: cod ? String(cashToCollect(order)) : '' });
  const [problem, setProblem] = useState<{ error: string; field: string | null } | null>(null);
  const [uploading, setUploading] = useState(false);
  const codeInput = useRef<HTMLInputElement>(null);
  const update = useStatusUpdate(idOf(order), { onDone: onClose });
  const set = (changes: Partial<DeliveredForm>) => setForm((f) => ({ ...f, ...changes }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = deliveredBodyOf(form, order, t);
    if (!result.ok) return setProblem({ error: result.error, field: result.field });
    setProblem(null);
    update.mutate(result.body, {
      onError: (err) => {
        const error = stepErrorText(err);
        // With the code checked here first, the server refuses a code step only for the code itself: wrong (400) or
        // locked after too many (423). Told by the status, not the words, which are the rider's language.
        const aboutCode = form.proof === 'code' && isApiError(err) && (err.status === 400 || err.status === 423);
        setProblem({ error, field: aboutCode ? 'code' : null });
        // A wrong code is typed again: select it so the next digits replace it.
        if (aboutCode) requestAnimationFrame(() => codeInput.current?.select());
      },
    });
  };

  const errorId = `${id}-error`;
  const invalid = (field: string) => problem?.field === field;
  const describedBy = (field: string, hint?: string) => [hint, invalid(field) ? errorId : null].filter(Boolean).join(' ') || undefined;

  return (
    <form className="modal__body delivery-form" onSubmit={submit} noValidate>
      <div className="modal__header">
        <h2 id={titleId} className="modal__title">{t('orders.markDelivered')}</h2>
        <button type="button" className="btn btn--ghost" onClick={onClose}>{t('orders.close')}</button>
      </div>
      <p className={`delivery-amount delivery-amount--${cod ? 'cod' : 'paid'}`}>{amountLineOf(order, formatPrice, t)}</p>

      {form.proof === 'code' ? (
        <div className="field">
          <label className="field__label" htmlFor={`${id}-code`}>{t('orders.codeLabel')}</label>
          <input
            ref={codeInput}
            id={`${id}-code`}
            className="field__input delivery-code-input"
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            maxLength={DELIVERY_CODE_LENGTH}
            value={form.code}
            data-autofocus
            aria-invalid={invalid('code') || undefined}
            aria-describedby={describedBy('code', `${id}-code-hint`)}
            onChange={(e) => set({ code: e.target.value.replace(/\D/g, '').slice(0, DELIVERY_CODE_LENGTH) })}
          />
          <span id={`${id}-code-hint`} className="field__hint">{t('orders.codeHint', { length: DELIVERY_CODE_LENGTH })}</span>
        </div>
      ) : (
        <>
          <ProofPhotoField photoUrl={form.photoUrl} onPhoto={(photoUrl) => set({ photoUrl })} onBusy={setUploading} invalid={invalid('photo')} />
          <fieldset className="field delivery-choices" aria-describedby={invalid('reason') ? errorId : undefined}>
            <legend className="field__label">{t('orders.noCodeWhy')}</legend>
            {proofReasonsFor(order).map((reason) => (
              <label key={reason} className={`delivery-choice${form.reason === reason ? ' delivery-choice--checked' : ''}`}>
                <input type="radio" name={`${id}-reason`} value={reason} checked={form.reason === reason} onChange={() => set({ reason })} />
                {t(PROOF_REASON_LABEL[reason])}
              </label>
            ))}
            {cod ? <span className="field__hint">{t('orders.leftAtDoorHint', { reason: t(PROOF_REASON_LABEL[LEFT_AT_DOOR]) })}</span> : null}
          </fieldset>
        </>
      )}

      {cod ? (
        <div className="field">
          <label className="field__label" htmlFor={`${id}-cash`}>{t('orders.cashLabel')}</label>
          <input
            id={`${id}-cash`}
            className="field__input delivery-cash-input"
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={form.cash}
            aria-invalid={invalid('cash') || undefined}
            aria-describedby={describedBy('cash', cashDiffers(form, order) ? `${id}-cash-hint` : undefined)}
            onChange={(e) => set({ cash: e.target.value })}
          />
          {cashDiffers(form, order) ? (
            <span id={`${id}-cash-hint`} className="field__hint delivery-cash-hint">
              {t('orders.cashDiffers', { total: formatPrice(cashToCollect(order)) })}
            </span>
          ) : null}
        </div>
      ) : null}

      {problem ? <p id={errorId} className="form-error" role="alert">{problem.error}</p> : null}

      <button type="submit" className="btn btn--primary btn--block delivery-big-button" disabled={update.isPending || uploading}>
        {update.isPending ? tc('common.saving') : t('orders.confirmDelivery')}
      </button>
      <button
        type="button"
        className="btn btn--ghost btn--block"
        onClick={() => { setProblem(null); set({ proof: form.proof === 'code' ? 'photo' : 'code' }); }}
      >
        {t(form.proof === 'code' ? 'orders.noCodeButton' : 'orders.enterCode')}
      </button>
    </form>
  );
}
