import type { AuthReply } from '@haat/contracts';
import type { UserRow } from '../users/user.table.ts';
import { toSessionUser } from '../users/session-user.ts';
import type { IdentityContext } from '../context.ts';

/** Why a banned account may not sign in (login and Google sign-in say it alike). */
export const bannedText = (reason: string | null) => `Your account has been banned. Reason: ${reason || 'Account banned by admin'}`;

/** `{ success, token, user, data: { token, user } }`: the spec's clients read either place. */
export async function sessionReply(ctx: IdentityContext, row: UserRow): Promise<AuthReply> {
  const user = toSessionUser(row);
  const { token } = await ctx.signToken({ id: row.id, role: row.role, name: row.name, email: row.email ?? '', sessionGeneration: row.session_generation });
  return { success: true, token, user, data: { token, user } };
}
