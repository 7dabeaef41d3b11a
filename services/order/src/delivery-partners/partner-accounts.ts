import { AppError, requestRpc, type NatsConnection } from '@haat/server-kit';
import type { AuthReply, RegisterPartnerAccountReply, RegisterPartnerAccountRequest, Subjects } from '@haat/contracts';

/**
 * Opens a delivery partner account at identity (which owns accounts), signed in at once. Identity's
 * refusals (an e-mail already registered, a common password) come back with its status and texts;
 * no answer is a 503.
 */
export async function openPartnerAccount({ nc, subjects }: { nc: NatsConnection; subjects: Subjects }, account: RegisterPartnerAccountRequest): Promise<AuthReply> {
  // Hashing the password takes identity a moment: allow more than the usual 5 s.
  const reply = await requestRpc<RegisterPartnerAccountReply>(nc, subjects.rpc.registerPartnerAccount, account, { timeoutMs: 10_000, what: 'The accounts service' });
  if (!reply.ok) throw new AppError(reply.status, reply.error, reply.message);
  return reply.auth;
}
