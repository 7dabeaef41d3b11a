import { formatPrice, mapsSearchUrl, Link, withTags } from '@haat/web-kit';
import { DEFAULT_DELIVERY_TIMES } from '@haat/contracts/delivery';
import { hidden } from '../common/hidden.tsx';
import { linkTo } from '../common/tags.tsx';
import { deliveryTimeText, paymentMethodText } from '../common/shown-values.ts';
import { useParams } from 'react-router';
import { PageFrame } from '@haat/web-kit/page';
import { storePlace, type StoreDetails } from './store-details.ts';
import { useStoreOpen } from './use-store.ts';
import { WithStore } from './with-store.tsx';
import { PageMeta } from '../common/page-meta.tsx';
import { useT } from '../i18n.ts';
import messages from './messages.json';
import '../info/static-page.css';

const mapsLink = (store: StoreDetails) => mapsSearchUrl([store.name, storePlace(store)]);

/** Open or closed from the live status, as on the store page. */
function OpenBadge({ store, storeId }: { store: StoreDetails; storeId: string }) {
  const t = useT(messages);
  const open = useStoreOpen({ id: storeId, isOpen: store.isOpen });
  return <span className={`badge ${open ? 'badge--success' : 'badge--danger'}`}>{t(open ? 'store.openNow' : 'store.closedNow')}</span>;
}

function DeliverySummary({ store }: { store: StoreDetails }) {
  const t = useT(messages);
  const fee = (amount: number | null) => (amount ? formatPrice(amount) : t('store.free'));
  const varies = (amount: number | null) => (amount ? formatPrice(amount) : t('store.varies'));
  const d = store.deliveryOptions;
  return (
    <ul className="plain-list">
      {d.localDelivery !== false ? (
        <li>{t(store.city ? 'store.localLine' : 'store.localLineNoCity', { city: store.city, fee: fee(d.localDeliveryFee), time: deliveryTimeText(d.estimatedLocalDeliveryTime || DEFAULT_DELIVERY_TIMES.local) })}</li>
      ) : null}
      {d.serviceableLocations?.length ? (
        <li>{t('store.regionalLine', { places: d.serviceableLocations.join(', '), fee: varies(d.regionDeliveryFee), time: deliveryTimeText(d.estimatedRegionDeliveryTime || DEFAULT_DELIVERY_TIMES.regional) })}</li>
      ) : null}
      {d.nationwide ? (
        <li>{t('store.nationwideLine', { fee: varies(d.nationwideDeliveryFee), time: deliveryTimeText(d.estimatedNationwideDeliveryTime || DEFAULT_DELIVERY_TIMES.nationwide) })}</li>
      ) : null}
      {d.freeShippingThreshold > 0 ? <li>{t('store.freeAbove', { amount: formatPrice(d.freeShippingThreshold) })}</li> : null}
    </ul>
  );
}

function ContactDetails({ store, storeId }: { store: StoreDetails; storeId: string }) {
  const t = useT(messages);
  const storePath = `/stores/${encodeURIComponent(storeId)}`;
  const address = storePlace(store);
  return (
    <div className="contact-grid">
      <section className="card stack" aria-labelledby="reach-title">
        <h2 id="reach-title" className="card__title">{t('store.reach')}</h2>
        {store.phone || store.email ? (
          <dl className="details">
            {store.phone ? <div><dt>{t('store.phone')}</dt><dd><a href={`tel:${store.phone.replace(/\s+/g, '')}`}>{store.phone}</a></dd></div> : null}
            {store.email ? <div><dt>{t('store.emailLabel')}</dt><dd><a href={`mailto:${store.email}`}>{store.email}</a></dd></div> : null}
          </dl>
        ) : (
          <p className="muted">{t('store.noContact')}</p>
        )}
        <p className="small">{withTags(t('store.chatHint'), { chat: linkTo(storePath) })}</p>
      </section>

      <section className="card stack" aria-labelledby="visit-title">
        <h2 id="visit-title" className="card__title">{t('store.visit')}</h2>
        {address ? <address className="contact-address">{address}</address> : <p className="muted">{t('store.noAddress')}</p>}
        {address ? <a href={mapsLink(store)} target="_blank" rel="noopener noreferrer">{withTags(t('store.maps'), { h: hidden })}</a> : null}
        <dl className="details">
          <div><dt>{t('store.hours')}</dt><dd>{store.businessHours || t('store.notShared')}</dd></div>
          {store.paymentOptions?.length ? <div><dt>{t('store.payment')}</dt><dd>{store.paymentOptions.map(paymentMethodText).join(', ')}</dd></div> : null}
        </dl>
      </section>

      <section className="card stack" aria-labelledby="delivery-title">
        <h2 id="delivery-title" className="card__title">{t('store.delivery')}</h2>
        <DeliverySummary store={store} />
        {store.storeInstructions ? <p className="small">{store.storeInstructions}</p> : null}
      </section>

      <section className="card stack" aria-labelledby="help-title">
        <h2 id="help-title" className="card__title">{t('store.problem')}</h2>
        <p className="small">
          {withTags(t('store.problemText'), { contact: linkTo('/contact-us') })}
        </p>
      </section>
    </div>
  );
}

/** /stores/:storeId/contact: how to reach, visit and order from a store. */
export function ContactPage() {
  const t = useT(messages);
  const { storeId = '' } = useParams();
  return (
    <WithStore storeId={storeId}>
      {(s) => (
        <PageFrame
          title={t('store.contactTitle', { store: s.name })}
          tabTitle={null}
          top={(
            <nav className="breadcrumb" aria-label={t('store.breadcrumb')}>
              <Link to={`/stores/${encodeURIComponent(storeId)}`}>{t('store.backTo', { store: s.name })}</Link>
            </nav>
          )}
          actions={<OpenBadge store={s} storeId={storeId} />}
        >
          <PageMeta title={t('store.contactTitle', { store: s.name })} description={s.city ? t('store.contactDescriptionIn', { store: s.name, city: s.city }) : t('store.contactDescription', { store: s.name })} />
          <ContactDetails store={s} storeId={storeId} />
        </PageFrame>
      )}
    </WithStore>
  );
}
