import { formatPrice, Link } from '@haat/web-kit';
import type { ReactNode } from 'react';
import { feeLabel, NO_PINCODES_TEXT } from './delivery.ts';
import { storePlace, type StoreDetails } from './store-details.ts';
import { OpenBadge } from './store-header.tsx';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return <div><dt>{label}</dt><dd>{children}</dd></div>;
}

/** The About tab (spec §2): status, description, address, hours, category, contact, delivery and payment. */
export function StoreAbout({ store, open }: { store: StoreDetails; open: boolean }) {
  const d = store.deliveryOptions;
  const place = storePlace(store);
  return (
    <div className="store-about">
      <section className="card store-about__card" aria-labelledby="about-store-title">
        <h2 id="about-store-title" className="card__title">About {store.name} <OpenBadge open={open} /></h2>
        {store.description ? <p className="store-about__description">{store.description}</p> : <p className="muted">The seller has not added a description yet.</p>}
        <dl className="details">
          {place ? <Row label="Address">{place}</Row> : null}
          {store.businessHours ? <Row label="Business hours">{store.businessHours}</Row> : null}
          {store.category ? <Row label="Category">{store.category}</Row> : null}
          {store.phone ? <Row label="Phone"><a href={`tel:${store.phone.replace(/\s+/g, '')}`}>{store.phone}</a></Row> : null}
          {store.email ? <Row label="Email"><a href={`mailto:${store.email}`}>{store.email}</a></Row> : null}
          {store.storeInstructions ? <Row label="Instructions">{store.storeInstructions}</Row> : null}
        </dl>
        <p className="store-about__contact"><Link to={`/stores/${encodeURIComponent(store.id)}/contact`}>Contact this store</Link></p>
      </section>

      <section className="card store-about__card" aria-labelledby="about-delivery-title">
        <h2 id="about-delivery-title" className="card__title">Delivery</h2>
        <dl className="details">
          {d.localDelivery ? (
            <Row label="Local delivery">{store.city ? `In ${store.city}` : 'In the city'} · {d.estimatedLocalDeliveryTime} · {feeLabel(d.localDeliveryFee, 'local', formatPrice)}</Row>
          ) : null}
          {d.nationwide ? <Row label="Nationwide">{d.estimatedNationwideDeliveryTime} · {feeLabel(d.nationwideDeliveryFee, 'nationwide', formatPrice)}</Row> : null}
          {d.serviceableLocations.length > 0 ? (
            <Row label="Also delivers to">{d.serviceableLocations.join(', ')} · {d.estimatedRegionDeliveryTime} · {feeLabel(d.regionDeliveryFee, 'regional', formatPrice)}</Row>
          ) : null}
          {d.pincodeBasedDelivery && !d.entireCityDelivery ? (
            <Row label="Pincodes">{d.serviceablePincodes.length > 0 ? d.serviceablePincodes.join(', ') : NO_PINCODES_TEXT}</Row>
          ) : null}
          {d.freeShippingThreshold > 0 ? <Row label="Free delivery">On orders above {formatPrice(d.freeShippingThreshold)}</Row> : null}
          {!d.localDelivery && !d.nationwide && d.serviceableLocations.length === 0 ? <Row label="Delivery">Contact the store for delivery information.</Row> : null}
        </dl>
      </section>

      <section className="card store-about__card" aria-labelledby="about-payment-title">
        <h2 id="about-payment-title" className="card__title">Payment</h2>
        {store.paymentOptions.length > 0 ? (
          <ul className="plain-list">{store.paymentOptions.map((p) => <li key={p}>{p}{p === 'UPI Payment' ? ' (paid directly to the seller)' : ''}</li>)}</ul>
        ) : (
          <p className="muted">Cash on Delivery</p>
        )}
      </section>
    </div>
  );
}
