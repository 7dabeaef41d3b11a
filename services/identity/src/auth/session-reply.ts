import type { AuthReply } from '@haat/contracts';
import type { UserRow } from '../users/user.table.ts';
import { toSessionUser } from '../users/session-user.ts';
import type { AuthContext } from './auth-context.ts';

/** `{ success, token, user, data: { token, user } }`: the spec's clients read either place. */
export async function sessionReply(ctx: AuthContext, row: UserRow): Promise<AuthReply> {
  const user = toSessionUser(row);
  const { token } = await ctx.signToken({ id: row.id, role: row.role, name: row.name, email: row.email, sessionGeneration: row.session_generation });
  return { success: true, token, user, data: { token, user } };
}
