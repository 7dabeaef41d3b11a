import { badRequest, serveRpc, type NatsConnection } from '@haat/server-kit';
import { emailSchema, indianPhoneSchema, registerBodySchema, registerPartnerAccountRequestSchema, type RegisterPartnerAccountReply, type Subjects } from '@haat/contracts';
import type { IdentityContext } from '../context.ts';
import { sendVerificationEmail } from '../verification/index.ts';
import { createAccount, EMAIL_TAKEN_TEXT } from './create-account.ts';
import { sessionReply } from './session-reply.ts';

/**
 * A rider is reached by phone: the invitation sign-up requires it and makes the e-mail optional
 * (identity's other sign-up rules as POST /api/auth/register has them).
 */
const partnerAccountSchema = registerBodySchema.extend({
  email: emailSchema.nullable(),
  phone: indianPhoneSchema,
});

/**
 * Opens a delivery partner account for the order service's invitation sign-up
 * (POST /api/delivery-partners/register), signed in at once as POST /api/auth/register would. The
 * fields pass the rules above; a taken e-mail, a phone another e-mail-less account signs in with or
 * a common password comes back as `{ ok: false, status: 400, ... }` (serveRpc turns the thrown
 * errors into failures). Without an e-mail the account signs in with its phone.
 */
export function serveRegisterPartnerAccount(ctx: IdentityContext, { nc, subjects }: { nc: NatsConnection; subjects: Subjects }): ReturnType<typeof serveRpc> {
  return serveRpc(nc, {
    subject: subjects.rpc.registerPartnerAccount, queue: 'identity', schema: registerPartnerAccountRequestSchema, logger: ctx.logger,
    handle: async (request): Promise<RegisterPartnerAccountReply> => {
      const account = partnerAccountSchema.parse({ ...request, role: 'deliveryPartner' });
      const row = await createAccount(ctx.db, { ...account, role: 'deliveryPartner' }, () => badRequest(EMAIL_TAKEN_TEXT));
      void sendVerificationEmail(ctx, row); // queued, never awaited: mail trouble must not fail a sign-up
      return { ok: true, auth: await sessionReply(ctx, row) };
    },
  });
}
