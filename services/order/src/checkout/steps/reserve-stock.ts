import type { ReserveStockRequest } from '@haat/contracts';
import { AppError, type AuthUser, type Step } from '@haat/server-kit';
import { orderExistsForReservation } from '../../orders/order-repository.ts';
import type { ReservedStock } from '../catalog-client.ts';
import type { Checkout, PlaceOrderInput } from './checkout.ts';

/**
 * Reserves the ordered stock in the catalog under the checkout's reservation id. Undo gives it back
 * when a later step fails, and also when this one failed without an answer (see mayHaveActed).
 */
export const reserveStock: Step<Checkout, ReservedStock> = {
  name: 'reserve stock',
  async run(checkout) {
    const { deps: { catalog }, user, body, reservationId, buyerToken } = checkout;
    checkout.reserved = await catalog.reserveStock({
      reservationId, storeId: body.storeId, items: body.items, shippingCity: body.shippingAddress.city,
      ...paymentScreenshotOf(body, user),
    }, buyerToken);
    return checkout.reserved;
  },
  // A refusal took nothing. No answer (a timeout, a lost reply: not an AppError, or the 503 standing
  // for one) may still have reserved, so it is given back too; a release that reaches the catalog
  // before its late reservation makes the catalog refuse that reservation.
  mayHaveActed: (err) => !(err instanceof AppError) || err.status === 503,
  // Not awaited: the buyer's answer does not wait for the catalog, and what is not released expires.
  async undo({ deps, reservationId }) {
    void releaseUnlessOrdered(deps, reservationId);
  },
};

/** A UPI order's screenshot for the catalog to check (the buyer's own upload) and show the store's seller. */
function paymentScreenshotOf(body: PlaceOrderInput, user: AuthUser): Pick<ReserveStockRequest, 'paymentScreenshot'> {
  const url = body.paymentMethod === 'UPI Payment' ? body.upiPayment?.screenshotImage : null;
  return url ? { paymentScreenshot: { key: url.slice(url.lastIndexOf('/') + 1), buyerId: user.id } } : {};
}

/**
 * Gives a failed checkout's stock back, unless its order exists after all (a commit whose answer
 * was lost). When even that cannot be checked, the expiry sweep settles the reservation later.
 * Never throws.
 */
async function releaseUnlessOrdered({ db, catalog, logger }: Checkout['deps'], reservationId: string): Promise<void> {
  try {
    if (await orderExistsForReservation(db, reservationId)) return;
  } catch (err) {
    logger.warn({ reservationId, err: String(err) }, 'could not check a failed checkout; its reservation will expire');
    return;
  }
  await catalog.releaseReservation(reservationId);
}
