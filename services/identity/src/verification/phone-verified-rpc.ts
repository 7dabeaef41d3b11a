import { serveRpc, type RpcServerDeps } from '@haat/server-kit';
import { phoneVerifiedRequestSchema, type PhoneVerifiedReply } from '@haat/contracts';
import type { IdentityDatabase } from '../users/user.table.ts';

/**
 * Answers the catalog's store-verification question: has this user verified a phone number with a
 * one-time code? An unknown user has not.
 */
export function servePhoneVerified({ db, nc, subjects, logger }: RpcServerDeps<IdentityDatabase>): ReturnType<typeof serveRpc> {
  return serveRpc(nc, {
    subject: subjects.rpc.phoneVerified, queue: 'identity', schema: phoneVerifiedRequestSchema, logger,
    handle: async ({ userId }): Promise<PhoneVerifiedReply> => {
      const row = await db.selectFrom('users').select('phone_verified').where('id', '=', userId).executeTakeFirst();
      return { ok: true, phoneVerified: row?.phone_verified === true };
    },
  });
}
