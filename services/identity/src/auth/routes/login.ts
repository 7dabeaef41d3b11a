import type { Context } from 'hono';
import { loginBodySchema } from '@haat/contracts';
import { forbidden, readJson, unauthorized, type AppEnv } from '@haat/server-kit';
import { loginLockoutFor } from '../../accounts/lockout/login-lockout.ts';
import { findUserByEmail, findUserByPhoneWithoutEmail } from '../../users/user-repository.ts';
import type { IdentityContext } from '../../context.ts';
import { clientAddress } from '../client-address.ts';
import { verifyAgainstNothing, verifyPassword } from '../passwords.ts';
import { bannedText, sessionReply } from '../session-reply.ts';

const INVALID_CREDENTIALS_TEXT = 'Invalid credentials';

/**
 * POST /api/auth/login {email | phone, password}. The phone signs in only the account that has no
 * e-mail (a rider who signed up by invitation without one); every other account signs in with its
 * e-mail. An unknown e-mail or phone, a wrong password and a lock (too many wrong passwords
 * for this account from this address, for this account, or from this address: login-lockout.ts)
 * get the same reply after the same work. The body's `role` is only the client's hint: the reply
 * carries the account's real role.
 */
export function login(ctx: IdentityContext) {
  const lockout = loginLockoutFor(ctx);
  return async (c: Context<AppEnv>) => {
    const { email, phone, password } = await readJson(c, loginBodySchema);
    const row = email !== undefined ? await findUserByEmail(ctx.db, email) : await findUserByPhoneWithoutEmail(ctx.db, phone!);
    const address = clientAddress(c, ctx.config.GATEWAY_SECRET);
    // Unknown e-mails count against the address too: credential stuffing tries many of them.
    const attempt = await lockout.begin({ address, account: row && { id: row.id, sessionGeneration: row.session_generation } });
    if (attempt.locked) {
      await verifyAgainstNothing(password);
      ctx.logger.info({ userId: row?.id, address, lockedBy: attempt.by }, 'login refused: locked after repeated wrong passwords');
      throw unauthorized(INVALID_CREDENTIALS_TEXT);
    }
    if (!row) {
      await verifyAgainstNothing(password);
      await lockout.failed(attempt);
      throw unauthorized(INVALID_CREDENTIALS_TEXT);
    }
    if (!(await verifyPassword(row.password_hash, password))) {
      await lockout.failed(attempt);
      throw unauthorized(INVALID_CREDENTIALS_TEXT);
    }
    await lockout.succeeded(attempt);
    // Only someone who knows the password learns that the account is banned.
    if (row.is_banned) throw forbidden(bannedText(row.ban_reason));
    return c.json(await sessionReply(ctx, row), 200);
  };
}
