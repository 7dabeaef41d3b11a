import { describeError, toast, Link } from '@haat/web-kit';
import type { DeliveryInvitation, DeliveryProfile } from '@haat/contracts';
import { DELIVERY_TEXTS } from '@haat/contracts/delivery-rules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { StoreList } from '../../common/components/store-list.tsx';
import { deliveryKeys } from '../../common/query-keys.ts';
import { acceptInvitation } from '../invitation-api.ts';

/** A signed-in delivery partner accepts the invitation; then the stores they deliver for, the new one among them. */
export function AcceptPanel({ code, invitation }: { code: string; invitation: DeliveryInvitation }) {
  const queryClient = useQueryClient();
  const accept = useMutation({
    mutationFn: () => acceptInvitation(code),
    onSuccess: ({ profile, message }) => {
      queryClient.setQueryData<DeliveryProfile>(deliveryKeys.profile, profile);
      toast.success(message ?? DELIVERY_TEXTS.joined(invitation.storeName));
    },
  });

  if (accept.isSuccess) {
    return (
      <section className="card delivery-section" aria-labelledby="delivery-joined-title">
        <h2 id="delivery-joined-title" className="delivery-section__title">{accept.data.message ?? DELIVERY_TEXTS.joined(invitation.storeName)}</h2>
        <p className="muted">Stores I deliver for:</p>
        <StoreList stores={accept.data.profile.stores} />
        <Link to="/delivery/dashboard" className="btn btn--primary btn--block delivery-big-button">Go to my dashboard</Link>
      </section>
    );
  }
  return (
    <div className="delivery-form">
      {accept.isError ? <p className="form-error" role="alert">{describeError(accept.error, 'Could not accept the invitation. Please try again.')}</p> : null}
      <button type="button" className="btn btn--primary btn--block delivery-big-button" disabled={accept.isPending} onClick={() => accept.mutate()}>
        {accept.isPending ? 'Accepting...' : 'Accept invitation'}
      </button>
    </div>
  );
}
