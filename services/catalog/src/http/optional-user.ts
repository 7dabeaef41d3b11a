import type { Context } from 'hono';
import { bearerToken, type AppEnv, type AuthUser, type TokenVerifier } from '@haat/server-kit';

/**
 * The caller on a public route: null for a guest (no token). A token that fails verification is a
 * 401 even here, so a session that ended never silently continues as a guest (docs/decisions/0004-a-bad-token-is-always-a-401-even-on-public-calls.md).
 */
export async function optionalUser(c: Context<AppEnv>, verify: TokenVerifier): Promise<AuthUser | null> {
  const token = bearerToken(c.req.header('Authorization'));
  return token ? verify(token) : null;
}
