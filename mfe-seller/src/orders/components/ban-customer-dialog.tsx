import { describeError, toast } from '@haat/web-kit';
import { Dialog } from '@haat/web-kit/dialog';
import { BAN_REASON_MAX_LENGTH, STORE_BAN_TEXTS } from '@haat/contracts/store-ban-rules';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { banCustomer } from '../../banned-customers/banned-customers-api.ts';

/**
 * Ban Customer (spec §2, §5, §8): a reason is required; the ban is by the order's phone at this
 * store and permanent until unbanned on /banned-customers. Without a phone or store the dialog
 * says so instead of calling.
 */
export function BanCustomerDialog({ open, onClose, storeId, phone, customerName }: {
  open: boolean;
  onClose: () => void;
  storeId: string | null;
  phone: string | null;
  customerName: string;
}) {
  const id = useId();
  return (
    <Dialog open={open} onClose={onClose} labelledBy={`${id}-title`}>
      <BanCustomerForm titleId={`${id}-title`} storeId={storeId} phone={phone} customerName={customerName} onDone={onClose} />
    </Dialog>
  );
}

function BanCustomerForm({ titleId, storeId, phone, customerName, onDone }: { titleId: string; storeId: string | null; phone: string | null; customerName: string; onDone: () => void }) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: (body: { storeId: string; phone: string; banReason: string }) => banCustomer(body.storeId, { phone: body.phone, banReason: body.banReason }),
    onSuccess: (reply, body) => {
      toast.success(reply.message || STORE_BAN_TEXTS.customerBanned(body.phone));
      onDone();
    },
    onError: (err) => setError(describeError(err, STORE_BAN_TEXTS.banFailed)),
  });
  const submit = () => {
    if (mutation.isPending) return;
    if (!phone || !storeId) return setError(STORE_BAN_TEXTS.missingPhoneOrStore);
    if (!reason.trim()) return setError(STORE_BAN_TEXTS.reasonRequired);
    setError(null);
    mutation.mutate({ storeId, phone, banReason: reason.trim() });
  };
  return (
    <form className="modal__body" onSubmit={(e) => { e.preventDefault(); submit(); }} noValidate>
      <div className="modal__header">
        <h2 id={titleId} className="modal__title">Ban Customer</h2>
        <button type="button" className="icon-button" aria-label="Close" onClick={onDone} disabled={mutation.isPending}>✕</button>
      </div>
      <p className="modal__text">
        {customerName}{phone ? ` (${phone})` : ''} will not be able to order from your store. The reason is shown to them when they try.
      </p>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-reason`}>Reason for banning</label>
        <textarea
          id={`${id}-reason`}
          className="field__input"
          data-autofocus
          maxLength={BAN_REASON_MAX_LENGTH}
          value={reason}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => setReason(e.target.value)}
        />
      </div>
      {error ? <p id={`${id}-error`} className="form-error" role="alert">{error}</p> : null}
      <div className="modal__actions">
        <button type="button" className="btn btn--ghost" onClick={onDone} disabled={mutation.isPending}>Cancel</button>
        <button type="submit" className="btn btn--danger" disabled={mutation.isPending}>{mutation.isPending ? 'Banning...' : 'Ban Customer'}</button>
      </div>
    </form>
  );
}
