import { Link } from '@haat/web-kit';
import type { Broadcast } from './offers-api.ts';
import { ProductImage } from '../common/product-image.tsx';
import { offerValidity } from './offer-validity.ts';
import { useT } from '../i18n.ts';
import messages from './messages.json';

/** One offer: picture, title, text, the store, its city and how long it runs. */
export function OfferCard({ offer, now, onReport }: { offer: Broadcast; now: number; onReport: () => void }) {
  const t = useT(messages);
  const validity = offerValidity(offer, now);
  const city = offer.targetCity || offer.city;
  return (
    <article className="offer card">
      {offer.imageUrl ? <ProductImage className="offer__image" src={offer.imageUrl} alt="" /> : null}
      <div className="offer__body">
        <h2 className="offer__title">{offer.title}</h2>
        {offer.description ? <p className="offer__text">{offer.description}</p> : null}
        <p className={`offer__validity${validity.endingSoon ? ' offer__validity--soon' : ''}`}>{validity.text}</p>
        <p className="offer__meta">
          <Link to={`/stores/${encodeURIComponent(offer.storeId)}`}>{offer.storeName || t('offers.visitStore')}</Link>
          {city ? <span className="muted"> · {city}</span> : null}
        </p>
        <div className="offer__actions">
          <button type="button" className="btn btn--ghost btn--small" onClick={onReport} aria-label={t('offers.reportOffer', { title: offer.title })}>{t('offers.report')}</button>
        </div>
      </div>
    </article>
  );
}
