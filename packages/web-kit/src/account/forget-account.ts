import { forgetSavedCart } from '../cart/cart-store.ts';
import { SOCKET_FAILED_KEY } from '../realtime/socket-status.ts';
import { useSessionStore } from '../session/session-store.ts';
import { storage } from '../util/local-storage.ts';

/**
 * After the account was deleted: signs out (which also drops the phone verification copy) and
 * removes what else this browser kept about the user (saved cart, chat flag). City and pincode
 * stay: they are where this device shops, not part of the account.
 */
export function forgetAccount(): void {
  const userId = useSessionStore.getState().user?.id;
  useSessionStore.getState().clear();
  if (userId) forgetSavedCart(userId);
  storage.remove(SOCKET_FAILED_KEY);
}
