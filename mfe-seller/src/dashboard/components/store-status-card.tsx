import { describeError, toast } from '@haat/web-kit';
import type { Store, VerificationStatus } from '@haat/contracts';
import { idOf } from '@haat/contracts/reply-fields';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { MY_STORES_KEY } from '../../common/my-stores.ts';
import { toggleStoreOpen } from '../dashboard-api.ts';

const verificationView: Record<VerificationStatus, { label: string; badge: string; text: string; action: string }> = {
  unverified: { label: 'Not verified', badge: 'badge--warning', text: 'Verify your store so buyers can trust it.', action: 'Verify your store' },
  pending: { label: 'Verification pending', badge: 'badge--info', text: 'We are checking your documents (usually within 24 hours).', action: 'View verification' },
  verified: { label: 'Verified', badge: 'badge--success', text: 'Your store is verified.', action: 'Store settings' },
  rejected: { label: 'Verification rejected', badge: 'badge--danger', text: 'Your verification was rejected.', action: 'Fix and resubmit' },
};

/** The store's verification status and its open/closed switch. */
export function StoreStatusCard({ store }: { store: Store }) {
  const storeId = idOf(store);
  const queryClient = useQueryClient();
  const toggle = useMutation({
    mutationFn: () => toggleStoreOpen(storeId),
    onSuccess: ({ status, message }) => {
      queryClient.setQueryData<Store[]>(MY_STORES_KEY, (stores) => stores?.map((s) => (idOf(s) === storeId ? { ...s, isOpen: status.isOpen } : s)));
      void queryClient.invalidateQueries({ queryKey: MY_STORES_KEY });
      toast.success(message || (status.isOpen ? 'Store is now open' : 'Store is now closed'));
    },
    onError: (err) => toast.error('Failed to update store status', describeError(err, 'Please try again.')),
  });
  const verification = verificationView[store.verificationStatus] ?? verificationView.unverified;
  const isOpen = store.isOpen !== false;

  return (
    <section className="card dashboard-card" aria-labelledby="store-status-title">
      <h2 id="store-status-title" className="card__title">{store.name}</h2>
      <div className="dashboard-switch">
        <span id="store-open-label">{isOpen ? 'Open for orders' : 'Closed'}</span>
        <button
          type="button"
          role="switch"
          aria-checked={isOpen}
          aria-labelledby="store-open-label"
          aria-describedby="store-open-hint"
          className={`dashboard-switch__control ${isOpen ? 'dashboard-switch__control--on' : ''}`}
          disabled={toggle.isPending}
          onClick={() => toggle.mutate()}
        >
          <span className="dashboard-switch__knob" />
        </button>
      </div>
      <p id="store-open-hint" className="small muted">{isOpen ? 'Buyers can order now (within your business hours).' : 'Buyers see your store as closed.'}</p>
      <div className="dashboard-verification">
        <span className={`badge ${verification.badge}`}>{verification.label}</span>
        <p className="small">
          {verification.text}
          {store.verificationStatus === 'rejected' && store.verificationRejectionReason ? ` Reason: ${store.verificationRejectionReason}` : ''}
        </p>
        <Link to="/manage-store" className="small">{verification.action}</Link>
      </div>
    </section>
  );
}
