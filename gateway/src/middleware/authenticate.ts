import type { Redis } from 'ioredis';
import { AppError, bannedUserKey, bearerToken, revokedTokenKey, serviceUnavailable, unauthorized, type AuthUser, type TokenVerifier } from '@haat/server-kit';

/**
 * Verifies a bearer token when one is sent, and refuses revoked sessions and banned accounts at
 * once (one MGET). Without a token the request goes on anonymous; services decide what needs one.
 */
export function createAuthenticator({ verifyToken, redis, prefix }: { verifyToken: TokenVerifier; redis: Redis; prefix: string }) {
  return async function authenticate(authorization: string | undefined): Promise<AuthUser | null> {
    const token = bearerToken(authorization);
    if (!token) return null;
    const user = await verifyToken(token);
    let revoked: string | null | undefined = null;
    let banReason: string | null | undefined = null;
    try {
      [revoked, banReason] = await redis.mget(revokedTokenKey(prefix, user.jti), bannedUserKey(prefix, user.id));
    } catch {
      // Without Redis we cannot tell a revoked session or a ban: refuse rather than let one through.
      throw serviceUnavailable('Service temporarily unavailable', 'Sign-in checks are unavailable for a moment. Please try again shortly.');
    }
    if (revoked) throw unauthorized('Not authorized, token revoked', 'Your session has ended. Please log in again.');
    if (banReason != null) throw new AppError(403, `Your account has been banned. Reason: ${banReason}`);
    return user;
  };
}
export type Authenticator = ReturnType<typeof createAuthenticator>;
