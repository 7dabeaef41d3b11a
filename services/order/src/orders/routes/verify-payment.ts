import type { Context } from 'hono';
import { ORDER_LIFE_TEXTS } from '@haat/contracts';
import { badRequest, conflict, enqueueEvent, type AppEnv } from '@haat/server-kit';
import type { OrderContext } from '../../context.ts';
import { lockOrderForStore } from '../order-access.ts';
import { updateOrder } from '../order-repository.ts';
import { toOrderWithItems } from '../order-mapper.ts';
import { orderEventRef } from '../order-event-ref.ts';

/**
 * PUT /api/orders/:id/verify-payment: the store's seller (or a superadmin) confirms that the UPI
 * money arrived (it is paid to the seller directly, spec §1). Once only; the order is then paid.
 */
export function verifyPayment({ db, relay }: OrderContext) {
  return async (c: Context<AppEnv>) => {
    const user = c.get('user');
    const order = await db.transaction().execute(async (trx) => {
      const current = await lockOrderForStore(trx, c.req.param('id'), user, 'verify the payment of this order');
      if (current.payment_method !== 'UPI Payment' || !current.upi_payment) {
        throw badRequest('Only UPI payments can be verified', `This order is paid by ${current.payment_method}; only UPI payments can be verified.`);
      }
      if (current.upi_payment.paymentVerified) throw conflict('Payment is already verified');
      const verifiedAt = new Date().toISOString();
      const updated = await updateOrder(trx, current.id, {
        upi_payment: JSON.stringify({ ...current.upi_payment, paymentVerified: true, verifiedAt }),
        is_paid: true,
      });
      await enqueueEvent(trx, 'order.payment_verified', {
        ...orderEventRef(current),
        verifiedAt,
      });
      return updated;
    });
    relay.kick();
    return c.json({ success: true, message: ORDER_LIFE_TEXTS.paymentVerified, data: await toOrderWithItems(db, order, user) });
  };
}
