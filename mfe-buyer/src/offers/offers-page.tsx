import { EmptyState, useLocationStore, Link } from '@haat/web-kit';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PageFrame } from '@haat/web-kit/page';
import { QueryStates } from '@haat/web-kit/query-states';
import { fetchOffers } from './offers-api.ts';
import { OfferCard } from './offer-card.tsx';
import { currentOffers, offerIdOf } from './offer-validity.ts';
import './offers.css';
import { ReportDialog } from '../reports/report-dialog.tsx';
import { useReportDialog } from '../reports/use-report-dialog.ts';
import { PageMeta } from '../common/page-meta.tsx';

/** /offers (not for sellers): the current offers of the buyer's city, with how long each runs. */
export function OffersPage() {
  const city = useLocationStore((s) => s.city);
  const openPicker = useLocationStore((s) => s.openModal);
  const [now] = useState(() => Date.now());
  const report = useReportDialog();
  const offers = useQuery({ queryKey: ['offers', city], queryFn: ({ signal }) => fetchOffers(city, signal), staleTime: 60_000 });
  const shown = offers.data ? currentOffers(offers.data, now) : [];

  return (
    <PageFrame title={city ? `Offers in ${city}` : 'Offers'} tabTitle={null} subtitle="Deals announced by the stores of your city." actions={<button type="button" className="btn btn--ghost btn--small" onClick={openPicker}>{city ? 'Change City' : 'Choose City'}</button>}>
      <PageMeta
        title={city ? `Offers in ${city}` : 'Offers'}
        description={`Current deals and discounts from local stores${city ? ` in ${city}` : ''} on Haat. Order and pay the seller directly.`}
      />
      <QueryStates
        query={offers}
        loading="Loading offers..."
        error="Failed to load offers. Please try again."
        empty={(
          <EmptyState title={city ? `No offers in ${city} right now` : 'No offers right now'} action={<Link className="btn btn--primary" to="/stores">Browse Stores</Link>}>
            Stores post their deals here. Check back soon!
          </EmptyState>
        )}
        isEmpty={() => shown.length === 0}
      >
        {() => (
          <ul className="offer-grid">
            {shown.map((offer) => <li key={offerIdOf(offer)}><OfferCard offer={offer} now={now} onReport={() => report.open({ reportType: 'broadcast', reportedItem: offerIdOf(offer) })} /></li>)}
          </ul>
        )}
      </QueryStates>
      <ReportDialog target={report.target} onClose={report.close} />
    </PageFrame>
  );
}
