import { badRequest, serveRpc, type NatsConnection } from '@haat/server-kit';
import { registerBodySchema, registerPartnerAccountRequestSchema, type RegisterPartnerAccountReply, type Subjects } from '@haat/contracts';
import type { IdentityContext } from '../context.ts';
import { sendVerificationEmail } from '../verification/index.ts';
import { createAccount, EMAIL_TAKEN_TEXT } from './create-account.ts';
import { sessionReply } from './session-reply.ts';

/**
 * Opens a delivery partner account for the order service's invitation sign-up
 * (POST /api/delivery-partners/register), signed in at once as POST /api/auth/register would. The
 * fields pass identity's own sign-up rules; a taken e-mail or a common password comes back as
 * `{ ok: false, status: 400, ... }` (serveRpc turns the thrown errors into failures).
 */
export function serveRegisterPartnerAccount(ctx: IdentityContext, { nc, subjects }: { nc: NatsConnection; subjects: Subjects }): ReturnType<typeof serveRpc> {
  return serveRpc(nc, {
    subject: subjects.rpc.registerPartnerAccount, queue: 'identity', schema: registerPartnerAccountRequestSchema, logger: ctx.logger,
    handle: async (request): Promise<RegisterPartnerAccountReply> => {
      const account = registerBodySchema.parse({ ...request, phone: request.phone ?? undefined, role: 'deliveryPartner' });
      const row = await createAccount(ctx.db, { ...account, role: 'deliveryPartner' }, () => badRequest(EMAIL_TAKEN_TEXT));
      void sendVerificationEmail(ctx, row); // queued, never awaited: mail trouble must not fail a sign-up
      return { ok: true, auth: await sessionReply(ctx, row) };
    },
  });
}
