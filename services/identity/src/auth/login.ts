import type { Context } from 'hono';
import { loginBodySchema } from '@haat/contracts';
import { forbidden, readJson, unauthorized, type AppEnv } from '@haat/server-kit';
import { findUserByEmail } from '../users/user-repository.ts';
import type { AuthContext } from './auth-context.ts';
import { verifyAgainstNothing, verifyPassword } from './passwords.ts';
import { sessionReply } from './session-reply.ts';

export const INVALID_CREDENTIALS_TEXT = 'Invalid credentials';

export const bannedText = (reason: string | null) => `Your account has been banned. Reason: ${reason || 'Account banned by admin'}`;

/**
 * POST /api/auth/login. An unknown e-mail and a wrong password get the same reply after the same
 * work. The body's `role` is only the client's hint: the reply carries the account's real role.
 */
export function login(ctx: AuthContext) {
  return async (c: Context<AppEnv>) => {
    const { email, password } = await readJson(c, loginBodySchema);
    const row = await findUserByEmail(ctx.db, email);
    const valid = row ? await verifyPassword(row.password_hash, password) : await verifyAgainstNothing(password);
    if (!row || !valid) throw unauthorized(INVALID_CREDENTIALS_TEXT);
    // Only someone who knows the password learns that the account is banned.
    if (row.is_banned) throw forbidden(bannedText(row.ban_reason));
    return c.json(await sessionReply(ctx, row), 200);
  };
}
