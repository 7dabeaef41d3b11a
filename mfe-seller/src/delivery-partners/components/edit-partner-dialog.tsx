import { describeError, toast } from '@haat/web-kit';
import { Dialog } from '@haat/web-kit/dialog';
import type { DeliveryPartner } from '@haat/contracts';
import { useMutation } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { updatePartner } from '../delivery-partners-api.ts';
import { partnerBodyOf, partnerFormErrors, partnerFormOf, type PartnerFormErrors } from '../partner-form.ts';
import { PartnerFields } from './partner-fields.tsx';

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
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(() => partnerFormOf(partner));
  const [errors, setErrors] = useState<PartnerFormErrors>({});
  const save = useMutation({
    mutationFn: () => updatePartner(partner.id, partnerBodyOf(values)),
    onSuccess: () => {
      toast.success('Delivery partner updated');
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
      <h2 id={titleId} className="modal__title">Edit {partner.name}</h2>
      <PartnerFields values={values} errors={errors} onChange={setValues} />
      {save.isError ? <p className="form-error" role="alert">{describeError(save.error, 'Could not save the changes. Please try again.')}</p> : null}
      <div className="modal__actions">
        <button type="button" className="btn btn--ghost" onClick={onClose} disabled={save.isPending}>Cancel</button>
        <button type="submit" className="btn btn--primary" disabled={save.isPending}>{save.isPending ? 'Saving...' : 'Save'}</button>
      </div>
    </form>
  );
}
