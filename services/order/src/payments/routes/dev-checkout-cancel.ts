import type { Context } from 'hono';
import { PAYMENT_TEXTS } from '@haat/contracts';
import { notFound, type AppEnv } from '@haat/server-kit';
import type { PaymentsContext } from '../purchases.ts';
import { findPayment, markPaymentFailed } from '../payment-repository.ts';
import { coinsReturnUrl } from './dev-checkout-pay.ts';

/** POST /api/payments/dev/checkout/:providerOrderId/cancel (development provider only): the purchase fails (unless paid) and the browser goes back to /coins. */
export function devCheckoutCancel({ db }: PaymentsContext) {
  return async (c: Context<AppEnv>) => {
    const row = await findPayment(db, { providerOrderId: c.req.param('providerOrderId') ?? '' });
    if (!row || row.provider !== 'development') throw notFound(PAYMENT_TEXTS.orderNotFound);
    await markPaymentFailed(db, row.id);
    return c.redirect(coinsReturnUrl({ payment: 'cancelled', orderId: row.id }), 303);
  };
}
