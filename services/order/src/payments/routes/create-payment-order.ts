import type { Context } from 'hono';
import { createPaymentOrderBodySchema } from '@haat/contracts';
import { readJson, type AppEnv } from '@haat/server-kit';
import { createPurchase, type PaymentsContext } from '../purchases.ts';

/**
 * POST /api/payments/create-order {purpose: 'coins', packageIndex} (seller): the general form of
 * /api/coins/create-order (the spec shows no body); the same purchase and the same reply.
 */
export function createPaymentOrder(ctx: PaymentsContext) {
  return async (c: Context<AppEnv>) => {
    const { packageIndex } = await readJson(c, createPaymentOrderBodySchema);
    return c.json({ success: true, data: await createPurchase(ctx, c.get('user').id, packageIndex) }, 201);
  };
}
