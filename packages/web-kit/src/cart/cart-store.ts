import { create } from 'zustand';
import { useSessionStore } from '../session/session-store.ts';
import { storage } from '../util/local-storage.ts';
import { randomUuid } from '../util/random-id.ts';
import { addLine, isCartLines, setLineQuantity, type AddToCartInput, type CartLine, type CartResult } from './cart-lines.ts';

const ANONYMOUS_CART_ID_KEY = 'anonymousCartId';
const cartKey = (ownerId: string) => `dukaan_cart_${ownerId}`;

/** Visitors get a generated, remembered cart id so their cart survives a reload. */
function anonymousCartId(): string {
  let id = storage.get(ANONYMOUS_CART_ID_KEY);
  if (!id) {
    id = `guest_${randomUuid()}`;
    storage.set(ANONYMOUS_CART_ID_KEY, id);
  }
  return id;
}

const readLines = (ownerId: string): CartLine[] => storage.getJson(cartKey(ownerId), isCartLines) ?? [];

export type CartState = {
  /** The user id, or the anonymous cart id for visitors. */
  ownerId: string;
  lines: CartLine[];
  add: (input: AddToCartInput) => CartResult;
  setQuantity: (lineId: string, quantity: number) => CartResult;
  remove: (lineId: string) => void;
  /** Drops the lines of one store (after its order was placed). */
  clearStore: (storeId: string) => void;
  clear: () => void;
  /** Switches to another owner's cart; a visitor's lines move into the buyer's cart on sign-in. */
  switchOwner: (userId: string | null, options?: { mergeGuestCart?: boolean }) => void;
};

export const useCartStore = create<CartState>()((set, get) => {
  const commit = (lines: CartLine[]) => {
    storage.setJson(cartKey(get().ownerId), lines);
    set({ lines });
  };
  const apply = (result: CartResult): CartResult => {
    if (result.ok) commit(result.lines);
    return result;
  };
  const initialOwner = anonymousCartId();

  return {
    ownerId: initialOwner,
    lines: readLines(initialOwner),
    add: (input) => apply(addLine(get().lines, input)),
    setQuantity: (id, quantity) => apply(setLineQuantity(get().lines, id, quantity)),
    remove: (id) => commit(get().lines.filter((l) => l.id !== id)),
    clearStore: (storeId) => commit(get().lines.filter((l) => l.storeId !== storeId)),
    clear: () => commit([]),
    switchOwner(userId, { mergeGuestCart = false } = {}) {
      const ownerId = userId ?? anonymousCartId();
      if (ownerId === get().ownerId) return;
      let lines = readLines(ownerId);
      const previous = get();
      if (mergeGuestCart && previous.ownerId.startsWith('guest_') && previous.lines.length > 0) {
        for (const guestLine of previous.lines) {
          const merged = addLine(lines, { ...guestLine });
          if (merged.ok) lines = merged.lines;
        }
        storage.remove(cartKey(previous.ownerId));
      }
      storage.setJson(cartKey(ownerId), lines);
      set({ ownerId, lines });
    },
  };
});

// Spec §4: the cart is reloaded when the user changes.
useSessionStore.subscribe((state, previous) => {
  const userId = state.user?.id ?? null;
  if (userId === (previous.user?.id ?? null)) return;
  // A signed-out state while the session is still loading is not a user change.
  if (!userId && state.status === 'loading') return;
  useCartStore.getState().switchOwner(userId, { mergeGuestCart: state.user?.role === 'buyer' });
});

/** Removes a user's saved cart for good (the account was deleted). */
export function forgetSavedCart(userId: string): void {
  storage.remove(cartKey(userId));
}

/** Removes the saved local cart of the current owner (the error page's 'Go to Home Page'). */
export function clearSavedCart(): void {
  useCartStore.getState().clear();
}
