import type { Context } from 'hono';
import type { AppEnv } from '@haat/server-kit';
import type { IdentityContext } from '../../context.ts';
import { superadminExists } from '../../users/user-repository.ts';

/** GET /api/auth/superadmin-setup: whether the one-time set-up form may still be used. */
export function getSuperadminSetup(ctx: IdentityContext) {
  return async (c: Context<AppEnv>) => c.json({ success: true as const, data: { available: !(await superadminExists(ctx.db)) } });
}
