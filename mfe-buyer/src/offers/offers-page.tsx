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
import { useT } from '../i18n.ts';
import messages from './messages.json';

/** /offers (not for sellers): the current offers of the buyer's city, with how long each runs. */
export function OffersPage() {
  const t = useT(messages);
  const city = useLocationStore((s) => s.city);
  const openPicker = useLocationStore((s) => s.openModal);
  const [now] = useState(() => Date.now());
  const report = useReportDialog();
  const offers = useQuery({ queryKey: ['offers', city], queryFn: ({ signal }) => fetchOffers(city, signal), staleTime: 60_000 });
  const shown = offers.data ? currentOffers(offers.data, now) : [];

  return (
    <PageFrame title={city ? t('offers.offersIn', { city }) : t('offers.offers')} tabTitle={null} subtitle={t('offers.subtitle')} actions={<button type="button" className="btn btn--ghost btn--small" onClick={openPicker}>{t(city ? 'offers.changeCity' : 'offers.chooseCity')}</button>}>
      <PageMeta
        title={city ? t('offers.offersIn', { city }) : t('offers.offers')}
        description={city ? t('offers.descriptionIn', { city }) : t('offers.description')}
      />
      <QueryStates
        query={offers}
        loading={t('offers.loading')}
        error={t('offers.loadFailed')}
        empty={(
          <EmptyState title={city ? t('offers.noneIn', { city }) : t('offers.none')} action={<Link className="btn btn--primary" to="/stores">{t('offers.browseStores')}</Link>}>
            {t('offers.emptyText')}
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
