import { describeError, isApiError, toast } from '@haat/web-kit';
import { useState } from 'react';
import { moveToCart } from './wishlist-api.ts';
import type { WishlistLine } from '@haat/contracts/wishlist-reply';
import { useCartActions } from '../cart/use-cart-actions.ts';
import { useWishlistChanges } from './use-wishlist.ts';
import { translate } from '../i18n.ts';
import messages from './messages.json';

/**
 * Move to cart: the server moves the item (asking the order service), then the line joins the cart
 * in this browser. When the order service is away (503) its message is shown and the item stays.
 */
export function useMoveToCart() {
  const cart = useCartActions();
  const changes = useWishlistChanges();
  const [moving, setMoving] = useState<string | null>(null);

  const move = async (item: WishlistLine) => {
    if (item.stock === 0) return void toast.error(translate(messages, 'wishlist.itemOutOfStock', { name: item.name }));
    setMoving(item.itemId);
    try {
      await moveToCart(item.itemId);
    } catch (err) {
      const text = isApiError(err) && err.status === 503 ? (err.serverText ?? err.message) : describeError(err, translate(messages, 'wishlist.moveFailed'));
      toast.error(text);
      return;
    } finally {
      setMoving(null);
    }
    changes.forget(item);
    // The server already put it in the buyer's cart: read that cart again rather than adding it twice.
    cart.movedToCart(item.name);
  };

  return { move, moving };
}
