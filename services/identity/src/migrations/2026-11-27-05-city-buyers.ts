import { sql, type Kysely } from 'kysely';

// Frozen in time once landed: later changes get a new dated migration.
export async function up(db: Kysely<any>): Promise<void> {
  // An admin broadcast pages through a city's buyers (not banned) by id: rpc.identity.city-buyers.
  await sql`CREATE INDEX users_buyers_by_city ON users (lower(current_city), id) WHERE role = 'buyer' AND NOT is_banned`.execute(db);
}
