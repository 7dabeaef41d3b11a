export {
  useCartStore, clearSavedCart, forgetSavedCart,
} from './cart-store.ts';
export {
  addLine, cartCount, cartTotal, linesByStore, lineId, setLineQuantity, stockProblem, unitPrice, MISSING_PRODUCT_TEXT,
  type AddToCartInput, type CartLine, type CartResult,
} from './cart-lines.ts';
