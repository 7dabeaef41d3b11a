import { describeError, toast } from '@haat/web-kit';
import type { DeliveryPartner } from '@haat/contracts';
import { INVITE_VALID_DAYS } from '@haat/contracts/delivery-rules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { invitePartner } from '../delivery-partners-api.ts';
import { emptyPartnerForm, partnerBodyOf, partnerFormErrors, type PartnerFormErrors } from '../partner-form.ts';
import { DELIVERY_PARTNERS_KEY } from '../use-delivery-partners.ts';
import { InvitationLink } from './invitation-link.tsx';
import { PartnerFields } from './partner-fields.tsx';
import { useT } from '../../i18n.ts';
import messages from '../messages.json';

/** "Invite a delivery partner": name, mobile and vehicle make an invitation; its link is then shown to share. */
export function InvitePartnerForm() {
  const t = useT(messages);
  const queryClient = useQueryClient();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(emptyPartnerForm);
  const [errors, setErrors] = useState<PartnerFormErrors>({});
  const [serverError, setServerError] = useState('');
  const [invited, setInvited] = useState<DeliveryPartner | null>(null);

  const invite = useMutation({
    mutationFn: invitePartner,
    onSuccess: ({ partner, message }) => {
      toast.success(message ?? t('partners.invited'));
      setInvited(partner);
      setValues(emptyPartnerForm);
      void queryClient.invalidateQueries({ queryKey: DELIVERY_PARTNERS_KEY });
    },
    // 409: this phone is already in the list; the server's words say so.
    onError: (err) => setServerError(describeError(err, t('partners.inviteFailed'))),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = partnerFormErrors(values);
    setErrors(found);
    setServerError('');
    if (Object.keys(found).length > 0) {
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    invite.mutate(partnerBodyOf(values));
  };

  if (invited) {
    return (
      <section className="card seller-partner-invite" aria-labelledby="invite-done-title">
        <h2 id="invite-done-title" className="card__title">{t('partners.inviteReadyFor', { name: invited.name })}</h2>
        <p className="small">{t('partners.inviteSendTo', { name: invited.name })}</p>
        <InvitationLink partner={invited} />
        <div className="form__actions">
          <button type="button" className="btn btn--ghost" onClick={() => setInvited(null)}>{t('partners.inviteAnother')}</button>
        </div>
      </section>
    );
  }

  return (
    <form ref={formRef} className="card form seller-partner-invite" onSubmit={submit} noValidate aria-labelledby="invite-title">
      <h2 id="invite-title" className="card__title">{t('partners.inviteTitle')}</h2>
      <p className="small muted">{t('partners.inviteIntro', { days: INVITE_VALID_DAYS })}</p>
      <PartnerFields values={values} errors={errors} onChange={setValues} />
      {serverError ? <p className="form-error" role="alert">{serverError}</p> : null}
      <div className="form__actions">
        <button type="submit" className="btn btn--primary" disabled={invite.isPending}>{invite.isPending ? t('partners.inviting') : t('partners.invite')}</button>
      </div>
    </form>
  );
}
