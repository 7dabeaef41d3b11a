import { AppError, requestRpc, serviceUnavailable, type Logger, type NatsConnection } from '@haat/server-kit';
import { deliveredOrderExistsReplySchema, REVIEW_TEXTS, type Subjects } from '@haat/contracts';

/** Short: it is asked while a page loads; a slower order service is treated as away. */
const TIMEOUT_MS = 3000;

const unavailable = () => serviceUnavailable(
  REVIEW_TEXTS.eligibilityUnavailable,
  'We could not check your orders with this store right now. Please try again shortly.',
);

/**
 * Whether the buyer has a Delivered order from the store, asked of the order service (which owns
 * orders) with the buyer's token. No answer, a refusal or a reply we cannot read is a 503, never a
 * silent "yes"; a session the order service finds ended is the buyer's 401 or 403.
 */
export async function hasDeliveredOrder({ nc, subjects, logger }: { nc: NatsConnection; subjects: Subjects; logger: Logger }, buyer: { id: string; token: string | null }, storeId: string): Promise<boolean> {
  const userId = buyer.id;
  let raw: unknown;
  try {
    raw = await requestRpc<unknown>(nc, subjects.rpc.deliveredOrderExists, { userId, storeId }, { timeoutMs: TIMEOUT_MS, what: 'The order service', actingFor: buyer.token });
  } catch {
    logger.warn({ userId, storeId }, 'order service did not answer the review eligibility question');
    throw unavailable();
  }
  const reply = deliveredOrderExistsReplySchema.safeParse(raw);
  if (reply.success && !reply.data.ok && reply.data.status === 401) throw new AppError(401, reply.data.error, reply.data.message);
  if (!reply.success || !reply.data.ok) {
    logger.error({ userId, storeId, reply: raw }, 'order service refused the review eligibility question');
    throw unavailable();
  }
  return reply.data.exists;
}
