import { assertActingFor, serveRpc, type ServiceDeps } from '@haat/server-kit';
import { addToCartRequestSchema, type AddToCartReply } from '@haat/contracts';
import type { OrderContext } from '../context.ts';
import { addLine } from './add-line.ts';

/**
 * Serves `addToCart` for the catalog's wishlist move-to-cart (queue group 'order'): the same add as
 * POST /api/cart/item, refusals as `{ ok: false, status, error, message }` with the same texts. It
 * acts for the buyer whose token the request carries: the cart it names must be theirs.
 */
export function serveAddToCart({ nc, subjects }: Pick<ServiceDeps, 'nc' | 'subjects'>, ctx: OrderContext): { unsubscribe: () => void } {
  const subscription = serveRpc(nc, {
    subject: subjects.rpc.addToCart, queue: 'order', schema: addToCartRequestSchema, logger: ctx.logger, verifyUser: ctx.verifyToken,
    handle: async (request, user): Promise<AddToCartReply> => {
      assertActingFor(user, request.userId, ['buyer']);
      await addLine(ctx, request);
      return { ok: true };
    },
  });
  return { unsubscribe: () => subscription.unsubscribe() };
}
