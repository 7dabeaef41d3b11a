import type { Context } from 'hono';
import type { AppEnv } from '@haat/server-kit';
import type { VerificationContext } from '../../../context.ts';

/** GET /api/auth/check-oauth-config: which third-party sign-ins the client may offer (the client id is public). */
export function checkOauthConfig(ctx: VerificationContext) {
  const clientId = ctx.settings.GOOGLE_CLIENT_ID;
  const data = { google: clientId ? { configured: true, clientId } : { configured: false } };
  return (c: Context<AppEnv>) => c.json({ success: true as const, data });
}
