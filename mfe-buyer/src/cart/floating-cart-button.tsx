import { cartCount, useCartStore } from '@haat/web-kit';
import { useScrolledPast } from '../common/use-scrolled-past.ts';

/** Spec §2: the store page's floating cart button appears once the page has scrolled past 80 px. */
const FLOATING_CART_OFFSET = 80;

export function FloatingCartButton({ onOpen }: { onOpen: () => void }) {
  const shown = useScrolledPast(FLOATING_CART_OFFSET);
  const count = useCartStore((s) => cartCount(s.lines));
  if (!shown) return null;
  return (
    <button type="button" className="floating-cart" onClick={onOpen} aria-label={`Shopping cart, ${count} ${count === 1 ? 'item' : 'items'}`}>
      <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
        <path d="M3 4h2l2.2 10.2a1.5 1.5 0 0 0 1.5 1.2h8.9a1.5 1.5 0 0 0 1.5-1.1L21 8H6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        <circle cx="9" cy="20" r="1.6" fill="currentColor" />
        <circle cx="17" cy="20" r="1.6" fill="currentColor" />
      </svg>
      <span aria-hidden="true" className="floating-cart__count">{count}</span>
    </button>
  );
}
