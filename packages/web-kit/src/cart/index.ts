export {
  useCartStore, clearSavedCart, forgetSavedCart,
} from './cart-store.ts';
export {
  addLine, cartCount, cartTotal, linesByStore, lineId, setLineQuantity, stockProblem, unitPrice, missingProductText,
  type AddToCartInput, type CartLine, type CartResult,
} from './cart-lines.ts';
