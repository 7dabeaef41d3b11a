import { describeError, toast, Link } from '@haat/web-kit';
import type { DeliveryInvitation, DeliveryProfile } from '@haat/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { StoreList } from '../../common/components/store-list.tsx';
import { deliveryKeys } from '../../common/query-keys.ts';
import { translate, useT } from '../../i18n.ts';
import { acceptInvitation } from '../invitation-api.ts';
import messages from '../messages.json';

/** A signed-in delivery partner accepts the invitation; then the stores they deliver for, the new one among them. */
export function AcceptPanel({ code, invitation }: { code: string; invitation: DeliveryInvitation }) {
  const t = useT(messages);
  const queryClient = useQueryClient();
  const accept = useMutation({
    mutationFn: () => acceptInvitation(code),
    onSuccess: ({ profile, message }) => {
      queryClient.setQueryData<DeliveryProfile>(deliveryKeys.profile, profile);
      toast.success(message ?? translate(messages, 'invitation.joined', { store: invitation.storeName }));
    },
  });

  if (accept.isSuccess) {
    return (
      <section className="card delivery-section" aria-labelledby="delivery-joined-title">
        <h2 id="delivery-joined-title" className="delivery-section__title">{accept.data.message ?? t('invitation.joined', { store: invitation.storeName })}</h2>
        <p className="muted">{t('invitation.storesListLabel')}</p>
        <StoreList stores={accept.data.profile.stores} />
        <Link to="/delivery/dashboard" className="btn btn--primary btn--block delivery-big-button">{t('invitation.toDashboard')}</Link>
      </section>
    );
  }
  return (
    <div className="delivery-form">
      {accept.isError ? <p className="form-error" role="alert">{describeError(accept.error, t('invitation.acceptError'))}</p> : null}
      <button type="button" className="btn btn--primary btn--block delivery-big-button" disabled={accept.isPending} onClick={() => accept.mutate()}>
        {t(accept.isPending ? 'invitation.accepting' : 'invitation.accept')}
      </button>
    </div>
  );
}
