import { toast, useCartStore, type AddToCartInput } from '@haat/web-kit';
import type { ProductSummary } from '@haat/contracts/product-reply';
import type { PurchaseChoice } from '../catalog/purchase.ts';
import { storeClosedText } from '../orders/order-texts.ts';
import { translate } from '../i18n.ts';
import messages from './messages.json';

type ProductPurchase = {
  product: ProductSummary;
  choice: PurchaseChoice;
  quantity: number;
  store: { id: string; name: string };
  /** A closed store refuses adding (spec §2, §4). */
  storeOpen: boolean;
};

/**
 * Cart changes with the spec's notices ('{name} added to cart!', 'Item removed from cart', stock
 * texts). A buyer's cart is the server's: the change shows at once and the cart store sends it,
 * rolling it back with the server's text (e.g. a stock refusal) if it is refused.
 */
export function useCartActions() {
  const add = useCartStore((s) => s.add);
  const remove = useCartStore((s) => s.remove);
  const setQuantity = useCartStore((s) => s.setQuantity);
  const reload = useCartStore((s) => s.reload);
  const addInput = (input: AddToCartInput): boolean => {
    const result = add(input);
    if (result.ok) toast.success(translate(messages, 'cart.added', { name: input.name }));
    else toast.error(result.message);
    return result.ok;
  };
  return {
    add: addInput,
    /** A product (or one of its variants) from a store page; the cart store checks the stock. */
    addProduct({ product, choice, quantity, store, storeOpen }: ProductPurchase): boolean {
      if (!storeOpen) {
        toast.warning(storeClosedText());
        return false;
      }
      return addInput({
        productId: product.id,
        storeId: store.id,
        storeName: store.name,
        name: product.name,
        price: choice.price,
        discountPrice: choice.discountPrice,
        image: product.image,
        quantity,
        variant: choice.variant,
        stock: choice.stock,
      });
    },
    remove(lineId: string): void {
      remove(lineId);
      toast.info(translate(messages, 'cart.removed'));
    },
    setQuantity(lineId: string, quantity: number): void {
      const result = setQuantity(lineId, quantity);
      if (!result.ok) toast.error(result.message);
    },
    /**
     * A product the server already put in the buyer's cart (the wishlist's move-to-cart, for a
     * signed-in buyer, whose cart is the server's): the cart is read again rather than added to,
     * which would count it twice.
     */
    movedToCart(name: string): void {
      void reload();
      toast.success(translate(messages, 'cart.added', { name }));
    },
  };
}
