import { describeError, isApiError } from '@haat/web-kit';
import type { Order, PlaceOrderBody, ShippingAddress } from '@haat/contracts';
import { forgetKey, isKeyUsedElsewhere, keyFor, recordSent, type KeyBook } from './checkout-keys.ts';
import { placeOrderBody, type StoreOrderInput } from './order-request.ts';
import { translate } from '../i18n.ts';
import messages from './messages.json';

export type PlaceOneDeps = {
  /** POST /orders with the Idempotency-Key. */
  send: (body: PlaceOrderBody, key: string) => Promise<Order>;
  /** This tab's key book (see checkout-keys.ts), read afresh each time. */
  readBook: () => KeyBook;
  writeBook: (book: KeyBook) => void;
  newKey: () => string;
  now: () => number;
};

export type PlaceOneResult = { ok: true; order: Order } | { ok: false; message: string };

/**
 * Places one store's order under the store's key. The body is written down before it is sent (the
 * answer may be lost); the key is forgotten only once the order is placed. A 422 for a key already
 * used with another body means an earlier attempt placed the order: resending that body returns it.
 */
export async function placeOne(input: StoreOrderInput, address: ShippingAddress, deps: PlaceOneDeps): Promise<PlaceOneResult> {
  const { storeId } = input;
  const body = placeOrderBody(input, address);
  const { book, entry } = keyFor(deps.readBook(), storeId, deps.now(), deps.newKey);
  const earlierBody = entry.sentBody;
  const bodyText = JSON.stringify(body);
  deps.writeBook(recordSent(book, storeId, bodyText));
  let order: Order;
  try {
    order = await deps.send(body, entry.key);
  } catch (err) {
    if (!(isApiError(err) && isKeyUsedElsewhere(err) && earlierBody && earlierBody !== bodyText)) {
      return { ok: false, message: describeError(err, translate(messages, 'checkout.placeFailed')) };
    }
    try {
      order = await deps.send(JSON.parse(earlierBody) as PlaceOrderBody, entry.key);
    } catch (again) {
      return { ok: false, message: describeError(again, translate(messages, 'checkout.placeFailed')) };
    }
  }
  deps.writeBook(forgetKey(deps.readBook(), storeId));
  return { ok: true, order };
}
