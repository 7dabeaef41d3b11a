import { formatPrice, mapsSearchUrl, Link } from '@haat/web-kit';
import { DEFAULT_DELIVERY_TIMES } from '@haat/contracts/delivery';
import { useParams } from 'react-router';
import { PageFrame } from '@haat/web-kit/page';
import { storePlace, type StoreDetails } from './store-details.ts';
import { useStoreOpen } from './use-store.ts';
import { WithStore } from './with-store.tsx';
import { PageMeta } from '../common/page-meta.tsx';
import '../info/static-page.css';

const mapsLink = (store: StoreDetails) => mapsSearchUrl([store.name, storePlace(store)]);

/** Open or closed from the live status, as on the store page. */
function OpenBadge({ store, storeId }: { store: StoreDetails; storeId: string }) {
  const open = useStoreOpen({ id: storeId, isOpen: store.isOpen });
  return <span className={`badge ${open ? 'badge--success' : 'badge--danger'}`}>{open ? 'Open now' : 'Closed now'}</span>;
}

const fee = (amount: number | null) => (amount ? formatPrice(amount) : 'Free');

function DeliverySummary({ store }: { store: StoreDetails }) {
  const d = store.deliveryOptions;
  return (
    <ul className="plain-list">
      {d.localDelivery !== false ? <li>In {store.city || 'the city'}: {fee(d.localDeliveryFee)}, {d.estimatedLocalDeliveryTime || DEFAULT_DELIVERY_TIMES.local}</li> : null}
      {d.serviceableLocations?.length ? <li>Also to {d.serviceableLocations.join(', ')}: {d.regionDeliveryFee ? formatPrice(d.regionDeliveryFee) : 'Varies'}, {d.estimatedRegionDeliveryTime || '2-5 days'}</li> : null}
      {d.nationwide ? <li>Across India: {d.nationwideDeliveryFee ? formatPrice(d.nationwideDeliveryFee) : 'Varies'}, {d.estimatedNationwideDeliveryTime || '3-7 days'}</li> : null}
      {d.freeShippingThreshold > 0 ? <li>Free delivery on orders above {formatPrice(d.freeShippingThreshold)}</li> : null}
    </ul>
  );
}

function ContactDetails({ store, storeId }: { store: StoreDetails; storeId: string }) {
  const storePath = `/stores/${encodeURIComponent(storeId)}`;
  const address = storePlace(store);
  return (
    <div className="contact-grid">
      <section className="card stack" aria-labelledby="reach-title">
        <h2 id="reach-title" className="card__title">Reach the store</h2>
        {store.phone || store.email ? (
          <dl className="details">
            {store.phone ? <div><dt>Phone</dt><dd><a href={`tel:${store.phone.replace(/\s+/g, '')}`}>{store.phone}</a></dd></div> : null}
            {store.email ? <div><dt>E-mail</dt><dd><a href={`mailto:${store.email}`}>{store.email}</a></dd></div> : null}
          </dl>
        ) : (
          <p className="muted">This store has not shared a phone number or e-mail.</p>
        )}
        <p className="small">You can also <Link to={storePath}>chat with the store</Link> from its page.</p>
      </section>

      <section className="card stack" aria-labelledby="visit-title">
        <h2 id="visit-title" className="card__title">Visit</h2>
        {address ? <address className="contact-address">{address}</address> : <p className="muted">No address shared.</p>}
        {address ? <a href={mapsLink(store)} target="_blank" rel="noopener noreferrer">Open in Google Maps<span className="visually-hidden"> (opens in a new tab)</span></a> : null}
        <dl className="details">
          <div><dt>Hours</dt><dd>{store.businessHours || 'Not shared'}</dd></div>
          {store.paymentOptions?.length ? <div><dt>Payment</dt><dd>{store.paymentOptions.join(', ')}</dd></div> : null}
        </dl>
      </section>

      <section className="card stack" aria-labelledby="delivery-title">
        <h2 id="delivery-title" className="card__title">Delivery</h2>
        <DeliverySummary store={store} />
        {store.storeInstructions ? <p className="small">{store.storeInstructions}</p> : null}
      </section>

      <section className="card stack" aria-labelledby="help-title">
        <h2 id="help-title" className="card__title">A problem with an order?</h2>
        <p className="small">
          Payment goes straight to the seller, so the store settles cancellations, returns and refunds. Contact it first; if you
          cannot reach an agreement, <Link to="/contact-us">write to Haat</Link> and we will help you talk it through.
        </p>
      </section>
    </div>
  );
}

/** /stores/:storeId/contact: how to reach, visit and order from a store. */
export function ContactPage() {
  const { storeId = '' } = useParams();
  return (
    <WithStore storeId={storeId}>
      {(s) => (
        <PageFrame
          title={`Contact ${s.name}`}
          tabTitle={null}
          top={(
            <nav className="breadcrumb" aria-label="Breadcrumb">
              <Link to={`/stores/${encodeURIComponent(storeId)}`}>← Back to {s.name}</Link>
            </nav>
          )}
          actions={<OpenBadge store={s} storeId={storeId} />}
        >
          <PageMeta title={`Contact ${s.name}`} description={`Phone, e-mail, address, opening hours and delivery of ${s.name}${s.city ? ` in ${s.city}` : ''}.`} />
          <ContactDetails store={s} storeId={storeId} />
        </PageFrame>
      )}
    </WithStore>
  );
}
