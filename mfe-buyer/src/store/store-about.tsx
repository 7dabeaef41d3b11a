import { formatPrice, Link } from '@haat/web-kit';
import type { ReactNode } from 'react';
import { feeLabel, noPincodesText } from './delivery.ts';
import { deliveryTimeText, paymentMethodText } from '../common/shown-values.ts';
import { storePlace, type StoreDetails } from './store-details.ts';
import { OpenBadge } from './store-badges.tsx';
import { useT } from '../i18n.ts';
import messages from './messages.json';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return <div><dt>{label}</dt><dd>{children}</dd></div>;
}

/** The About tab (spec §2): status, description, address, hours, category, contact, delivery and payment. */
export function StoreAbout({ store, open }: { store: StoreDetails; open: boolean }) {
  const t = useT(messages);
  const d = store.deliveryOptions;
  const place = storePlace(store);
  return (
    <div className="store-about">
      <section className="card store-about__card" aria-labelledby="about-store-title">
        <h2 id="about-store-title" className="card__title">{t('store.about', { store: store.name })} <OpenBadge open={open} /></h2>
        {store.description ? <p className="store-about__description">{store.description}</p> : <p className="muted">{t('store.noDescription')}</p>}
        <dl className="details">
          {place ? <Row label={t('store.address')}>{place}</Row> : null}
          {store.businessHours ? <Row label={t('store.businessHours')}>{store.businessHours}</Row> : null}
          {store.category ? <Row label={t('store.category')}>{store.category}</Row> : null}
          {store.phone ? <Row label={t('store.phone')}><a href={`tel:${store.phone.replace(/\s+/g, '')}`}>{store.phone}</a></Row> : null}
          {store.email ? <Row label={t('store.email')}><a href={`mailto:${store.email}`}>{store.email}</a></Row> : null}
          {store.storeInstructions ? <Row label={t('store.instructions')}>{store.storeInstructions}</Row> : null}
        </dl>
        <p className="store-about__contact"><Link to={`/stores/${encodeURIComponent(store.id)}/contact`}>{t('store.contactThis')}</Link></p>
      </section>

      <section className="card store-about__card" aria-labelledby="about-delivery-title">
        <h2 id="about-delivery-title" className="card__title">{t('store.delivery')}</h2>
        <dl className="details">
          {d.localDelivery ? (
            <Row label={t('store.localDelivery')}>{store.city ? t('store.inCity', { city: store.city }) : t('store.inTheCity')} · {deliveryTimeText(d.estimatedLocalDeliveryTime)} · {feeLabel(d.localDeliveryFee, 'local', formatPrice)}</Row>
          ) : null}
          {d.nationwide ? <Row label={t('store.nationwide')}>{deliveryTimeText(d.estimatedNationwideDeliveryTime)} · {feeLabel(d.nationwideDeliveryFee, 'nationwide', formatPrice)}</Row> : null}
          {d.serviceableLocations.length > 0 ? (
            <Row label={t('store.alsoDeliversTo')}>{d.serviceableLocations.join(', ')} · {deliveryTimeText(d.estimatedRegionDeliveryTime)} · {feeLabel(d.regionDeliveryFee, 'regional', formatPrice)}</Row>
          ) : null}
          {d.pincodeBasedDelivery && !d.entireCityDelivery ? (
            <Row label={t('store.pincodes')}>{d.serviceablePincodes.length > 0 ? d.serviceablePincodes.join(', ') : noPincodesText()}</Row>
          ) : null}
          {d.freeShippingThreshold > 0 ? <Row label={t('store.freeDelivery')}>{t('store.onOrdersAbove', { amount: formatPrice(d.freeShippingThreshold) })}</Row> : null}
          {!d.localDelivery && !d.nationwide && d.serviceableLocations.length === 0 ? <Row label={t('store.delivery')}>{t('store.contactForDelivery')}</Row> : null}
        </dl>
      </section>

      <section className="card store-about__card" aria-labelledby="about-payment-title">
        <h2 id="about-payment-title" className="card__title">{t('store.payment')}</h2>
        {store.paymentOptions.length > 0 ? (
          <ul className="plain-list">{store.paymentOptions.map((p) => <li key={p}>{p === 'UPI Payment' ? t('store.paidToSeller', { method: paymentMethodText(p) }) : paymentMethodText(p)}</li>)}</ul>
        ) : (
          // i18n-ignore: the method as the server sends it, shown through its label
          <p className="muted">{paymentMethodText('Cash on Delivery')}</p>
        )}
      </section>
    </div>
  );
}
