import { sql, type Kysely } from 'kysely';
import type { SessionEndedNotice, Subjects } from '@haat/contracts';
import { endSessionsBefore, revokeToken, TOKEN_LIFETIME_SECONDS, type Logger, type NatsConnection, type Redis } from '@haat/server-kit';
import type { IdentityDatabase } from '../users/user.table.ts';

/** The identity schema as this module sees it (migration 2026-11-25-01-ended-sessions). */
type EndedSessionTables = {
  revoked_tokens: { jti: string; user_id: string; expires_at: Date };
  ended_sessions: { user_id: string; generation: number; expires_at: Date };
};
export const endedSessionsDb = (db: Kysely<IdentityDatabase>): Kysely<IdentityDatabase & EndedSessionTables> => db.withTables<EndedSessionTables>();

/**
 * Where an ended session goes besides Postgres: Redis, which every session check reads, and a
 * notice to every gateway (`announce`), which closes the session's open sockets at once.
 */
export type SessionEnds = { redis: Redis; prefix: string; announce: (notice: SessionEndedNotice) => void };

/**
 * The gateways' notice over core NATS. A notice lost to a NATS outage costs little: the gateway
 * checks the session again on every socket event, so the socket is refused at its next act.
 */
export function announceToGateways({ nc, subjects, logger }: { nc: NatsConnection; subjects: Subjects; logger: Logger }): SessionEnds['announce'] {
  return (notice) => {
    try {
      nc.publish(subjects.sessionEnded, JSON.stringify(notice satisfies SessionEndedNotice));
    } catch (err) {
      logger.warn({ err: String(err), userId: notice.userId }, 'the gateways were not told of an ended session');
    }
  };
}

/**
 * Logout, or an account deleted by its owner: this token is refused from now until it expires.
 * Written to Postgres (pass the caller's transaction when it has one) and then to Redis, where the
 * gateway and the services look; Postgres is what refills Redis after it restarts empty. Then the
 * gateways close this token's sockets.
 */
export async function revokeSession(db: Kysely<IdentityDatabase>, { redis, prefix, announce }: SessionEnds, session: { jti: string; userId: string; expiresAt: number }): Promise<void> {
  await endedSessionsDb(db).insertInto('revoked_tokens')
    .values({ jti: session.jti, user_id: session.userId, expires_at: new Date(session.expiresAt * 1000) })
    .onConflict((oc) => oc.column('jti').doNothing())
    .execute();
  await revokeToken(redis, prefix, session.jti, session.expiresAt);
  announce({ userId: session.userId, jti: session.jti });
}

/**
 * Every session of the user signed before `generation` ends (password change or reset, role
 * change, account deleted): in Postgres and then in Redis, like revokeSession, and then the
 * gateways close the user's sockets (those of a newer session stay open: the password changer's
 * own new token). Kept a token lifetime, after which every older token has expired anyway.
 */
export async function endSessions(db: Kysely<IdentityDatabase>, { redis, prefix, announce }: SessionEnds, userId: string, generation: number): Promise<void> {
  const expiresAt = new Date(Date.now() + TOKEN_LIFETIME_SECONDS * 1000);
  await endedSessionsDb(db).insertInto('ended_sessions')
    .values({ user_id: userId, generation, expires_at: expiresAt })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ generation: sql<number>`GREATEST(ended_sessions.generation, excluded.generation)`, expires_at: expiresAt }))
    .execute();
  await endSessionsBefore(redis, prefix, userId, generation);
  announce({ userId });
}

/** Drops the rows whose tokens have all expired; returns how many went. */
export async function forgetExpiredSessionEnds(db: Kysely<IdentityDatabase>): Promise<number> {
  const sessions = endedSessionsDb(db);
  const now = new Date();
  const revoked = await sessions.deleteFrom('revoked_tokens').where('expires_at', '<=', now).executeTakeFirst();
  const ended = await sessions.deleteFrom('ended_sessions').where('expires_at', '<=', now).executeTakeFirst();
  return Number(revoked.numDeletedRows) + Number(ended.numDeletedRows);
}
