import { sql, type RawBuilder } from 'kysely';
import type { City, NearbyCity } from '@haat/contracts';
import type { CatalogDb } from '../database.ts';
import { likeContains } from '../http/postgres-errors.ts';
import { roundKm, withinKm } from '../locations/geo.ts';
import type { CityRow } from './cities.table.ts';

export const toCity = (row: CityRow): City => ({
  _id: row.id,
  id: row.id,
  name: row.name,
  state: row.state,
  active: row.active,
  coordinates: { lat: row.latitude, lng: row.longitude },
});

const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/** Every city (active or not) whose name contains `search`, by name: GET /api/cities. */
export async function listCities(db: CatalogDb, { search, limit }: { search?: string | undefined; limit: number }): Promise<CityRow[]> {
  let query = db.selectFrom('cities').selectAll();
  if (search) query = query.where('name', 'ilike', likeContains(search));
  return query.orderBy('name').orderBy('state').limit(limit).execute();
}

export async function findCityById(db: CatalogDb, id: string): Promise<CityRow | undefined> {
  return db.selectFrom('cities').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * The location picker's server search over active cities, in three tiers: a word of the name (or
 * of another name, "Bombay") starts with the text; the name contains it; the name is close to it
 * despite a typo ("Banglore"). Most populous first within the first two, most similar first in the
 * last. The trigram index on search_text serves all three (for a few hundred rows the planner
 * may rightly prefer a plain scan).
 */
export async function searchActiveCities(db: CatalogDb, { text, limit }: { text: string; limit: number }): Promise<CityRow[]> {
  const q = escapeLike(text.toLowerCase());
  const tier = sql<number>`CASE
    WHEN search_text LIKE ${`${q}%`} OR search_text LIKE ${`% ${q}%`} THEN 0
    WHEN search_text LIKE ${`%${q}%`} THEN 1
    ELSE 2 END`;
  return db.selectFrom('cities').selectAll()
    .where('active', '=', true)
    .where(sql<boolean>`(search_text LIKE ${`%${q}%`} OR ${text.toLowerCase()}::text <<% search_text)`)
    .orderBy(tier)
    .orderBy(sql`CASE WHEN ${tier} = 2 THEN strict_word_similarity(${text.toLowerCase()}::text, search_text) ELSE 0 END`, 'desc')
    .orderBy('popularity_rank')
    .limit(limit)
    .execute();
}

/** The most populous active cities. */
export async function popularCities(db: CatalogDb, limit: number): Promise<CityRow[]> {
  return db.selectFrom('cities').selectAll().where('active', '=', true).orderBy('popularity_rank').limit(limit).execute();
}

/** Active cities whose centre lies within `radius` km of the point, nearest first. */
export async function nearbyCities(db: CatalogDb, { lat, lng, radius, limit }: { lat: number; lng: number; radius: number; limit: number }): Promise<NearbyCity[]> {
  const { distance, near } = withinKm(lat, lng, radius);
  const rows = await db.selectFrom('cities').selectAll().select(distance.as('distance'))
    .where('active', '=', true)
    .where(near)
    .orderBy('distance').orderBy('popularity_rank')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ ...toCity(row), distance: roundKm(row.distance) }));
}

/** A city's name as `name_keys` holds its names: trimmed, lower case. */
export const cityKey = (name: string): string => name.trim().toLowerCase();

/**
 * The states that have a city of this key (of `cityKey`, a value or an SQL expression), as a text[]
 * expression, so one statement can read them beside other things: none for an empty key.
 */
export const statesOfCityKey = (key: string | RawBuilder<string>): RawBuilder<string[]> =>
  sql<string[]>`ARRAY(SELECT DISTINCT state FROM cities WHERE name_keys @> ARRAY[nullif(${key}::text, '')] ORDER BY state)`;

/** The states that have a city of this name or other name ("Bombay"), any case: usually one, none when it is not a catalog city. */
export async function statesOfCity(db: CatalogDb, name: string): Promise<string[]> {
  const city = cityKey(name);
  if (!city) return [];
  const row = await db.selectNoFrom(statesOfCityKey(city).as('states')).executeTakeFirstOrThrow();
  return row.states;
}

/** Active cities among `names` (any case), keyed by the lower-cased name, with the catalog's spelling. */
export async function activeCityNames(db: CatalogDb, names: readonly string[]): Promise<Map<string, string>> {
  if (names.length === 0) return new Map();
  const rows = await db.selectFrom('cities').select('name')
    .where('active', '=', true)
    .where(sql<string>`lower(name)`, 'in', names.map((name) => name.toLowerCase()))
    .execute();
  return new Map(rows.map((row) => [row.name.toLowerCase(), row.name]));
}

/** Every active city, by name: the full list the pickers keep for an hour. */
export async function allActiveCities(db: CatalogDb): Promise<CityRow[]> {
  return db.selectFrom('cities').selectAll().where('active', '=', true).orderBy('name').orderBy('state').execute();
}

/**
 * Every city, active or not, by name, with how many stores name it as their city (any case): the
 * console's list. One pass over the stores, grouped, whatever the number of cities.
 */
export async function citiesWithStoreCounts(db: CatalogDb): Promise<(CityRow & { store_count: number })[]> {
  const counts = db.selectFrom('stores').select([sql<string>`lower(city)`.as('city'), (eb) => eb.fn.countAll<string>().as('n')]).groupBy(sql`lower(city)`);
  const rows = await db.selectFrom('cities')
    .leftJoin(counts.as('counts'), (join) => join.on(sql<boolean>`counts.city = lower(cities.name)`))
    .selectAll('cities')
    .select('counts.n')
    .orderBy('cities.name').orderBy('cities.state')
    .execute();
  return rows.map(({ n, ...row }) => ({ ...row, store_count: Number(n ?? 0) }));
}

/** Switches a city on or off; undefined when there is no such city. */
export async function setCityActive(db: CatalogDb, id: string, active: boolean): Promise<CityRow | undefined> {
  return db.updateTable('cities').set({ active }).where('id', '=', id).returningAll().executeTakeFirst();
}

/** How many stores name this city as theirs (any case). */
export async function storeCountOfCity(db: CatalogDb, name: string): Promise<number> {
  const row = await db.selectFrom('stores').select((eb) => eb.fn.countAll<string>().as('n'))
    .where(sql<string>`lower(city)`, '=', name.toLowerCase()).executeTakeFirstOrThrow();
  return Number(row.n);
}
