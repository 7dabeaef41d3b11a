import { Link, withTags } from '@haat/web-kit';
import type { WishlistLine } from '@haat/contracts/wishlist-reply';
import { PriceTag } from '../common/price-tag.tsx';
import { ProductImage } from '../common/product-image.tsx';
import { useT } from '../i18n.ts';
import messages from './messages.json';
import { linkTo } from '../common/tags.tsx';

const LOW_STOCK = 5;

/** One saved product: picture, name, store, price, stock, and its two actions. */
export function WishlistRow({ item, moving, onMove, onRemove }: { item: WishlistLine; moving: boolean; onMove: () => void; onRemove: () => void }) {
  const t = useT(messages);
  const storePath = item.storeId ? `/stores/${encodeURIComponent(item.storeId)}` : null;
  const productPath = storePath ? `${storePath}/products/${encodeURIComponent(item.productId)}` : null;
  const outOfStock = item.stock === 0;
  return (
    <li className="wishlist-row card">
      <ProductImage className="wishlist-row__image" src={item.image} alt={item.name} />
      <div className="wishlist-row__body">
        <h2 className="wishlist-row__name">{productPath ? <Link to={productPath}>{item.name}</Link> : item.name}</h2>
        {item.storeName && storePath ? <p className="muted small">{withTags(t('wishlist.from', { store: item.storeName }), { store: linkTo(storePath) })}</p> : null}
        <PriceTag price={item.price} discountPrice={item.discountPrice} />
        {outOfStock ? <p className="badge badge--danger">{t('wishlist.outOfStock')}</p> : null}
        {item.stock != null && item.stock > 0 && item.stock <= LOW_STOCK ? <p className="wishlist-row__low">{t('wishlist.onlyLeft', { count: item.stock })}</p> : null}
      </div>
      <div className="wishlist-row__actions">
        <button type="button" className="btn btn--primary btn--small" onClick={onMove} disabled={moving || outOfStock}>
          {t(moving ? 'wishlist.moving' : 'wishlist.moveToCart')}
        </button>
        <button type="button" className="btn btn--ghost btn--small" onClick={onRemove} aria-label={t('wishlist.remove', { name: item.name })}>{t('wishlist.removeButton')}</button>
      </div>
    </li>
  );
}
