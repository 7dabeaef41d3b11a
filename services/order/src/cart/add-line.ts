import { randomUUID } from 'node:crypto';
import { badRequest, conflict, isUuid, notFound } from '@haat/server-kit';
import { CART_TEXTS, MAX_CART_LINES, onlyUnitsText } from '@haat/contracts';
import type { OrderContext } from '../context.ts';
import { addToLine, countLines, findLineByKey, lockCart, recordRequest, requestDone, type LineKey } from './cart-repository.ts';
import { assertInStock, lineLimit, offerFor, productsById, requireOffer, snapshotOf } from './line-offer.ts';

type AddLineInput = {
  userId: string;
  productId: string;
  storeId: string;
  quantity: number;
  variant?: string | null | undefined;
  /** An add with the same id is made once (a retried request whose answer was lost). */
  requestId?: string | undefined;
};

/** A line's key as stored: ids lower-case (as Postgres prints uuids), a blank variant is the plain product. */
export function lineKey({ productId, storeId, variant }: { productId: string; storeId: string; variant?: string | null | undefined }): LineKey {
  const trimmed = variant?.trim();
  return { productId: productId.toLowerCase(), storeId: storeId.toLowerCase(), variant: trimmed ? trimmed : null };
}

/**
 * Puts `quantity` units into the buyer's cart (POST /api/cart/item and the wishlist's addToCart):
 * onto the line already there, or as a new line. The product must be of `storeId`, on sale, in an
 * open store, and the line's new quantity within stock; refusals use the spec's texts. One
 * transaction; concurrent adds to one line all count (or are refused), none is lost.
 */
export async function addLine({ db, catalog }: Pick<OrderContext, 'db' | 'catalog'>, input: AddLineInput): Promise<{ created: boolean }> {
  // A retry of an add already made: done, whatever the stock says now.
  if (input.requestId && (await requestDone(db, input.userId, input.requestId))) return { created: false };
  if (!isUuid(input.productId)) throw notFound(CART_TEXTS.productNotFound);
  if (!isUuid(input.storeId)) throw notFound(CART_TEXTS.productNotFound);
  const key = lineKey(input);
  const offer = requireOffer(offerFor(productsById(await catalog.cartProducts([key.productId])), key));
  // The spec's product card disables adding in a closed store; the server holds the same rule.
  if (!offer.storeIsOpen) throw conflict(CART_TEXTS.storeClosed);
  assertInStock(offer, input.quantity);

  return db.transaction().execute(async (trx) => {
    await lockCart(trx, input.userId);
    if (input.requestId && !(await recordRequest(trx, input.userId, input.requestId))) return { created: false };
    const existing = await findLineByKey(trx, input.userId, key);
    if (existing) assertInStock(offer, existing.quantity + input.quantity);
    else if ((await countLines(trx, input.userId)) >= MAX_CART_LINES) throw badRequest(CART_TEXTS.full);
    const added = await addToLine(trx, {
      id: randomUUID(),
      user_id: input.userId,
      product_id: key.productId,
      store_id: key.storeId,
      variant: key.variant,
      quantity: input.quantity,
      ...snapshotOf(offer),
    }, lineLimit(offer));
    // The statement's own guard; under the cart lock the check above already decided.
    if (!added) throw badRequest(onlyUnitsText(offer.stock, offer.label));
    return { created: added.created };
  });
}
