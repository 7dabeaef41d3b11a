import { isApiError } from '@haat/web-kit';
import { Dialog } from '@haat/web-kit/dialog';
import { CHAT_BLOCK_REASON_MAX_LENGTH } from '@haat/contracts/chat-rules';
import { useState, type FormEvent } from 'react';
import { useT } from '../../i18n.ts';
import messages from '../messages.json';

/** Asks why before blocking a customer (the reason is required); `onBlock` rejects with the server's refusal, shown in the dialog. */
export function BlockDialog({ customerName, open, pending, onBlock, onClose }: {
  customerName: string;
  open: boolean;
  pending: boolean;
  onBlock: (reason: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const t = useT(messages);
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = reason.trim();
    if (!trimmed) return setError(t('inbox.blockReasonRequired'));
    setError('');
    onBlock(trimmed).then(
      () => setReason(''),
      (err: unknown) => setError((isApiError(err) && err.serverText) || t('inbox.blockFailed')),
    );
  };
  const close = () => {
    if (pending) return;
    setReason('');
    setError('');
    onClose();
  };

  return (
    <Dialog open={open} onClose={close} labelledBy="block-title">
      <form className="modal__body" onSubmit={submit} noValidate>
        <h2 id="block-title" className="modal__title">{t('inbox.blockTitle', { name: customerName })}</h2>
        <p className="modal__text">{t('inbox.blockText')}</p>
        <div className="field">
          <label className="field__label" htmlFor="block-reason">{t('inbox.reason')}</label>
          <textarea
            id="block-reason" className="field__input" rows={3} maxLength={CHAT_BLOCK_REASON_MAX_LENGTH} data-autofocus
            value={reason} onChange={(e) => setReason(e.target.value)} aria-invalid={error !== ''} aria-describedby={error ? 'block-reason-error' : undefined}
          />
          {error ? <p id="block-reason-error" className="form-error" role="alert">{error}</p> : null}
        </div>
        <div className="modal__actions">
          <button type="button" className="btn btn--ghost" onClick={close} disabled={pending}>{t('inbox.cancel')}</button>
          <button type="submit" className="btn btn--danger" disabled={pending}>{pending ? t('inbox.blocking') : t('inbox.block')}</button>
        </div>
      </form>
    </Dialog>
  );
}
