import { requestRpc, serviceUnavailable, type Logger, type NatsConnection } from '@haat/server-kit';
import { deliveredOrderExistsReplySchema, REVIEW_TEXTS, type Subjects } from '@haat/contracts';

/** Short: it is asked while a page loads; a slower order service is treated as away. */
const TIMEOUT_MS = 3000;

const unavailable = () => serviceUnavailable(
  REVIEW_TEXTS.eligibilityUnavailable,
  'We could not check your orders with this store right now. Please try again shortly.',
);

/**
 * Whether the buyer has a Delivered order from the store, asked of the order service (which owns
 * orders). No answer, a refusal or a reply we cannot read is a 503, never a silent "yes".
 */
export async function hasDeliveredOrder({ nc, subjects, logger }: { nc: NatsConnection; subjects: Subjects; logger: Logger }, userId: string, storeId: string): Promise<boolean> {
  let raw: unknown;
  try {
    raw = await requestRpc<unknown>(nc, subjects.rpc.deliveredOrderExists, { userId, storeId }, { timeoutMs: TIMEOUT_MS, what: 'The order service' });
  } catch {
    logger.warn({ userId, storeId }, 'order service did not answer the review eligibility question');
    throw unavailable();
  }
  const reply = deliveredOrderExistsReplySchema.safeParse(raw);
  if (!reply.success || !reply.data.ok) {
    logger.error({ userId, storeId, reply: raw }, 'order service refused the review eligibility question');
    throw unavailable();
  }
  return reply.data.exists;
}
