import type { Kysely } from 'kysely';
import { revokedTokenKey, sessionGenerationKey, sessionStateRestoredKey, type Logger, type Redis } from '@haat/server-kit';
import { restoreBans } from '../accounts/restore-bans.ts';
import type { IdentityDatabase } from '../users/user.table.ts';
import { endedSessionsDb, forgetExpiredSessionEnds } from './ended-sessions.ts';

const BATCH = 500;

const secondsLeft = (expiresAt: Date) => Math.max(1, Math.ceil((expiresAt.getTime() - Date.now()) / 1000));

/** Sends one batch of writes in one round trip; a pipeline reports failures per command, so throw the first. */
async function writeAll(pipeline: ReturnType<Redis['pipeline']>): Promise<void> {
  const failed = (await pipeline.exec())?.find(([err]) => err);
  if (failed) throw failed[0];
}

/** Copies the unexpired revoked tokens and ended sessions from Postgres to Redis, in batches. */
async function restoreEndedSessions(db: Kysely<IdentityDatabase>, redis: Redis, prefix: string): Promise<number> {
  const sessions = endedSessionsDb(db);
  let restored = 0;
  for (let after = ''; ;) {
    const rows = await sessions.selectFrom('revoked_tokens').select(['jti', 'expires_at'])
      .where('expires_at', '>', new Date()).where('jti', '>', after).orderBy('jti').limit(BATCH).execute();
    await writeAll(rows.reduce((p, r) => p.set(revokedTokenKey(prefix, r.jti), '1', 'EX', secondsLeft(r.expires_at)), redis.pipeline()));
    restored += rows.length;
    if (rows.length < BATCH) break;
    after = rows.at(-1)!.jti;
  }
  for (let after = '00000000-0000-0000-0000-000000000000'; ;) {
    const rows = await sessions.selectFrom('ended_sessions').select(['user_id', 'generation', 'expires_at'])
      .where('expires_at', '>', new Date()).where('user_id', '>', after).orderBy('user_id').limit(BATCH).execute();
    await writeAll(rows.reduce((p, r) => p.set(sessionGenerationKey(prefix, r.user_id), String(r.generation), 'EX', secondsLeft(r.expires_at)), redis.pipeline()));
    restored += rows.length;
    if (rows.length < BATCH) break;
    after = rows.at(-1)!.user_id;
  }
  return restored;
}

/**
 * Refills Redis with what it must not forget — revoked tokens, ended sessions, bans — and then
 * marks it refilled. Until the mark is there, session checks everywhere answer 503 (fail closed).
 */
export async function restoreSessionState(db: Kysely<IdentityDatabase>, redis: Redis, prefix: string): Promise<{ sessions: number; bans: number }> {
  const sessions = await restoreEndedSessions(db, redis, prefix);
  const bans = await restoreBans(db, redis, prefix);
  await redis.set(sessionStateRestoredKey(prefix), new Date().toISOString());
  return { sessions, bans };
}

/**
 * Redis keeps nothing on disk here: when it restarts empty, the restored mark is gone with the rest.
 * Looks for the mark whenever the connection becomes ready and every few seconds, and refills
 * Redis when it is missing — no restart needed. Also drops expired rows now and then.
 */
export async function watchSessionState({ db, redis, prefix, logger, everyMs = 2000, cleanEveryMs = 3600_000 }: {
  db: Kysely<IdentityDatabase>;
  redis: Redis;
  prefix: string;
  logger: Logger;
  everyMs?: number;
  cleanEveryMs?: number;
}): Promise<{ stop(): void }> {
  let running: Promise<void> | null = null;
  const check = () => {
    running ??= (async () => {
      try {
        if (await redis.exists(sessionStateRestoredKey(prefix))) return;
        logger.info(await restoreSessionState(db, redis, prefix), 'Redis had no session state: revoked tokens, ended sessions and bans restored');
      } catch (err) {
        logger.warn({ err: String(err) }, 'could not check or restore session state in Redis; retrying');
      } finally {
        running = null;
      }
    })();
    return running;
  };
  const clean = () => forgetExpiredSessionEnds(db).then(
    (count) => count && logger.info({ count }, 'expired revocations forgotten'),
    (err) => logger.warn({ err: String(err) }, 'could not forget expired revocations'),
  );
  await check(); // before serving
  redis.on('ready', check);
  const checks = setInterval(check, everyMs);
  const cleans = setInterval(clean, cleanEveryMs);
  checks.unref();
  cleans.unref();
  return {
    stop() {
      redis.off('ready', check);
      clearInterval(checks);
      clearInterval(cleans);
    },
  };
}
