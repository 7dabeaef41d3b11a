import { serveRpc, type ServiceDeps } from '@haat/server-kit';
import { addToCartRequestSchema, type AddToCartReply } from '@haat/contracts';
import type { OrderContext } from '../context.ts';
import { addLine } from './add-line.ts';

/**
 * Serves `addToCart` for the catalog's wishlist move-to-cart (queue group 'order'): the same add as
 * POST /api/cart/item, refusals as `{ ok: false, status, error, message }` with the same texts.
 */
export function serveAddToCart({ nc, subjects }: Pick<ServiceDeps, 'nc' | 'subjects'>, ctx: OrderContext): { unsubscribe: () => void } {
  const subscription = serveRpc(nc, {
    subject: subjects.rpc.addToCart, queue: 'order', schema: addToCartRequestSchema, logger: ctx.logger,
    handle: async (request): Promise<AddToCartReply> => {
      await addLine(ctx, request);
      return { ok: true };
    },
  });
  return { unsubscribe: () => subscription.unsubscribe() };
}
