import { toast, useCartStore, type AddToCartInput } from '@haat/web-kit';

/** Cart changes with the spec's notices ('{name} added to cart!', 'Item removed from cart', stock texts). */
export function useCartActions() {
  const add = useCartStore((s) => s.add);
  const remove = useCartStore((s) => s.remove);
  const setQuantity = useCartStore((s) => s.setQuantity);
  return {
    add(input: AddToCartInput): boolean {
      const result = add(input);
      if (result.ok) toast.success(`${input.name} added to cart!`);
      else toast.error(result.message);
      return result.ok;
    },
    remove(lineId: string): void {
      remove(lineId);
      toast.info('Item removed from cart');
    },
    setQuantity(lineId: string, quantity: number): void {
      const result = setQuantity(lineId, quantity);
      if (!result.ok) toast.error(result.message);
    },
  };
}
