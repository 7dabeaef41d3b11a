import { EmptyState, ErrorState, LoadingState, Link } from '@haat/web-kit';
import { PageFrame } from '@haat/web-kit/page';
import { useMyStores } from '../common/my-stores.ts';
import { InvitePartnerForm } from './components/invite-partner-form.tsx';
import { PartnerList } from './components/partner-list.tsx';
import { useDeliveryPartnersLive } from './use-delivery-partners.ts';
import '../common/seller.css';
import './delivery-partners.css';

/**
 * /manage-delivery-partners: the store's own riders. The seller invites one by name and mobile and
 * sends the link; the list shows each partner's status, availability, today's deliveries and the
 * cash they hold, live as riders deliver.
 */
export function DeliveryPartnersPage() {
  const stores = useMyStores();
  useDeliveryPartnersLive();

  let body;
  if (stores.isPending) body = <LoadingState label="Loading your store..." />;
  else if (stores.isError) body = <ErrorState message="Failed to load your stores. Please try again." onRetry={() => void stores.refetch()} />;
  else if (stores.data.length === 0) {
    body = (
      <EmptyState title="You have no store yet" action={<Link to="/manage-store" className="btn btn--primary">Create your store</Link>}>
        Delivery partners deliver a store's orders. Create your store first.
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
    <PageFrame title="Delivery Partners" subtitle="Your own riders: invite them, assign them orders, and collect the cash they bring back.">
      {body}
    </PageFrame>
  );
}
