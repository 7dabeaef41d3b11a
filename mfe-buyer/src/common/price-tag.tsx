import { discountPercent, formatPrice } from '@haat/web-kit';
import { useT } from '../i18n.ts';
import messages from './messages.json';

/** Price with the discounted price first, the old one struck through and the rounded % off. */
export function PriceTag({ price, discountPrice }: { price: number; discountPrice: number | null | undefined }) {
  const t = useT(messages);
  const percent = discountPercent(price, discountPrice);
  if (!percent || discountPrice == null) {
    return <span className="price"><span className="price__current">{formatPrice(price)}</span></span>;
  }
  return (
    <span className="price">
      <span className="price__current">{formatPrice(discountPrice)}</span>
      <s className="price__old"><span className="visually-hidden">{t('common.was')}</span>{formatPrice(price)}</s>
      <span className="price__off">{t('common.off', { percent })}</span>
    </span>
  );
}
