import type { Context } from 'hono';
import { createCoinOrderBodySchema } from '@haat/contracts';
import { readJson, type AppEnv } from '@haat/server-kit';
import { createPurchase, type PaymentsContext } from '../purchases.ts';

/**
 * POST /api/coins/create-order {packageIndex} (seller): starts buying a coin pack; 201 with what
 * the page needs to open the provider's checkout (keyId for Razorpay, checkoutUrl for development).
 */
export function createCoinOrder(ctx: PaymentsContext) {
  return async (c: Context<AppEnv>) => {
    const { packageIndex } = await readJson(c, createCoinOrderBodySchema);
    return c.json({ success: true, data: await createPurchase(ctx, c.get('user').id, packageIndex) }, 201);
  };
}
