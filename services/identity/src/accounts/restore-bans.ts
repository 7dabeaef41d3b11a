import type { Kysely } from 'kysely';
import { markBanned, type Redis } from '@haat/server-kit';
import type { IdentityDatabase } from '../users/user.table.ts';

const BATCH = 500;

/**
 * Copies every ban from the database to Redis, where the session checks look for it. A Redis that
 * restarts empty would otherwise let banned accounts in again. Part of the session-state restore
 * (sessions/session-state.ts); batches keep memory flat, and one batch's writes go out together.
 */
export async function restoreBans(db: Kysely<IdentityDatabase>, redis: Redis, prefix: string): Promise<number> {
  let restored = 0;
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const banned = await db.selectFrom('users').select(['id', 'ban_reason'])
      .where('is_banned', '=', true).where('id', '>', after)
      .orderBy('id').limit(BATCH).execute();
    await Promise.all(banned.map((user) => markBanned(redis, prefix, user.id, user.ban_reason ?? '')));
    restored += banned.length;
    const last = banned.at(-1);
    if (!last || banned.length < BATCH) return restored;
    after = last.id;
  }
}
