import { create } from 'zustand';
import { describeError, isApiError } from '../api-client/index.ts';
import { useSessionStore } from '../session/session-store.ts';
import { translateKit } from '../i18n/kit-i18n.ts';
import { toast } from '../toasts/index.ts';
import { storage } from '../util/local-storage.ts';
import { randomUuid } from '../util/random-id.ts';
import { cartApi } from './cart-api.ts';
import { addLine, isCartLines, setLineQuantity, type AddToCartInput, type CartLine, type CartResult } from './cart-lines.ts';
import { CartSync, type CartTask } from './cart-sync.ts';
import messages from './messages.json';
import { linesOfCartReply, mergeBodyOf, serverIdFor, skippedText } from './server-cart.ts';

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

/** 'local': a visitor's (or a non-buyer's) cart in this browser; 'server': a signed-in buyer's server cart. */
type CartSource = 'local' | 'server';
/** The server cart's load after sign-in or a reload: loading, then ready (or error: the saved copy is shown). */
type CartSyncStatus = 'idle' | 'loading' | 'ready' | 'error';

type CartState = {
  /** The user id, or the anonymous cart id for visitors. */
  ownerId: string;
  lines: CartLine[];
  source: CartSource;
  syncStatus: CartSyncStatus;
  /** Checks the stock, changes the cart at once and, for a buyer, sends the change to the server (rolled back if refused). */
  add: (input: AddToCartInput) => CartResult;
  setQuantity: (lineId: string, quantity: number) => CartResult;
  remove: (lineId: string) => void;
  /** Drops the lines of one store after its order was placed (the order service already took them off the server cart). */
  clearStore: (storeId: string) => void;
  clear: () => void;
  /**
   * Switches to another owner's cart. With `serverCart` (a signed-in buyer) the cart is the server's:
   * loaded now, and a visitor's lines are merged into it (`mergeGuestCart`), their local copy removed
   * only once the server took them. Without it, a visitor's lines join the local cart.
   */
  switchOwner: (userId: string | null, options?: { mergeGuestCart?: boolean; serverCart?: boolean }) => void;
  /** Reads the server cart again (current prices and stock); resolves at once for a local cart. */
  reload: () => Promise<void>;
};

/** A line the server no longer has counts as removed: read the cart instead of failing. */
async function removeServerLine(serverId: string): Promise<CartLine[]> {
  try {
    return linesOfCartReply(await cartApi.remove(serverId));
  } catch (err) {
    if (isApiError(err) && err.status === 404) return linesOfCartReply(await cartApi.fetch());
    throw err;
  }
}

