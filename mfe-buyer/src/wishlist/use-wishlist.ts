import { describeError, toast, useSession } from '@haat/web-kit';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { addToWishlist, fetchWishlist, removeFromWishlist } from './wishlist-api.ts';
import type { WishlistLine } from '@haat/contracts/wishlist-reply';
import { sameLine } from './wishlist-line.ts';
import { translate } from '../i18n.ts';
import messages from './messages.json';

const wishlistKey = (userId: string | null) => ['wishlist', userId] as const;

export const loginForWishlistText = (): string => translate(messages, 'wishlist.loginFirst');

/** The signed-in buyer's wishlist: one request shared by the page and every heart on screen. */
export function useWishlist() {
  const session = useSession();
  const userId = session.user?.id ?? null;
  const query = useQuery({
    queryKey: wishlistKey(userId),
    queryFn: ({ signal }) => fetchWishlist(signal),
    enabled: !!userId && session.isBuyer,
    staleTime: 60_000,
  });
  return { query, userId, isBuyer: session.isBuyer, signedIn: !!userId };
}

export type WishlistProduct = Pick<WishlistLine, 'productId' | 'storeId' | 'name'> & Partial<Pick<WishlistLine, 'price' | 'discountPrice' | 'image' | 'storeName' | 'stock'>>;

/**
 * Adds and removes optimistically (spec §4 'Wishlist'): the list changes at once; when the server
 * refuses, the list is fetched again so it shows the truth, and the error is told.
 */
export function useWishlistChanges() {
  const client = useQueryClient();
  // The user's id only: a second query observer per heart would double each product card's work.
  const key = wishlistKey(useSession().user?.id ?? null);

  const setList = (change: (list: WishlistLine[]) => WishlistLine[]) =>
    client.setQueryData<WishlistLine[]>(key, (list) => change(list ?? []));

  const run = async (apply: () => void, call: () => Promise<unknown>, failure: string) => {
    await client.cancelQueries({ queryKey: key });
    apply();
    try {
      await call();
    } catch (err) {
      toast.error(describeError(err, failure));
      await client.invalidateQueries({ queryKey: key });
    }
  };

  return {
    add(product: WishlistProduct) {
      const item: WishlistLine = {
        itemId: product.productId,
        productId: product.productId,
        storeId: product.storeId,
        name: product.name,
        storeName: product.storeName ?? '',
        price: product.price ?? 0,
        discountPrice: product.discountPrice ?? null,
        image: product.image ?? '',
        stock: product.stock ?? null,
      };
      return run(
        () => setList((list) => [...list.filter((i) => !sameLine(i, item)), item]),
        async () => {
          await addToWishlist(product.productId, product.storeId);
          // The server's copy carries the item id that move-to-cart needs.
          await client.invalidateQueries({ queryKey: key });
        },
        translate(messages, 'wishlist.addFailed'),
      );
    },
    remove(item: Pick<WishlistLine, 'productId' | 'storeId'>) {
      return run(
        () => setList((list) => list.filter((i) => !sameLine(i, item))),
        () => removeFromWishlist(item.productId, item.storeId),
        translate(messages, 'wishlist.removeFailed'),
      );
    },
    /** Drops an item that the server already moved away (move to cart). */
    forget(item: Pick<WishlistLine, 'productId' | 'storeId'>) {
      setList((list) => list.filter((i) => !sameLine(i, item)));
    },
  };
}
