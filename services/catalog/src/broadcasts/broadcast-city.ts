import { sql } from 'kysely';
import { badRequest } from '@haat/server-kit';
import type { BroadcastDb } from './broadcasts.table.ts';

/**
 * A city a broadcast names (its city or target city), spelled as the cities list spells it, so the
 * buyer's /offers of that city finds it. A name the list does not know is a 400: an offer aimed at
 * "Punee" would reach nobody.
 */
export async function knownCity(db: BroadcastDb, name: string, field: 'city' | 'targetCity'): Promise<string> {
  const row = await db.selectFrom('cities').select('name')
    .where(sql<string>`lower(name)`, '=', name.trim().toLowerCase())
    .orderBy('active', 'desc').orderBy('popularity_rank')
    .limit(1).executeTakeFirst();
  if (!row) throw badRequest(`Unknown ${field === 'city' ? 'city' : 'target city'}: ${name}`, 'Choose a city from the list.');
  return row.name;
}
