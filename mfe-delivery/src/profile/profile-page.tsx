import { useId } from 'react';
import { StoreList } from '../common/components/store-list.tsx';
import { PageFrame } from '@haat/web-kit/page';
import { QueryStates } from '@haat/web-kit/query-states';
import { useDeliveryProfile } from '../common/delivery-profile.ts';
import commonMessages from '../common/messages.json';
import { useT } from '../i18n.ts';
import messages from './messages.json';
import { useDeliveryLive } from '../common/use-delivery-live.ts';
import { AvailabilitySwitch } from './components/availability-switch.tsx';
import { ProfileDetailsForm } from './components/profile-details-form.tsx';
import '../common/delivery.css';
import './profile.css';

/** /delivery/profile: the availability switch, the rider's details and the stores they deliver for. */
export function ProfilePage() {
  const t = useT(messages);
  const tc = useT(commonMessages);
  useDeliveryLive(); // a new delivery is told here too
  const profile = useDeliveryProfile();
  const storesId = useId();
  return (
    <PageFrame title={t('profile.title')} subtitle={t('profile.subtitle')} className="delivery-page page--narrow">
      <QueryStates query={profile} loading={t('profile.loading')} error={t('profile.error')}>
        {(data) => (
          <div className="delivery-profile">
            <AvailabilitySwitch profile={data} />
            <ProfileDetailsForm profile={data} />
            <section className="card delivery-section" aria-labelledby={storesId}>
              <h2 id={storesId} className="delivery-section__title">{tc('common.storesIDeliverFor')}</h2>
              <StoreList stores={data.stores} />
            </section>
          </div>
        )}
      </QueryStates>
    </PageFrame>
  );
}
