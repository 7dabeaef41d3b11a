import type { Redis } from 'ioredis';
import { AppError, serviceUnavailable, unauthorized } from '../errors/index.ts';
import { bannedUserKey, revokedTokenKey, sessionEnded, sessionGenerationKey, sessionStateRestoredKey } from './revocation.ts';
import type { AuthUser } from '../http/app-env.ts';
import type { TokenVerifier } from './tokens.ts';

/** The refusal of a revoked or ended session (logout, password change...): the client signs in again. */
export const sessionEndedError = () => unauthorized('Not authorized, token revoked', 'Your session has ended. Please log in again.');

const checksUnavailable = () =>
  serviceUnavailable('Service temporarily unavailable', 'Sign-in checks are unavailable for a moment. Please try again shortly.');

/**
 * Refuses a verified token whose session was revoked (logout, account deleted) or ended (password
 * changed or reset, role changed), or whose account is banned: one MGET. The gateway and every
 * service run it, so a service port reached directly refuses what the gateway refuses. It fails
 * closed: without Redis, or with a Redis that identity has not yet refilled after a restart (no
 * restored marker), nobody can tell an ended session from a live one, so signed-in calls get 503.
 */
export function createSessionCheck({ redis, prefix }: { redis: Redis; prefix: string }) {
  return async function refuseEnded(user: AuthUser): Promise<void> {
    let reply: (string | null)[];
    try {
      reply = await redis.mget(revokedTokenKey(prefix, user.jti), bannedUserKey(prefix, user.id), sessionGenerationKey(prefix, user.id), sessionStateRestoredKey(prefix));
    } catch {
      throw checksUnavailable();
    }
    const [revoked, banReason, generation, restored] = reply;
    if (restored == null) throw checksUnavailable();
    if (revoked || sessionEnded(user.sessionGeneration, generation)) throw sessionEndedError();
    if (banReason != null) throw new AppError(403, `Your account has been banned. Reason: ${banReason}`);
  };
}
type SessionCheck = ReturnType<typeof createSessionCheck>;

/** A verifier that also refuses ended sessions: what requireAuth and optional sign-ins use in services. */
export function checkingSessions(verifySignature: TokenVerifier, refuseEnded: SessionCheck): TokenVerifier {
  return async (token) => {
    const user = await verifySignature(token);
    await refuseEnded(user);
    return user;
  };
}
