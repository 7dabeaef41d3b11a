import { describeError, toast } from '@haat/web-kit';
import { Dialog } from '@haat/web-kit/dialog';
import type { DeliveryPartner } from '@haat/contracts';
import { useMutation } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { updatePartner } from '../delivery-partners-api.ts';
import { partnerBodyOf, partnerFormErrors, partnerFormOf, type PartnerFormErrors } from '../partner-form.ts';
import { PartnerFields } from './partner-fields.tsx';
import { useT } from '../../i18n.ts';
import messages from '../messages.json';

/** Edit the store's record of a partner: name, mobile, vehicle. */
export function EditPartnerDialog({ partner, onClose, onSaved }: { partner: DeliveryPartner | null; onClose: () => void; onSaved: () => void }) {
  const titleId = useId();
  return (
    <Dialog open={partner !== null} onClose={onClose} labelledBy={titleId} closeOnBackdrop={false}>
      {partner ? <EditPartnerForm key={partner.id} titleId={titleId} partner={partner} onClose={onClose} onSaved={onSaved} /> : null}
    </Dialog>
  );
}

function EditPartnerForm({ titleId, partner, onClose, onSaved }: { titleId: string; partner: DeliveryPartner; onClose: () => void; onSaved: () => void }) {
  const t = useT(messages);
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(() => partnerFormOf(partner));
  const [errors, setErrors] = useState<PartnerFormErrors>({});
  const save = useMutation({
    mutationFn: () => updatePartner(partner.id, partnerBodyOf(values)),
    onSuccess: () => {
      toast.success(t('partners.updated'));
      onSaved();
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = partnerFormErrors(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    save.mutate();
  };

  return (
    <form ref={formRef} className="modal__body form" onSubmit={submit} noValidate>
      <h2 id={titleId} className="modal__title">{t('partners.editTitle', { name: partner.name })}</h2>
      <PartnerFields values={values} errors={errors} onChange={setValues} />
      {save.isError ? <p className="form-error" role="alert">{describeError(save.error, t('partners.saveFailed'))}</p> : null}
      <div className="modal__actions">
        <button type="button" className="btn btn--ghost" onClick={onClose} disabled={save.isPending}>{t('partners.cancel')}</button>
        <button type="submit" className="btn btn--primary" disabled={save.isPending}>{save.isPending ? t('partners.saving') : t('partners.save')}</button>
      </div>
    </form>
  );
}
