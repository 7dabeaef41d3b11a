import type { Redis } from 'ioredis';
import { AppError, bannedUserKey, bearerToken, revokedTokenKey, serviceUnavailable, sessionEnded, sessionGenerationKey, unauthorized, type AuthUser, type TokenVerifier } from '@haat/server-kit';

/**
 * Who is calling, in two steps so the Redis step can share a round trip with the rate limit:
 * `identify` verifies a bearer token when one is sent (no token: anonymous; services decide what
 * needs one), `refuseEnded` refuses revoked or ended sessions and banned accounts (one MGET).
 */
export function createAuthenticator({ verifyToken, redis, prefix }: { verifyToken: TokenVerifier; redis: Redis; prefix: string }) {
  async function identify(authorization: string | undefined): Promise<AuthUser | null> {
    const token = bearerToken(authorization);
    return token ? verifyToken(token) : null;
  }

  async function refuseEnded(user: AuthUser): Promise<void> {
    let revoked: string | null | undefined = null;
    let banReason: string | null | undefined = null;
    let generation: string | null | undefined = null;
    try {
      [revoked, banReason, generation] = await redis.mget(revokedTokenKey(prefix, user.jti), bannedUserKey(prefix, user.id), sessionGenerationKey(prefix, user.id));
    } catch {
      // Without Redis we cannot tell a revoked session or a ban: refuse rather than let one through.
      throw serviceUnavailable('Service temporarily unavailable', 'Sign-in checks are unavailable for a moment. Please try again shortly.');
    }
    if (revoked || sessionEnded(user.sessionGeneration, generation)) throw unauthorized('Not authorized, token revoked', 'Your session has ended. Please log in again.');
    if (banReason != null) throw new AppError(403, `Your account has been banned. Reason: ${banReason}`);
  }

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
