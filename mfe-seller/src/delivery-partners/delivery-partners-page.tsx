import { EmptyState, ErrorState, LoadingState, Link } from '@haat/web-kit';
import { PageFrame } from '@haat/web-kit/page';
import { useMyStores } from '../common/my-stores.ts';
import { InvitePartnerForm } from './components/invite-partner-form.tsx';
import { PartnerList } from './components/partner-list.tsx';
import { useDeliveryPartnersLive } from './use-delivery-partners.ts';
import '../common/seller.css';
import './delivery-partners.css';
import { useT } from '../i18n.ts';
import messages from './messages.json';

/**
 * /manage-delivery-partners: the store's own riders. The seller invites one by name and mobile and
 * sends the link; the list shows each partner's status, availability, today's deliveries and the
 * cash they hold, live as riders deliver.
 */
export function DeliveryPartnersPage() {
  const t = useT(messages);
  const stores = useMyStores();
  useDeliveryPartnersLive();

  let body;
  if (stores.isPending) body = <LoadingState label={t('partners.loadingStore')} />;
  else if (stores.isError) body = <ErrorState message={t('partners.storesFailed')} onRetry={() => void stores.refetch()} />;
  else if (stores.data.length === 0) {
    body = (
      <EmptyState title={t('partners.noStoreTitle')} action={<Link to="/manage-store" className="btn btn--primary">{t('partners.createStore')}</Link>}>
        {t('partners.noStoreText')}
      </EmptyState>
    );
  } else {
    body = (
      <div className="seller-partner-columns">
        <PartnerList />
        <InvitePartnerForm />
      </div>
    );
  }

  return (
    <PageFrame title={t('partners.pageTitle')} subtitle={t('partners.pageSubtitle')}>
      {body}
    </PageFrame>
  );
}
