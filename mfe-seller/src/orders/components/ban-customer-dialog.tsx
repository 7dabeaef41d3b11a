import { describeError, toast } from '@haat/web-kit';
import { Dialog } from '@haat/web-kit/dialog';
import { BAN_REASON_MAX_LENGTH } from '@haat/contracts/store-ban-rules';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { banCustomer } from '../../banned-customers/banned-customers-api.ts';
import { useT } from '../../i18n.ts';
import messages from '../messages.json';

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
  const t = useT(messages);
  const id = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: (body: { storeId: string; phone: string; banReason: string }) => banCustomer(body.storeId, { phone: body.phone, banReason: body.banReason }),
    onSuccess: (reply, body) => {
      toast.success(reply.message || t('orders.customerBanned', { phone: body.phone }));
      onDone();
    },
    onError: (err) => setError(describeError(err, t('orders.banFailed'))),
  });
  const submit = () => {
    if (mutation.isPending) return;
    if (!phone || !storeId) return setError(t('orders.missingPhoneOrStore'));
    if (!reason.trim()) return setError(t('orders.banReasonRequired'));
    setError(null);
    mutation.mutate({ storeId, phone, banReason: reason.trim() });
  };
  return (
    <form className="modal__body" onSubmit={(e) => { e.preventDefault(); submit(); }} noValidate>
      <div className="modal__header">
        <h2 id={titleId} className="modal__title">{t('orders.banCustomer')}</h2>
        <button type="button" className="icon-button" aria-label={t('orders.close')} onClick={onDone} disabled={mutation.isPending}>✕</button>
      </div>
      <p className="modal__text">
        {phone ? t('orders.banTextPhone', { name: customerName, phone }) : t('orders.banText', { name: customerName })}
      </p>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-reason`}>{t('orders.banReason')}</label>
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
        <button type="button" className="btn btn--ghost" onClick={onDone} disabled={mutation.isPending}>{t('orders.cancel')}</button>
        <button type="submit" className="btn btn--danger" disabled={mutation.isPending}>{mutation.isPending ? t('orders.banning') : t('orders.banCustomer')}</button>
      </div>
    </form>
  );
}
