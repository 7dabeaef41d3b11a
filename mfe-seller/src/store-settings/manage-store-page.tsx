import { EmptyState, ErrorState, LoadingState } from '@haat/web-kit';
import { PageFrame } from '@haat/web-kit/page';
import { useCurrentStore } from '../common/my-stores.ts';
import { StorePicker } from '../common/store-picker.tsx';
import { OpenSwitch } from './components/open-switch.tsx';
import { StoreSettingsForm } from './components/store-settings-form.tsx';
import { VerificationSection } from './components/verification-section.tsx';
import { CreateStoreForm } from './create-store-form.tsx';
import '../common/seller.css';
import './store-settings.css';
import { useT } from '../i18n.ts';
import messages from './messages.json';

/** /manage-store: create the seller's store, or edit every field of it, its open switch and its verification. */
export function ManageStorePage() {
  const t = useT(messages);
  const { stores, store } = useCurrentStore();
  let body;
  if (stores.isPending) body = <LoadingState label={t('store.loadingStore')} />;
  else if (stores.isError) body = <ErrorState message={t('store.storesFailed')} onRetry={() => void stores.refetch()} />;
  else if (!store) body = <CreateStoreForm />;
  else {
    body = (
      <>
        <StorePicker />
        <div className="store-settings__top">
          <div>
            <p className="store-settings__name">{store.name}</p>
            <a className="small" href={`/${store.slug}`} target="_blank" rel="noreferrer">{location.host}/{store.slug}</a>
          </div>
          <OpenSwitch store={store} />
        </div>
        <div className="store-settings__columns">
          {/* Keyed by store: switching stores starts the form afresh; the open switch does not touch unsaved edits. */}
          <StoreSettingsForm key={store.id} store={store} />
          <VerificationSection key={store.id} phone={store.phone} />
        </div>
      </>
    );
  }
  return (
    <PageFrame title={t('store.pageTitle')} subtitle={t('store.pageSubtitle')}>
      {body ?? <EmptyState title={t('store.noStoreTitle')}>{t('store.noStoreText')}</EmptyState>}
    </PageFrame>
  );
}
