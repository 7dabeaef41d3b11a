import { AppError, requestRpc, serviceUnavailable, type Logger, type NatsConnection } from '@haat/server-kit';
import { addToCartReplySchema, WISHLIST_TEXTS, type AddToCartRequest, type Subjects } from '@haat/contracts';

const TIMEOUT_MS = 5000;

const unavailable = () => serviceUnavailable(WISHLIST_TEXTS.cartUnavailable, WISHLIST_TEXTS.cartUnavailable);

/**
 * Puts a product into the buyer's cart, which the order service owns (request-reply), acting for
 * the buyer with their token. Its refusal (out of stock, store closed…) reaches the client with the
 * cart's status and text; no answer or an unreadable reply is a 503.
 */
export async function addToCart({ nc, subjects, logger }: { nc: NatsConnection; subjects: Subjects; logger: Logger }, request: AddToCartRequest, buyerToken: string | null): Promise<void> {
  let raw: unknown;
  try {
    raw = await requestRpc<unknown>(nc, subjects.rpc.addToCart, request, { timeoutMs: TIMEOUT_MS, what: 'The cart', actingFor: buyerToken });
  } catch {
    logger.warn({ userId: request.userId, productId: request.productId }, 'order service did not answer addToCart');
    throw unavailable();
  }
  const reply = addToCartReplySchema.safeParse(raw);
  if (!reply.success) {
    logger.error({ reply: raw }, 'unreadable addToCart reply');
    throw unavailable();
  }
  if (reply.data.ok) return;
  if (reply.data.status >= 500) throw unavailable(); // the cart's own trouble: same answer as silence
  throw new AppError(reply.data.status, reply.data.error, reply.data.message);
}
