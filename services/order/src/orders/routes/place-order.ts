import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { placeOrderBodySchema } from '@haat/contracts';
import { badRequest, callerToken, readJson, runSteps, type AppEnv } from '@haat/server-kit';
import type { OrderContext } from '../../context.ts';
import { CHECKOUT_STEPS, type Checkout } from '../../checkout/steps/index.ts';

const MAX_IDEMPOTENCY_KEY_LENGTH = 200;

/**
 * POST /api/orders (buyer), one store per order: the steps of checkout/steps/. With an
 * Idempotency-Key, a retry gets the first reply byte for byte. A customer the store bans is refused
 * before anything is reserved. Stock is reserved in the catalog next and anything failing after
 * that releases it: the payment method, the delivery to the address, the seller's coin. The coin,
 * the order, its items, the `order.created` event and the stored reply commit in one transaction;
 * the catalog confirms the reservation when that event reaches it.
 */
export function placeOrder({ db, catalog, logger, relay }: OrderContext) {
  return async (c: Context<AppEnv>) => {
    const key = idempotencyKeyOf(c.req.header('Idempotency-Key'));
    const body = await readJson(c, placeOrderBodySchema);
    const checkout: Checkout = {
      deps: { db, catalog, logger, relay }, user: c.get('user'), body, key, buyerToken: callerToken(c), reservationId: randomUUID(),
    };
    await runSteps(checkout, CHECKOUT_STEPS, { logger });
    // Every run that does not throw ends with a reply: the placed order's, or the key's first one.
    const { status, text } = checkout.reply!;
    return c.body(text, status as 201, { 'Content-Type': 'application/json' });
  };
}

function idempotencyKeyOf(header: string | undefined): string | undefined {
  if (header === undefined) return undefined;
  const key = header.trim();
  if (key.length === 0 || key.length > MAX_IDEMPOTENCY_KEY_LENGTH) {
    throw badRequest(`Idempotency-Key must be 1 to ${MAX_IDEMPOTENCY_KEY_LENGTH} characters`);
  }
  return key;
}
