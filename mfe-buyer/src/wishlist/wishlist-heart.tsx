import { toast } from '@haat/web-kit';
import { sameLine } from './wishlist-line.ts';
import { loginForWishlistText, useWishlist, useWishlistChanges, type WishlistProduct } from './use-wishlist.ts';
import { useT } from '../i18n.ts';
import messages from './messages.json';
import './wishlist.css';

/**
 * The heart on a product card: saves the product to the wishlist or takes it out. Visitors are
 * asked to log in; sellers and delivery partners, who have no wishlist, do not see it.
 */
export function WishlistHeart({ product, className = '' }: { product: WishlistProduct; className?: string }) {
  const t = useT(messages);
  const { query, signedIn, isBuyer } = useWishlist();
  const changes = useWishlistChanges();
  if (signedIn && !isBuyer) return null;
  const saved = !!query.data?.some((item) => sameLine(item, product));

  const toggle = () => {
    if (!signedIn) return void toast.info(loginForWishlistText());
    if (!product.productId || !product.storeId) return;
    void (saved ? changes.remove(product) : changes.add(product));
  };

  return (
    <button
      type="button"
      className={`wishlist-heart${saved ? ' wishlist-heart--saved' : ''} ${className}`}
      aria-pressed={saved}
      aria-label={t(saved ? 'wishlist.remove' : 'wishlist.add', { name: product.name })}
      disabled={signedIn && query.isPending}
      onClick={toggle}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.7 4.5c2.1 0 3.6 1.2 4.3 2.5.7-1.3 2.2-2.5 4.3-2.5 3.7 0 5.8 3.9 4.3 7.3C19.5 16.4 12 21 12 21z" />
      </svg>
    </button>
  );
}
