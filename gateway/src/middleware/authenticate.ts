import type { Redis } from 'ioredis';
import { bearerToken, createSessionCheck, type AuthUser, type TokenVerifier } from '@haat/server-kit';

/**
 * Who is calling, in two steps so the Redis step can share a round trip with the rate limit:
 * `identify` verifies a bearer token when one is sent (no token: anonymous; services decide what
 * needs one), `refuseEnded` refuses revoked or ended sessions and banned accounts (one MGET, the
 * same check every service runs again: server-kit's session-check.ts).
 */
export function createAuthenticator({ verifyToken, redis, prefix }: { verifyToken: TokenVerifier; redis: Redis; prefix: string }) {
  async function identify(authorization: string | undefined): Promise<AuthUser | null> {
    const token = bearerToken(authorization);
    return token ? verifyToken(token) : null;
  }

  const refuseEnded = createSessionCheck({ redis, prefix });

  return {
    identify,
    refuseEnded,
    /** Both steps, for callers with no rate limit to pair them with (socket handshakes). */
    async authenticate(authorization: string | undefined): Promise<AuthUser | null> {
      const user = await identify(authorization);
      if (user) await refuseEnded(user);
      return user;
    },
  };
}
export type Authenticator = ReturnType<typeof createAuthenticator>;
