import { randomUUID } from 'node:crypto';
import { PRESENCE_TTL_MS, type Logger, type Presence } from '@haat/server-kit';

/**
 * Tells the other services who has a socket open on this gateway (the chat service notifies only
 * users who have none): marks a user online with their first socket here, offline with their last,
 * and renews every user's mark before it lapses. Redis being away only makes notifications louder.
 */
export function trackPresence(presence: Presence, logger: Logger) {
  const gatewayId = randomUUID();
  const socketsOf = new Map<string, number>();
  const quietly = (what: Promise<void>) => void what.catch((err: unknown) => logger.debug({ err: String(err) }, 'presence not recorded'));
  const renewal = setInterval(() => quietly(presence.markOnline(gatewayId, [...socketsOf.keys()])), PRESENCE_TTL_MS / 3);
  renewal.unref();
  return {
    connected(userId: string) {
      const count = (socketsOf.get(userId) ?? 0) + 1;
      socketsOf.set(userId, count);
      if (count === 1) quietly(presence.markOnline(gatewayId, [userId]));
    },
    disconnected(userId: string) {
      const count = (socketsOf.get(userId) ?? 1) - 1;
      if (count > 0) return void socketsOf.set(userId, count);
      socketsOf.delete(userId);
      quietly(presence.markOffline(gatewayId, userId));
    },
    stop() {
      clearInterval(renewal);
      for (const userId of socketsOf.keys()) quietly(presence.markOffline(gatewayId, userId));
      socketsOf.clear();
    },
  };
}
