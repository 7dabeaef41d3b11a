import { withinBusinessHours } from '@haat/contracts/business-hours';
import { Link, withTags } from '@haat/web-kit';
import type { StoreDetails } from '../store/store-details.ts';
import { ProductImage } from '../common/product-image.tsx';
import { RatingValue } from '../common/rating-value.tsx';
import { useMinuteClock } from './use-minute-clock.ts';
import { OpenBadge, StoreTags, VerifiedBadge } from '../store/store-badges.tsx';
import { hidden } from '../common/hidden.tsx';
import { useT } from '../i18n.ts';
// On the home's first screen: its texts are in the home's one catalog.
import messages from '../home/messages.json';

/** Whether the store delivers to the buyer's pincode (the /stores list asks the server). */
export type PincodeDelivery = { pincode: string; delivers: boolean };

/**
 * A store in a list: picture, name (the link; the Verified badge beside it), category, rating ('New' without reviews), city, open/closed,
 * first 3 tags; on /stores also whether it delivers to the buyer's pincode and how far it is.
 */
export function StoreCard({ store, headingLevel = 3, eager = false, delivery = null, distanceKm = null }: {
  store: StoreDetails; headingLevel?: 2 | 3; eager?: boolean; delivery?: PincodeDelivery | null; distanceKm?: number | null;
}) {
  const t = useT(messages);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const now = useMinuteClock();
  return (
    <article className="store-card card">
      <ProductImage className="store-card__image" src={store.image} alt="" eager={eager} width={480} height={270} />
      <div className="store-card__body">
        <div className="store-title">
          <Heading className="store-card__name">
            <Link className="stretched-link" to={`/stores/${encodeURIComponent(store.id)}`}>{store.name}</Link>
          </Heading>
          {store.verified ? <VerifiedBadge /> : null}
        </div>
        <p className="store-card__meta">
          <span>{store.category || t('home.general')}</span>
          <span>
            <RatingValue rating={store.rating} />
            {store.rating !== null ? <span> {withTags(t('home.reviews', { count: store.reviewCount }), { h: hidden })}</span> : null}
          </span>
        </p>
        {store.description ? <p className="store-card__description">{store.description}</p> : null}
        <p className="store-card__footer">
          <span>{store.city}{distanceKm !== null ? <span className="store-card__distance"> · {t('home.km', { km: distanceKm })}</span> : null}</span>
          {/* Open means what the store page and 'Open now' say: the seller's switch and its hours now (India). */}
          <OpenBadge open={store.isOpen && withinBusinessHours(store.businessHours, now)} />
        </p>
        {delivery ? (
          <p className={`store-card__delivery ${delivery.delivers ? 'store-card__delivery--yes' : 'store-card__delivery--no'}`}>
            {t(delivery.delivers ? 'home.delivers' : 'home.noDelivery', { pincode: delivery.pincode })}
          </p>
        ) : null}
        <StoreTags tags={store.tags} />
      </div>
    </article>
  );
}
