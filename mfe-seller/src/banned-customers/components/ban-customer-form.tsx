import { isApiError, toast } from '@haat/web-kit';
import { BAN_REASON_MAX_LENGTH, isBanPhoneSpelling } from '@haat/contracts/store-ban-rules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { TextField } from '@haat/web-kit/forms';
import { banCustomer } from '../banned-customers-api.ts';
import { bannedCustomersKey } from '../use-banned-customers.ts';
import { useT } from '../../i18n.ts';
import messages from '../messages.json';

/** Ban a customer by phone, with the reason they will be shown when they try to order. */
export function BanCustomerForm({ storeId }: { storeId: string }) {
  const t = useT(messages);
  const queryClient = useQueryClient();
  const [phone, setPhone] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<{ field: 'phone' | 'reason' | 'form'; text: string } | null>(null);
  const [done, setDone] = useState('');

  const ban = useMutation({
    mutationFn: (body: { phone: string; banReason: string }) => banCustomer(storeId, body),
    onSuccess: ({ ban: saved, message }) => {
      const text = message || t('banned.customerBanned', { phone: saved.phone });
      setDone(text);
      toast.success(text);
      setPhone('');
      setReason('');
      void queryClient.invalidateQueries({ queryKey: bannedCustomersKey(storeId) });
    },
    // The server's words when it sent some (e.g. an invalid phone), else the spec's failure text.
    onError: (err) => setError({ field: 'form', text: (isApiError(err) && err.serverText) || t('banned.banFailed') }),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    setDone('');
    const trimmedPhone = phone.trim();
    const trimmedReason = reason.trim();
    if (!trimmedPhone) return setError({ field: 'phone', text: t('banned.missingPhoneOrStore') });
    if (!isBanPhoneSpelling(trimmedPhone)) return setError({ field: 'phone', text: t('banned.invalidPhone') });
    if (!trimmedReason) return setError({ field: 'reason', text: t('banned.reasonRequired') });
    setError(null);
    ban.mutate({ phone: trimmedPhone, banReason: trimmedReason });
  }

  return (
    <form className="card form banned-form" onSubmit={submit} noValidate aria-labelledby="ban-form-title">
      <h2 id="ban-form-title" className="card__title">{t('banned.formTitle')}</h2>
      <p className="small muted">{t('banned.formIntro')}</p>
      <TextField
        id="ban-phone" label={t('banned.phoneLabel')} type="tel" inputMode="tel" autoComplete="off" placeholder="98000 12345" maxLength={30}
        value={phone} onValueChange={setPhone} error={error?.field === 'phone' ? error.text : undefined}
      />
      <div className="field">
        <label className="field__label" htmlFor="ban-reason">{t('banned.reasonLabel')}</label>
        <textarea
          id="ban-reason" className="field__input" rows={3} maxLength={BAN_REASON_MAX_LENGTH}
          value={reason} onChange={(e) => setReason(e.target.value)}
          aria-invalid={error?.field === 'reason'} aria-describedby={error?.field === 'reason' ? 'ban-reason-error' : undefined}
        />
        {error?.field === 'reason' ? <p id="ban-reason-error" className="form-error" role="alert">{error.text}</p> : null}
      </div>
      {error?.field === 'form' ? <p className="form-error" role="alert">{error.text}</p> : null}
      {done ? <p className="form-success" role="status">{done}</p> : null}
      <div className="form__actions">
        <button type="submit" className="btn btn--danger" disabled={ban.isPending}>{ban.isPending ? t('banned.banning') : t('banned.banButton')}</button>
      </div>
    </form>
  );
}
