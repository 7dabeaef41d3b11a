import { Link } from '@haat/web-kit';
import type { WishlistLine } from '@haat/contracts/wishlist-reply';
import { PriceTag } from '../common/price-tag.tsx';
import { ProductImage } from '../common/product-image.tsx';

const LOW_STOCK = 5;

/** One saved product: picture, name, store, price, stock, and its two actions. */
export function WishlistRow({ item, moving, onMove, onRemove }: { item: WishlistLine; moving: boolean; onMove: () => void; onRemove: () => void }) {
  const storePath = item.storeId ? `/stores/${encodeURIComponent(item.storeId)}` : null;
  const productPath = storePath ? `${storePath}/products/${encodeURIComponent(item.productId)}` : null;
  const outOfStock = item.stock === 0;
  return (
    <li className="wishlist-row card">
      <ProductImage className="wishlist-row__image" src={item.image} alt={item.name} />
      <div className="wishlist-row__body">
        <h2 className="wishlist-row__name">{productPath ? <Link to={productPath}>{item.name}</Link> : item.name}</h2>
        {item.storeName && storePath ? <p className="muted small">from <Link to={storePath}>{item.storeName}</Link></p> : null}
        <PriceTag price={item.price} discountPrice={item.discountPrice} />
        {outOfStock ? <p className="badge badge--danger">Out of Stock</p> : null}
        {item.stock != null && item.stock > 0 && item.stock <= LOW_STOCK ? <p className="wishlist-row__low">Only {item.stock} left</p> : null}
      </div>
      <div className="wishlist-row__actions">
        <button type="button" className="btn btn--primary btn--small" onClick={onMove} disabled={moving || outOfStock}>
          {moving ? 'Moving...' : 'Move to Cart'}
        </button>
        <button type="button" className="btn btn--ghost btn--small" onClick={onRemove} aria-label={`Remove ${item.name} from wishlist`}>Remove</button>
      </div>
    </li>
  );
}