export const useCartStore = create<CartState>()((set, get) => {
  /** Shows and saves lines (the saved copy of a buyer's server cart is what a reload shows first). */
  const commit = (lines: CartLine[]) => {
    storage.setJson(cartKey(get().ownerId), lines);
    set({ lines });
  };
  const apply = (result: CartResult): CartResult => {
    if (result.ok) commit(result.lines);
    return result;
  };

  let sync: CartSync | null = null;
  const startSync = (confirmed: CartLine[]): CartSync => {
    sync?.stop();
    const next = new CartSync(confirmed, {
      onSettled: (lines) => commit(lines),
      onError: (err) => toast.error(describeError(err, translateKit(messages, 'kit.cart.syncFailed'))),
    });
    sync = next;
    return next;
  };
  const stopSync = () => {
    sync?.stop();
    sync = null;
  };
  /** A server write, when the cart is the server's. */
  const write = (task: CartTask): void => {
    if (get().source === 'server' && sync) void sync.run(task);
  };

  const initialOwner = anonymousCartId();

  return {
    ownerId: initialOwner,
    lines: readLines(initialOwner),
    source: 'local',
    syncStatus: 'idle',

    add(input) {
      const result = apply(addLine(get().lines, input));
      if (result.ok && input.productId) {
        const body = {
          productId: input.productId,
          quantity: Math.floor(input.quantity ?? 1),
          storeId: input.storeId,
          ...(input.variant ? { variant: input.variant } : {}),
        };
        write(async () => linesOfCartReply(await cartApi.add(body)));
      }
      return result;
    },

    setQuantity(id, quantity) {
      const before = get().lines.find((l) => l.id === id);
      const result = apply(setLineQuantity(get().lines, id, quantity));
      const after = result.ok ? result.lines.find((l) => l.id === id) : undefined;
      if (before && after && after.quantity !== before.quantity) {
        write(async (confirmed) => {
          const serverId = serverIdFor(confirmed, id);
          return serverId ? linesOfCartReply(await cartApi.setQuantity(serverId, after.quantity)) : null;
        });
      }
      return result;
    },

    remove(id) {
      commit(get().lines.filter((l) => l.id !== id));
      write(async (confirmed) => {
        const serverId = serverIdFor(confirmed, id);
        return serverId ? removeServerLine(serverId) : null;
      });
    },

    clearStore(storeId) {
      commit(get().lines.filter((l) => l.storeId !== storeId));
      // The order's transaction removed them from the server cart: one read brings the rest up to date.
      void get().reload();
    },

    clear() {
      commit([]);
      write(async () => linesOfCartReply(await cartApi.clear()));
    },

    switchOwner(userId, { mergeGuestCart = false, serverCart = false } = {}) {
      const ownerId = userId ?? anonymousCartId();
      const previous = get();
      if (ownerId === previous.ownerId && (previous.source === 'server') === serverCart) return;
      const guestLines = mergeGuestCart && previous.ownerId.startsWith('guest_') ? previous.lines : [];

      if (!serverCart || !userId) {
        stopSync();
        let lines = readLines(ownerId);
        if (guestLines.length > 0) {
          for (const guestLine of guestLines) {
            const merged = addLine(lines, { ...guestLine });
            if (merged.ok) lines = merged.lines;
          }
          storage.remove(cartKey(previous.ownerId));
        }
        storage.setJson(cartKey(ownerId), lines);
        set({ ownerId, lines, source: 'local', syncStatus: 'idle' });
        return;
      }

      // The saved copy shows at once, with the visitor's lines on top, until the server answers.
      const saved = readLines(ownerId);
      let shown = saved;
      for (const guestLine of guestLines) {
        const merged = addLine(shown, { ...guestLine, stock: null });
        if (merged.ok) shown = merged.lines;
      }
      set({ ownerId, lines: shown, source: 'server', syncStatus: 'loading' });
      const guestOwner = previous.ownerId;
      const current = startSync(saved);
      const setStatus = (syncStatus: CartSyncStatus) => { if (sync === current) set({ syncStatus }); };
      void current.run(async () => {
        let lines: CartLine[];
        if (guestLines.length > 0) {
          try {
            const reply = await cartApi.merge(mergeBodyOf(guestLines));
            // The server holds them now: only then does the visitor's copy go.
            storage.remove(cartKey(guestOwner));
            const note = skippedText(reply.skipped, guestLines);
            if (note) toast.warning(translateKit(messages, 'kit.cart.notAdded'), note);
            lines = linesOfCartReply(reply);
          } catch {
            toast.warning(translateKit(messages, 'kit.cart.notMerged'), translateKit(messages, 'kit.cart.mergeFailed'));
            lines = linesOfCartReply(await cartApi.fetch());
          }
        } else {
          lines = linesOfCartReply(await cartApi.fetch());
        }
        setStatus('ready');
        return lines;
      }, () => setStatus('error'));
    },

    reload() {
      const current = sync;
      if (get().source !== 'server' || !current) return Promise.resolve();
      const setStatus = (syncStatus: CartSyncStatus) => { if (sync === current) set({ syncStatus }); };
      return current.run(async () => {
        const lines = linesOfCartReply(await cartApi.fetch());
        setStatus('ready');
        return lines;
      }, () => setStatus('error'));
    },
  };
});

// Spec §4: the cart is reloaded when the user changes; a buyer's cart is the server's.
useSessionStore.subscribe((state, previous) => {
  const userId = state.user?.id ?? null;
  if (userId === (previous.user?.id ?? null)) return;
  // A signed-out state while the session is still loading is not a user change.
  if (!userId && state.status === 'loading') return;
  const buyer = state.user?.role === 'buyer';
  useCartStore.getState().switchOwner(userId, { mergeGuestCart: buyer, serverCart: buyer });
});

/** Removes a user's saved cart for good (the account was deleted). */
export function forgetSavedCart(userId: string): void {
  storage.remove(cartKey(userId));
}

/**
 * Removes the saved local cart of the current owner (the error page's 'Go to Home Page'). Only the
 * copy in this browser: a buyer's server cart is read again on the next load.
 */
export function clearSavedCart(): void {
  storage.remove(cartKey(useCartStore.getState().ownerId));
  useCartStore.setState({ lines: [] });
}
