import { ErrorState, LoadingState } from '@haat/web-kit';
import { useId } from 'react';
import { StoreList } from '../common/components/store-list.tsx';
import { PageFrame } from '../common/components/page-frame.tsx';
import { useDeliveryProfile } from '../common/delivery-profile.ts';
import { useDeliveryLive } from '../common/use-delivery-live.ts';
import { AvailabilitySwitch } from './components/availability-switch.tsx';
import { ProfileDetailsForm } from './components/profile-details-form.tsx';
import '../common/delivery.css';
import './profile.css';

/** /delivery/profile: the availability switch, the rider's details and the stores they deliver for. */
export function ProfilePage() {
  useDeliveryLive(); // a new delivery is told here too
  const profile = useDeliveryProfile();
  const storesId = useId();
  return (
    <PageFrame title="Delivery Profile" subtitle="Your details as the stores you deliver for see them." className="page--narrow">
      {profile.isPending ? <LoadingState label="Loading your profile..." /> : null}
      {profile.isError && !profile.data ? <ErrorState message="Could not load your profile." onRetry={() => void profile.refetch()} /> : null}
      {profile.data ? (
        <div className="delivery-profile">
          <AvailabilitySwitch profile={profile.data} />
          <ProfileDetailsForm profile={profile.data} />
          <section className="card delivery-section" aria-labelledby={storesId}>
            <h2 id={storesId} className="delivery-section__title">Stores I deliver for</h2>
            <StoreList stores={profile.data.stores} />
          </section>
        </div>
      ) : null}
    </PageFrame>
  );
}
