import { requestRpc, serviceUnavailable, type Logger, type NatsConnection } from '@haat/server-kit';
import { phoneVerifiedReplySchema, type Subjects } from '@haat/contracts';

/** Short: the seller is waiting on the submit button; a slower identity service is treated as away. */
const TIMEOUT_MS = 3000;

const unavailable = () => serviceUnavailable(
  'Could not check your phone verification',
  'We could not check your phone verification right now. Please try again shortly.',
);

/**
 * Whether the user has verified a phone with a one-time code, asked of the identity service (which
 * owns users). No answer, a refusal or a reply we cannot read is a 503, never a silent "yes".
 */
export async function hasVerifiedPhone({ nc, subjects, logger }: { nc: NatsConnection; subjects: Subjects; logger: Logger }, userId: string): Promise<boolean> {
  let raw: unknown;
  try {
    raw = await requestRpc<unknown>(nc, subjects.rpc.phoneVerified, { userId }, { timeoutMs: TIMEOUT_MS, what: 'The identity service' });
  } catch {
    logger.warn({ userId }, 'identity service did not answer the phone verification question');
    throw unavailable();
  }
  const reply = phoneVerifiedReplySchema.safeParse(raw);
  if (!reply.success || !reply.data.ok) {
    logger.error({ userId, reply: raw }, 'identity service refused the phone verification question');
    throw unavailable();
  }
  return reply.data.phoneVerified;
}
