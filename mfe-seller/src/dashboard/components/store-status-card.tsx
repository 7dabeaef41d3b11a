import { describeError, toast, Link } from '@haat/web-kit';
import type { Store, VerificationStatus } from '@haat/contracts';
import { idOf } from '@haat/contracts/reply-fields';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MY_STORES_KEY } from '../../common/my-stores.ts';
import { useMyVerification } from '../../verification/use-my-verification.ts';
import { VerificationBadge, VerificationDetails } from '../../verification/verification-status.tsx';
import { toggleStoreOpen } from '../dashboard-api.ts';
import { useT } from '../../i18n.ts';
import messages from '../messages.json';

/** Where the card's link leads the seller next, per status. */
const nextStep: Record<VerificationStatus, keyof typeof messages> = {
  unverified: 'dashboard.nextVerify',
  pending: 'dashboard.nextViewVerification',
  verified: 'dashboard.nextSettings',
  rejected: 'dashboard.nextFix',
};

/** The store's verification status and its open/closed switch. */
export function StoreStatusCard({ store }: { store: Store }) {
  const t = useT(messages);
  const storeId = idOf(store);
  const queryClient = useQueryClient();
  const toggle = useMutation({
    mutationFn: () => toggleStoreOpen(storeId),
    onSuccess: ({ status, message }) => {
      queryClient.setQueryData<Store[]>(MY_STORES_KEY, (stores) => stores?.map((s) => (idOf(s) === storeId ? { ...s, isOpen: status.isOpen } : s)));
      void queryClient.invalidateQueries({ queryKey: MY_STORES_KEY });
      toast.success(message || (status.isOpen ? t('dashboard.storeOpened') : t('dashboard.storeClosed')));
    },
    onError: (err) => toast.error(t('dashboard.statusFailed'), describeError(err, t('dashboard.tryAgain'))),
  });
  // The request (its time, a rejection's reason); until it loads, what the store says.
  const request = useMyVerification();
  const verification = request.data ?? { status: store.verificationStatus, submittedAt: null, rejectionReason: store.verificationRejectionReason };
  const isOpen = store.isOpen !== false;

  return (
    <section className="card dashboard-card" aria-labelledby="store-status-title">
      <h2 id="store-status-title" className="card__title">{store.name}</h2>
      {store.closedAt ? (
        <p className="notice notice--warning" role="status">
          <strong>{t('dashboard.closedByHaat')}</strong> {t('dashboard.closedByHaatText')}
          {store.closedReason ? ` ${t('dashboard.closedReason', { reason: store.closedReason })}` : ''}
        </p>
      ) : null}
      <div className="dashboard-switch">
        <span id="store-open-label">{isOpen ? t('dashboard.openForOrders') : t('dashboard.closed')}</span>
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
      <p id="store-open-hint" className="small muted">{isOpen ? t('dashboard.openHint') : t('dashboard.closedHint')}</p>
      <div className="dashboard-verification" role="group" aria-label={t('dashboard.verification')}>
        <VerificationBadge status={verification.status} />
        <VerificationDetails verification={verification} />
        <Link to="/manage-store" className="small">{t(nextStep[verification.status] ?? nextStep.unverified)}</Link>
      </div>
    </section>
  );
}
