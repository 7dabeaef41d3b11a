import { cartCount, cartTotal, formatPrice, useCartStore, withTags } from '@haat/web-kit';
import { useT } from '../i18n.ts';
import messages from './messages.json';
import './cart.css';
import { wrapIn } from '../common/tags.tsx';

/**
 * The store page's cart bar (issue 15; it replaces the spec's floating cart button, which covered
 * 'Add to Cart' and the reviews form): fixed at the bottom while the cart holds anything, with the
 * count and the total, and 'View cart' opening the cart side panel as the button did. The page
 * keeps room for it at its end (cart.css), so it never hides the last buttons.
 */
export function CartBar({ onOpen }: { onOpen: () => void }) {
  const t = useT(messages);
  const lines = useCartStore((s) => s.lines);
  const count = cartCount(lines);
  if (count === 0) return null;
  return (
    <div className="cart-bar">
      <button type="button" className="cart-bar__button" onClick={onOpen}>
        <span className="cart-bar__summary">{t('cart.barSummary', { count, total: formatPrice(cartTotal(lines)) })}</span>
        <span className="cart-bar__action">{withTags(t('cart.viewCartBar'), { arrow: wrapIn('cart-bar__arrow', true) })}</span>
      </button>
    </div>
  );
}
