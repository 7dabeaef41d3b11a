import type { Context } from 'hono';
import { notFound, type AppEnv } from '@haat/server-kit';
import type { VerificationContext } from '../../context.ts';
import { findUserById } from '../../users/user-repository.ts';

/** The signed-in user's row (phone-status and check-phone read its phone fields). */
export async function currentUser(ctx: VerificationContext, c: Context<AppEnv>) {
  const row = await findUserById(ctx.auth.db, c.get('user').id);
  if (!row) throw notFound('User not found', 'This account no longer exists.');
  return row;
}
